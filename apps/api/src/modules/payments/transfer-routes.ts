import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import {
  OrderIdParamsSchema,
  OrderTransferReceiptsSchema,
  TRANSFER_MESSAGES,
  TRANSFER_RECEIPT_FIELD,
  TRANSFER_RECEIPT_MAX_BYTES,
  TRANSFER_RECEIPT_TYPES,
  TransferReceiptParamsSchema,
  TransferReceiptSchema,
} from '@shop/shared';
import { readSingleUpload } from '../../lib/multipart-file';
import { requirePermission } from '../../plugins/auth';
import type { ReceiptFile, TransferService } from './transfer-service';

/**
 * A receipt as an attachment, never rendered on our origin: viewers fetch it and show a Blob (a
 * PDF in a new tab, an image in an <img>), as the RUT viewer does.
 */
export function sendReceipt(reply: FastifyReply, file: ReceiptFile) {
  return reply
    .header('Content-Type', file.mimeType)
    .header('Content-Disposition', `attachment; filename="${file.downloadName}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store')
    .send(file.data);
}

/** The customer's receipts of their own order paid by bank transfer. */
export const transferRoutes =
  (service: TransferService, uploadsPerHour: number): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requirePermission('USER'));

    app.get(
      '/orders/:id/transfer-receipts',
      {
        schema: {
          tags: ['payments'],
          summary:
            "The receipts of the customer's transfer order, newest first, with their review status and whether another may be uploaded",
          params: OrderIdParamsSchema,
          response: { 200: OrderTransferReceiptsSchema },
        },
      },
      async (request) => service.list(request.auth!.user, request.params.id),
    );

    app.post(
      '/orders/:id/transfer-receipts',
      {
        config: {
          catalogue: 'untouched',
          rateLimit: { max: uploadsPerHour, timeWindow: '1 hour' },
          errors: [
            'TRANSFER_RECEIPT_REQUIRED',
            'TRANSFER_RECEIPT_INVALID',
            'TRANSFER_RECEIPT_TOO_LARGE',
            'TRANSFER_RECEIPT_NOT_ACCEPTED',
          ],
        },
        schema: {
          tags: ['payments'],
          summary:
            'Upload the receipt of a bank transfer (multipart field receiptFile; PDF, JPEG or PNG judged by its bytes, at most 5 MB). The order is PENDING while staff review it',
          consumes: ['multipart/form-data'],
          params: OrderIdParamsSchema,
          response: { 201: TransferReceiptSchema },
        },
      },
      async (request, reply) => {
        const read = () =>
          readSingleUpload(request, {
            field: TRANSFER_RECEIPT_FIELD,
            maxBytes: TRANSFER_RECEIPT_MAX_BYTES,
            messages: {
              required: TRANSFER_MESSAGES.required,
              tooLarge: TRANSFER_MESSAGES.tooLarge,
              onlyOne: TRANSFER_MESSAGES.onlyOne,
            },
            codes: {
              required: 'TRANSFER_RECEIPT_REQUIRED',
              tooLarge: 'TRANSFER_RECEIPT_TOO_LARGE',
            },
          });
        const receipt = await service.upload(request.auth!.user, request.params.id, read);
        return reply.code(201).send(receipt);
      },
    );

    app.get(
      '/orders/:id/transfer-receipts/:receiptId',
      {
        schema: {
          tags: ['payments'],
          summary: "One receipt's file, as an attachment of the type its bytes are: its owner only",
          produces: [...TRANSFER_RECEIPT_TYPES],
          params: TransferReceiptParamsSchema,
        },
      },
      async (request, reply) =>
        sendReceipt(
          reply,
          await service.file(request.auth!.user, request.params.id, request.params.receiptId),
        ),
    );
  };
