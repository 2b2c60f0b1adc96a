import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BrandDetailSchema, BrandIdParamsSchema, BrandSchema } from '@shop/shared';
import { brands } from '../../db/schema';
import { notFound } from '../../lib/errors';

export const brandRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/brand',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Every brand, sorted by name',
        response: { 200: z.array(BrandSchema) },
      },
    },
    async () => {
      const rows = await app.db
        .select({ id: brands.id, name: brands.name })
        .from(brands)
        .orderBy(asc(brands.name));
      return rows.sort((a, b) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }));
    },
  );

  app.get(
    '/brand/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'One brand with its title, HTML description and logo (our own record, no external catalogue)',
        params: BrandIdParamsSchema,
        response: { 200: BrandDetailSchema },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select({
          id: brands.id,
          name: brands.name,
          title: brands.title,
          description: brands.description,
          logo: brands.logo,
        })
        .from(brands)
        .where(eq(brands.id, request.params.id));
      if (!row) throw notFound('No encontramos la marca solicitada.');
      return row;
    },
  );
};
