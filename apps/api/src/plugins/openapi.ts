import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@shop/shared';
import { addErrorAnswers } from './openapi-errors';
import { addPermissions } from './openapi-permissions';

/** The body of a file answer (a PDF, a workbook, an image): bytes, not JSON. */
const FileSchema = z.string().meta({ format: 'binary' });

/**
 * A route answering a file names its types in `produces`, which OpenAPI 3 does not read: its 200
 * answer is documented here with those types, so the document says what a client receives. The
 * reply is bytes or a stream, which Fastify sends without its serializer.
 */
function addFileAnswer(route: RouteOptions) {
  const schema = route.schema as
    { produces?: string[]; response?: Record<number, unknown> } | undefined;
  if (!schema?.produces?.length) return;
  const response = (schema.response ??= {});
  response[200] ??= {
    description: 'The file',
    content: Object.fromEntries(schema.produces.map((type) => [type, { schema: FileSchema }])),
  };
}

// Schemas shown once under components and referenced by every operation.
const components = z.registry<{ id: string }>();
components.add(ErrorResponseSchema, { id: 'ErrorResponse' });

/** OpenAPI built from the zod schemas of the routes, browsable at /api/docs. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', addFileAnswer);
  app.addHook('onRoute', addErrorAnswers);
  app.addHook('onRoute', addPermissions);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'API de la tienda',
        version: '1.0.0',
        description:
          'Errores: `{ statusCode, error, code, message, issues? }` con `message` en español. ' +
          'Autenticación: cookie de sesión HttpOnly (navegador) o `Authorization: Bearer <token>`. ' +
          'Las escrituras con cookie exigen mismo origen (cabecera Origin o X-Requested-With).',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry: components }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: components }),
  });

  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
