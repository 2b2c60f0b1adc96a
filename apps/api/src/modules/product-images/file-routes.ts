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

/** A name the upload route made (`<uuid>.<ext>`): never rewritten, so cacheable for a year. */
const UPLOADED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Seeded pictures keep stable names whose content a new seed may change: one day. */
const ONE_DAY = 'public, max-age=86400';

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
          produces: [...new Set(Object.values(TYPES))],
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
          .header(
            'Cache-Control',
            folder === 'product' && UPLOADED_NAME.test(name) ? IMMUTABLE : ONE_DAY,
          )
          .send(data);
      },
    );
  }
};
