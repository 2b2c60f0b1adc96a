import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@shop/shared';
import { addErrorAnswers } from './openapi-errors';
import { addPermissions } from './openapi-permissions';

// Schemas shown once under components and referenced by every operation.
const components = z.registry<{ id: string }>();
components.add(ErrorResponseSchema, { id: 'ErrorResponse' });

/** OpenAPI built from the zod schemas of the routes, browsable at /api/docs. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
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
