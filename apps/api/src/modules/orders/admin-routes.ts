import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuditHistorySchema,
  AuditQuerySchema,
  DocumentIdParamsSchema,
  HistoryQuerySchema,
  HistoryResponseSchema,
  OrderStatusChangedSchema,
  OrderStatusInputSchema,
} from '@shop/shared';
import { requirePermission } from '../../plugins/auth';
import type { OrderAdminService } from './admin-service';

/** The dashboard's 'Órdenes y Cotizaciones' (ADMIN_ORDERS); the PDFs are in pdf-routes.ts. */
export const orderAdminRoutes =
  (service: OrderAdminService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requirePermission('ADMIN_ORDERS'));

    app.get(
      '/history',
      {
        schema: {
          tags: ['orders'],
          summary:
            'Quotes and orders together, newest first (10 per page by default), filtered by type, status, Bogotá dates and customer',
          querystring: HistoryQuerySchema,
          response: { 200: HistoryResponseSchema },
        },
      },
      async (request) => service.history(request.query),
    );

    app.patch(
      '/order/:id',
      {
        config: { catalogue: 'changes', errors: ['NOT_FOUND', 'OUT_OF_STOCK'] },
        schema: {
          tags: ['orders'],
          summary:
            "An order's status: CANCELED gives its stock back once, leaving CANCELED takes it again; the customer gets a mail",
          params: DocumentIdParamsSchema,
          body: OrderStatusInputSchema,
          response: { 200: OrderStatusChangedSchema },
        },
      },
      async (request) =>
        service.changeStatus(
          request.auth!.user,
          request.params.id,
          request.body.status,
          request.body.comments || undefined,
        ),
    );

    app.get(
      '/order/:id/audit',
      {
        config: { errors: ['NOT_FOUND'] },
        schema: {
          tags: ['orders'],
          summary: "The order's status changes: who, when, from and to which status, and why",
          params: DocumentIdParamsSchema,
          querystring: AuditQuerySchema,
          response: { 200: AuditHistorySchema },
        },
      },
      async (request) => service.statusHistory(request.params.id, request.query),
    );
  };
