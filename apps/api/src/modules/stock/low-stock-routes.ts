import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LowStockListSchema, LowStockQuerySchema } from '@shop/shared';
import { requirePermission } from '../../plugins/auth';
import type { LowStockService } from './low-stock-service';

/** The stock monitor's list (ADMIN_STOCK: docs/architecture.md, "Contract: permissions"). */
export const lowStockRoutes =
  (service: LowStockService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/products/low/stock',
      {
        preValidation: requirePermission('ADMIN_STOCK'),
        schema: {
          tags: ['products'],
          summary:
            'Products whose stock is at or under their minimum stock (0 included, available or not), the emptiest first; 30 per page, 20 when searching by name, model, SKU or brand (ADMIN_STOCK)',
          querystring: LowStockQuerySchema,
          response: { 200: LowStockListSchema },
        },
      },
      async (request) => service.list(request.query),
    );
  };
