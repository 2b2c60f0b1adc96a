import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConfirmReceiptInputSchema,
  PendingReceiptListSchema,
  PendingReceiptsQuerySchema,
  ReceiptIdParamsSchema,
  RejectReceiptInputSchema,
  StaffReceiptSchema,
  TRANSFER_RECEIPT_TYPES,
} from '@shop/shared';
import { requirePermission } from '../../plugins/auth';
import type { TransferAdminService } from './transfer-admin-service';
import { sendReceipt } from './transfer-routes';

/** The "Comprobantes por revisar" screen's routes (ADMIN_PAYMENTS). */
export const transferAdminRoutes =
  (service: TransferAdminService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requirePermission('ADMIN_PAYMENTS'));

    app.get(
      '/transfer-receipts',
      {
        schema: {
          tags: ['payments'],
          summary:
            'Transfer receipts waiting for review, oldest first, each with its order (total, amount already paid) and customer',
          querystring: PendingReceiptsQuerySchema,
          response: { 200: PendingReceiptListSchema },
        },
      },
      async (request) => service.pending(request.query),
    );

    app.get(
      '/transfer-receipts/:id',
      {
        schema: {
          tags: ['payments'],
          summary: "A receipt's file, as an attachment of the type its bytes are",
          produces: [...TRANSFER_RECEIPT_TYPES],
          params: ReceiptIdParamsSchema,
        },
      },
      async (request, reply) => sendReceipt(reply, await service.file(request.params.id)),
    );

    app.post(
      '/transfer-receipts/:id/confirm',
      {
        config: {
          catalogue: 'untouched',
          errors: ['TRANSFER_RECEIPT_DECIDED', 'TRANSFER_ORDER_PAID'],
        },
        schema: {
          tags: ['payments'],
          summary:
            'The transfer arrived: records the amount received on its Bogotá day, updates the order (paidAt once it is covered) and mails the customer',
          params: ReceiptIdParamsSchema,
          body: ConfirmReceiptInputSchema,
          response: { 200: StaffReceiptSchema },
        },
      },
      async (request) => service.confirm(request.auth!.user, request.params.id, request.body),
    );

    app.post(
      '/transfer-receipts/:id/reject',
      {
        config: { catalogue: 'untouched', errors: ['TRANSFER_RECEIPT_DECIDED'] },
        schema: {
          tags: ['payments'],
          summary:
            'The receipt does not prove the payment: the customer receives the reason by mail and may upload another',
          params: ReceiptIdParamsSchema,
          body: RejectReceiptInputSchema,
          response: { 200: StaffReceiptSchema },
        },
      },
      async (request) => service.reject(request.auth!.user, request.params.id, request.body.reason),
    );
  };
