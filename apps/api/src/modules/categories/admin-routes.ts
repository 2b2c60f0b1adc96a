import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuditHistorySchema,
  AuditQuerySchema,
  CategoryAdminSchema,
  CategoryCreateSchema,
  CategoryIdParamsSchema,
  CategoryRenameSchema,
  CategorySchema,
} from '@shop/shared';
import { requirePermission } from '../../plugins/auth';
import type { CategoryService } from './service';

/** The categories screen of the dashboard (ADMIN_TAGS); the storefront reads GET /api/category. */
export const categoryAdminRoutes =
  (service: CategoryService): FastifyPluginAsyncZod =>
  async (app) => {
    const tagsAdmin = requirePermission('ADMIN_TAGS');

    app.get(
      '/category/admin',
      {
        preValidation: tagsAdmin,
        schema: {
          tags: ['catalogue'],
          summary:
            "Every category for the dashboard: level 1 then level 2 by name, each with its parent's name and how many products and subcategories use it",
          response: { 200: z.array(CategoryAdminSchema) },
        },
      },
      async () => service.listForAdmin(),
    );

    app.post(
      '/category',
      {
        preValidation: tagsAdmin,
        config: { catalogue: 'changes', errors: ['CATEGORY_NAME_TAKEN'] },
        schema: {
          tags: ['catalogue'],
          summary:
            'A new category: level 1 without a parent, or level 2 under an existing level-1 parent; the name (trimmed, at most 80 characters) is unique under its parent whatever its case',
          body: CategoryCreateSchema,
          response: { 201: CategorySchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(request.auth!.user.id, request.body)),
    );

    app.patch(
      '/category/:id',
      {
        preValidation: tagsAdmin,
        config: { catalogue: 'changes', errors: ['CATEGORY_NAME_TAKEN'] },
        schema: {
          tags: ['catalogue'],
          summary:
            'Renames a category, keeping its level and parent; the new name (trimmed, at most 80 characters) is unique under the same parent whatever its case, and its products are found by it',
          params: CategoryIdParamsSchema,
          body: CategoryRenameSchema,
          response: { 200: CategorySchema },
        },
      },
      async (request) => service.rename(request.auth!.user.id, request.params.id, request.body),
    );

    app.delete(
      '/category/:id',
      {
        preValidation: tagsAdmin,
        config: { catalogue: 'changes', errors: ['CATEGORY_IN_USE'] },
        schema: {
          tags: ['catalogue'],
          summary:
            'Deletes a category no product (as category or subcategory) and no subcategory uses; otherwise 409 saying what uses it and how many',
          params: CategoryIdParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.remove(request.auth!.user.id, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/category/:id/audit',
      {
        preValidation: tagsAdmin,
        schema: {
          tags: ['catalogue'],
          summary: "The category's creation, renames and deletion: who, when, before and after",
          params: CategoryIdParamsSchema,
          querystring: AuditQuerySchema,
          response: { 200: AuditHistorySchema },
        },
      },
      async (request) => service.history(request.params.id, request.query),
    );
  };
