import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuditHistorySchema,
  AuditQuerySchema,
  DocumentIdParamsSchema,
  HistoryQuerySchema,
  HistoryResponseSchema,
  OrderStatusChangedSchema,
  OrderStatusInputSchema,
  StaffOrderDetailSchema,
  StaffQuoteDetailSchema,
} from '@shop/shared';
import { requirePermission } from '../../plugins/auth';
import type { OrderAdminService } from './admin-service';
import type { DocumentDetailService } from './detail-service';

/** The dashboard's 'Órdenes y Cotizaciones' (ADMIN_ORDERS); the PDFs are in pdf-routes.ts. */
export const orderAdminRoutes =
  (service: OrderAdminService, details: DocumentDetailService): FastifyPluginAsyncZod =>
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

    app.get(
      '/orders/:id/admin',
      {
        config: { errors: ['NOT_FOUND'] },
        schema: {
          tags: ['orders'],
          summary:
            "Any order read in full for its dashboard page: what its owner reads, and who the customer is (with the account's id)",
          params: DocumentIdParamsSchema,
          response: { 200: StaffOrderDetailSchema },
        },
      },
      async (request) => details.staffOrder(request.params.id),
    );

    app.get(
      '/quotes/:id/admin',
      {
        config: { errors: ['NOT_FOUND'] },
        schema: {
          tags: ['orders'],
          summary: 'Any quote read in full for its dashboard page, with who the customer is',
          params: DocumentIdParamsSchema,
          response: { 200: StaffQuoteDetailSchema },
        },
      },
      async (request) => details.staffQuote(request.params.id),
    );
  };
