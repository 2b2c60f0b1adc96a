import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, RUT_MAX_BYTES, RutUploadResponseSchema } from '@shop/shared';
import { AppError } from '../../lib/errors';
import { requirePermission } from '../../plugins/auth';
import type { RutService } from './rut-service';

export const fileRoutes =
  (service: RutService, uploadsPerHour: number): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/files/rut',
      {
        // Anonymous by necessity (the RUT is uploaded before the account exists), so limited per IP.
        config: { rateLimit: { max: uploadsPerHour, timeWindow: '1 hour' } },
        schema: {
          tags: ['files'],
          summary: 'Upload a RUT (multipart field rutFile, PDF, at most 5 MB)',
          consumes: ['multipart/form-data'],
          response: { 201: RutUploadResponseSchema },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) {
          throw new AppError(
            415,
            'UNSUPPORTED_MEDIA_TYPE',
            'La solicitud debe enviarse como multipart/form-data.',
          );
        }
        for await (const part of request.parts({ limits: { fileSize: RUT_MAX_BYTES, files: 1 } })) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'rutFile') {
            part.file.resume();
            continue;
          }
          const data = await part.toBuffer().catch((err: { code?: string }) => {
            if (err.code === 'FST_REQ_FILE_TOO_LARGE')
              throw new AppError(413, 'RUT_TOO_LARGE', MESSAGES.rutTooLarge);
            throw err;
          });
          const saved = await service.upload(data);
          return reply.status(201).send(saved);
        }
        throw new AppError(400, 'RUT_REQUIRED', MESSAGES.rutRequired);
      },
    );

    app.get(
      '/files/rut/:uuid',
      {
        preValidation: requirePermission(),
        schema: {
          tags: ['files'],
          summary: 'A RUT PDF: its owner or ADMIN_CLIENTS only',
          params: z.object({
            uuid: z.uuid({ error: 'El identificador del archivo no es válido.' }),
          }),
        },
      },
      async (request, reply) => {
        const data = await service.read(request.params.uuid, request.auth!.user);
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', 'inline; filename="RUT.pdf"')
          .header('Cache-Control', 'private, no-store')
          .send(data);
      },
    );
  };
