import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AuditHistorySchema,
  AuditQuerySchema,
  BrandAdminSchema,
  BrandCreateSchema,
  BrandDetailSchema,
  BrandIdParamsSchema,
  BrandUpdateSchema,
} from '@shop/shared';
import { requirePermission } from '../../plugins/auth';
import type { BrandService } from './service';

/** The brands screen of the dashboard (ADMIN_BRANDS); the storefront reads GET /api/brand. */
export const brandAdminRoutes =
  (service: BrandService): FastifyPluginAsyncZod =>
  async (app) => {
    const brandsAdmin = requirePermission('ADMIN_BRANDS');

    app.get(
      '/brand/admin',
      {
        preValidation: brandsAdmin,
        schema: {
          tags: ['catalogue'],
          summary:
            'Every brand for the dashboard, by name, with its title, description, logo and how many products use it',
          response: { 200: z.array(BrandAdminSchema) },
        },
      },
      async () => service.listForAdmin(),
    );

    app.post(
      '/brand',
      {
        preValidation: brandsAdmin,
        config: { catalogue: 'changes', errors: ['BRAND_NAME_TAKEN'] },
        schema: {
          tags: ['catalogue'],
          summary:
            'A new brand: a name of letters (accents, ñ), digits and spaces, unique whatever its case; optional title, rich-text description (sanitized) and logo (/api/files/product/… or https)',
          body: BrandCreateSchema,
          response: { 201: BrandDetailSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(request.auth!.user.id, request.body)),
    );

    app.patch(
      '/brand/:id',
      {
        preValidation: brandsAdmin,
        config: { catalogue: 'changes', errors: ['BRAND_NAME_TAKEN'] },
        schema: {
          tags: ['catalogue'],
          summary:
            'Changes only the fields sent (name, title, description sanitized, logo; empty logo removes it); the storefront brand page shows them',
          params: BrandIdParamsSchema,
          body: BrandUpdateSchema,
          response: { 200: BrandDetailSchema },
        },
      },
      async (request) => service.update(request.auth!.user.id, request.params.id, request.body),
    );

    app.delete(
      '/brand/:id',
      {
        preValidation: brandsAdmin,
        config: { catalogue: 'changes', errors: ['BRAND_IN_USE'] },
        schema: {
          tags: ['catalogue'],
          summary: 'Deletes a brand no product uses; otherwise 409 with how many products use it',
          params: BrandIdParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.remove(request.auth!.user.id, request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/brand/:id/audit',
      {
        preValidation: brandsAdmin,
        schema: {
          tags: ['catalogue'],
          summary: "The brand's creation, edits and deletion: who, when, before and after",
          params: BrandIdParamsSchema,
          querystring: AuditQuerySchema,
          response: { 200: AuditHistorySchema },
        },
      },
      async (request) => service.history(request.params.id, request.query),
    );
  };
