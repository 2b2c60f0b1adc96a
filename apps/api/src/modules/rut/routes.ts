import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, RUT_MAX_BYTES, RutUploadResponseSchema } from '@shop/shared';
import { readSingleFile } from '../../lib/multipart-file';
import { requirePermission } from '../../plugins/auth';
import type { RutService } from './service';

export const fileRoutes =
  (service: RutService, uploadsPerHour: number): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/files/rut',
      {
        // Anonymous by necessity (the RUT is uploaded before the account exists), so limited per IP.
        config: {
          catalogue: 'untouched',
          rateLimit: { max: uploadsPerHour, timeWindow: '1 hour' },
        },
        schema: {
          tags: ['files'],
          summary: 'Upload a RUT (multipart field rutFile, PDF, at most 5 MB)',
          consumes: ['multipart/form-data'],
          response: { 201: RutUploadResponseSchema },
        },
      },
      async (request, reply) => {
        const data = await readSingleFile(request, {
          field: 'rutFile',
          maxBytes: RUT_MAX_BYTES,
          messages: {
            required: MESSAGES.rutRequired,
            tooLarge: MESSAGES.rutTooLarge,
            onlyOne: 'Envía un solo archivo RUT.',
          },
          codes: { required: 'RUT_REQUIRED', tooLarge: 'RUT_TOO_LARGE' },
        });
        return reply.status(201).send(await service.upload(data));
      },
    );

    app.get(
      '/files/rut/:uuid',
      {
        // Any customer reaches the hook, and the service hides other customers' files (404).
        preValidation: requirePermission('USER', 'ADMIN_CLIENTS'),
        schema: {
          tags: ['files'],
          summary:
            'A RUT PDF as an attachment: its owner or ADMIN_CLIENTS only. Viewers fetch it and show a Blob (type application/pdf) in a frame',
          produces: ['application/pdf'],
          params: z.object({
            uuid: z.uuid({ error: 'El identificador del archivo no es válido.' }),
          }),
        },
      },
      async (request, reply) => {
        const data = await service.read(request.params.uuid, request.auth!.user);
        // An attachment, never rendered by the browser on our origin: the dashboard viewer
        // fetches it and frames a Blob typed application/pdf (Chrome will not render a PDF under a
        // CSP sandbox, so sandboxing an inline answer would break the viewer instead).
        return reply
          .header('Content-Type', 'application/pdf')
          .header('Content-Disposition', 'attachment; filename="RUT.pdf"')
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .header('Cache-Control', 'private, no-store')
          .send(data);
      },
    );
  };
