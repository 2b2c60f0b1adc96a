import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';

const TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

const FileParamsSchema = z.object({
  name: z
    .string()
    .regex(
      /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,120}\.(svg|png|jpe?g|webp)$/,
      'El nombre del archivo no es válido.',
    ),
});

/**
 * Public images of the catalogue and the content sections, from the file storage. An SVG opened
 * on its own must not run anything, so every image carries a CSP that forbids scripts.
 */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const folder of ['product', 'content'] as const) {
    app.get(
      `/files/${folder}/:name`,
      {
        config: { publicCache: true },
        schema: {
          tags: ['files'],
          summary: `A ${folder === 'product' ? 'product or brand' : 'content section'} image`,
          params: FileParamsSchema,
        },
      },
      async (request, reply) => {
        const { name } = request.params;
        const data = await app.storage.get(`${folder}/${name}`);
        if (!data) throw notFound('No encontramos la imagen solicitada.');
        const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
        return reply
          .header('Content-Type', TYPES[ext] ?? 'application/octet-stream')
          .header(
            'Content-Security-Policy',
            "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
          )
          .header('Cache-Control', 'public, max-age=86400')
          .send(data);
      },
    );
  }
};
