import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CategoryDetailSchema,
  CategoryIdParamsSchema,
  CategoryListQuerySchema,
  CategorySchema,
  type Category,
} from '@shop/shared';
import { categories } from '../../db/schema';
import { notFound } from '../../lib/errors';

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'es', { sensitivity: 'base' });
const toCategory = (row: typeof categories.$inferSelect): Category => ({
  id: row.id,
  name: row.name,
  level: row.level === 2 ? 2 : 1,
  parentCategoryId: row.parentCategoryId,
});

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/category',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Categories, optionally of one level (1 or 2), sorted by name',
        querystring: CategoryListQuerySchema,
        response: { 200: z.array(CategorySchema) },
      },
    },
    async (request) => {
      const { level } = request.query;
      const rows = await app.db
        .select()
        .from(categories)
        .where(level ? eq(categories.level, level) : undefined);
      return rows.map(toCategory).sort(byName);
    },
  );

  app.get(
    '/category/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One category with its subcategories',
        params: CategoryIdParamsSchema,
        response: { 200: CategoryDetailSchema },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select()
        .from(categories)
        .where(eq(categories.id, request.params.id));
      if (!row) throw notFound('No encontramos la categoría solicitada.');
      const children = await app.db
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(eq(categories.parentCategoryId, row.id));
      return { ...toCategory(row), subcategories: children.sort(byName) };
    },
  );
};
