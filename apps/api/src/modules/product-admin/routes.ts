import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminProductListQuerySchema,
  AdminProductListResponseSchema,
  AdminProductSchema,
  AuditHistorySchema,
  AuditQuerySchema,
  ProductBulkChangeSchema,
  ProductBulkResultSchema,
  ProductCreateSchema,
  ProductIdParamsSchema,
  ProductUpdateSchema,
} from '@shop/shared';
import { requirePermission } from '../../plugins/auth';
import { leaveCatalogueAsIs } from '../../plugins/catalogue-writes';
import type { ProductAdminService } from './service';

/** The dashboard's 'Productos' (ADMIN_PRODUCTS); the storefront's reads are in routes.ts. */
export const productAdminRoutes =
  (service: ProductAdminService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requirePermission('ADMIN_PRODUCTS'));

    app.get(
      '/products/admin',
      {
        schema: {
          tags: ['products'],
          summary:
            'Every product, available or not, by name unless `sort` (name, sku, brand, price, stock) and `order` (asc, desc) say otherwise (40 per page unless `limit` says 20-100), with base price, VAT, stock and minimum stock; `searchTerm` as on the storefront; narrowed by `brand`, `category` (a level 1 takes in its subcategories), `available` and `stock` (out: none left, low: at or below the minimum, in: some left)',
          querystring: AdminProductListQuerySchema,
          response: { 200: AdminProductListResponseSchema },
        },
      },
      async (request) => service.list(request.query),
    );

    app.patch(
      '/products/admin',
      {
        config: { catalogue: 'changes' },
        schema: {
          tags: ['products'],
          summary:
            "One change to up to 100 selected products at once, in one transaction: `available` (mark them 'Disponible' or 'No disponible') or `categories`; each product's change is audited as a single edit; answers how many changed (those that already had it are left)",
          body: ProductBulkChangeSchema,
          response: { 200: ProductBulkResultSchema },
        },
      },
      async (request) => {
        const result = await service.bulkUpdate(request.auth!.user.id, request.body);
        if (result.updated === 0) leaveCatalogueAsIs(request);
        return result;
      },
    );

    app.get(
      '/products/:id/admin',
      {
        schema: {
          tags: ['products'],
          summary: 'One product as the edit form takes it: brand and category ids, base price',
          params: ProductIdParamsSchema,
          response: { 200: AdminProductSchema },
        },
      },
      async (request) => service.detail(request.params.id),
    );

    app.get(
      '/products/:id/audit',
      {
        schema: {
          tags: ['products'],
          summary:
            "The product's changes (creation, edits with only the fields touched, Excel imports): who, when, before and after",
          params: ProductIdParamsSchema,
          querystring: AuditQuerySchema,
          response: { 200: AuditHistorySchema },
        },
      },
      async (request) => service.history(request.params.id, request.query),
    );

    app.post(
      '/products',
      {
        config: { catalogue: 'changes', errors: ['SKU_TAKEN'] },
        schema: {
          tags: ['products'],
          summary:
            'A new product: unique SKU, an existing brand, categories [level 1] or [level 1, one of its level 2]; `system` is forced to the name and the description sanitized',
          body: ProductCreateSchema,
          response: { 201: AdminProductSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.create(request.auth!.user.id, request.body)),
    );

    app.patch(
      '/products/:id',
      {
        config: { catalogue: 'changes', errors: ['SKU_TAKEN', 'NO_CHANGES'] },
        schema: {
          tags: ['products'],
          summary:
            "Changes only the fields sent; when none differs from the stored product answers 422 NO_CHANGES ('No hubo cambios en el producto')",
          params: ProductIdParamsSchema,
          body: ProductUpdateSchema,
          response: { 200: AdminProductSchema },
        },
      },
      async (request) => service.update(request.auth!.user.id, request.params.id, request.body),
    );

    app.delete(
      '/products/:id',
      {
        config: { catalogue: 'changes', errors: ['PRODUCT_IN_USE'] },
        schema: {
          tags: ['products'],
          summary:
            "Deletes a product no cart, quote or order names; otherwise 409 PRODUCT_IN_USE suggesting to mark it 'No disponible', so quote and order PDFs keep their lines",
          params: ProductIdParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.remove(request.auth!.user.id, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
