import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ContentIdParamsSchema, ContentSectionSchema } from '@shop/shared';
import { contentSections } from '../../db/schema';
import { notFound } from '../../lib/errors';

const columns = {
  id: contentSections.id,
  name: contentSections.name,
  content: contentSections.content,
};

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/contents',
    {
      schema: {
        tags: ['contents'],
        summary:
          "Content sections in their order ('Main Banner', 'Home', 'Login', 'Contact Us', 'Footer'…)",
        response: { 200: z.array(ContentSectionSchema) },
      },
    },
    async () =>
      app.db
        .select(columns)
        .from(contentSections)
        .orderBy(asc(contentSections.position), asc(contentSections.id)),
  );

  app.get(
    '/contents/:id',
    {
      schema: {
        tags: ['contents'],
        summary: 'One content section',
        params: ContentIdParamsSchema,
        response: { 200: ContentSectionSchema },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select(columns)
        .from(contentSections)
        .where(eq(contentSections.id, request.params.id));
      if (!row) throw notFound('No encontramos la sección solicitada.');
      return row;
    },
  );
};
