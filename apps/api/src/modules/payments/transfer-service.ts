import { randomUUID } from 'node:crypto';
import {
  TRANSFER_MESSAGES,
  TRANSFER_RECEIPT_FIELD,
  TRANSFER_RECEIPT_MAX_BYTES,
  TRANSFER_RECEIPTS_PER_ORDER,
  type OrderTransferReceipts,
  type SessionUser,
  type TransferReceipt,
  type TransferReceiptType,
} from '@shop/shared';
import type { Transactional } from '../../db/transactional';
import { assertMayBuy, documentScopeOf } from '../../lib/buyer';
import { AppError, conflict, fieldError, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { orderOr404, type DocumentStore, type OrderRow } from '../orders';
import type { PdfProblem } from '../rut';
import type { PaymentRepository } from './repository';
import { cleanFileName, RECEIPT_EXTENSIONS, receiptTypeOf } from './transfer-file';
import type { ReceiptRow, TransferRepository } from './transfer-repository';

export interface TransferDeps {
  receipts: Transactional<TransferRepository>;
  payments: Transactional<PaymentRepository>;
  orders: Transactional<DocumentStore>;
  storage: FileStorage;
  inspectPdf: (data: Buffer) => PdfProblem | null;
}

/** A receipt's bytes as the API serves them. */
export interface ReceiptFile {
  data: Buffer;
  mimeType: TransferReceiptType;
  /** The name of the download: the receipt's number and the extension of its bytes. */
  downloadName: string;
}

const PDF_REFUSALS: Record<PdfProblem, string> = {
  NOT_PDF: TRANSFER_MESSAGES.notAccepted,
  MARKUP: TRANSFER_MESSAGES.notAccepted,
  ACTIVE_CONTENT: TRANSFER_MESSAGES.unsafePdf,
  UNREADABLE: TRANSFER_MESSAGES.unreadablePdf,
};

export function toReceipt(r: ReceiptRow): TransferReceipt {
  return {
    id: r.id,
    orderId: r.orderId,
    fileName: r.fileName,
    mimeType: r.mimeType,
    sizeBytes: r.sizeBytes,
    status: r.status,
    uploadedAt: r.uploadedAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    amount: r.amount,
    receivedOn: r.receivedOn,
    reason: r.reason,
  };
}

/**
 * Why the order takes no new receipt, or null: only an order paid by transfer, not cancelled, not
 * yet covered, with room left (rejected receipts count: a customer cannot fill the storage).
 */
export function uploadRefusal(order: OrderRow, receipts: number): string | null {
  if (order.payMethod !== 'BANK_TRANSFER') return TRANSFER_MESSAGES.notTransfer;
  if (order.status === 'CANCELED') return TRANSFER_MESSAGES.canceled;
  if (order.amountPaid >= order.total) return TRANSFER_MESSAGES.alreadyPaid;
  if (receipts >= TRANSFER_RECEIPTS_PER_ORDER) return TRANSFER_MESSAGES.tooMany;
  return null;
}

/** The receipt's bytes from the storage; a row whose file is gone answers 404 as well. */
export async function readReceipt(storage: FileStorage, row: ReceiptRow): Promise<ReceiptFile> {
  const data = await storage.get(row.storageKey);
  if (!data) throw notFound(TRANSFER_MESSAGES.receiptNotFound);
  const extension = RECEIPT_EXTENSIONS[row.mimeType];
  return { data, mimeType: row.mimeType, downloadName: `comprobante-${row.id}.${extension}` };
}

/** What the bytes are, or the refusal the customer reads: checked by content, never by name. */
function typeOrRefuse(data: Buffer, inspectPdf: TransferDeps['inspectPdf']): TransferReceiptType {
  if (data.length > TRANSFER_RECEIPT_MAX_BYTES) throw new AppError('TRANSFER_RECEIPT_TOO_LARGE');
  const type = receiptTypeOf(data);
  const refuse = (message: string) =>
    fieldError('TRANSFER_RECEIPT_INVALID', TRANSFER_RECEIPT_FIELD, message);
  if (!type) throw refuse(TRANSFER_MESSAGES.notAccepted);
  const problem = type === 'application/pdf' ? inspectPdf(data) : null;
  if (problem) throw refuse(PDF_REFUSALS[problem]);
  return type;
}

/**
 * The customer's side of paying by transfer: the receipts of their own order, uploading one
 * (docs/payments.md, "Bank transfer"), and reading one back. Another customer's order does not
 * exist for them (404).
 */
export function createTransferService({
  receipts,
  payments,
  orders,
  storage,
  inspectPdf,
}: TransferDeps) {
  // An order the user does not read is not found: the same 404 as one that does not exist.
  const ownOrder = async (user: SessionUser, id: number) =>
    orderOr404(await orders.repo.order(id, documentScopeOf(user)));

  return {
    async list(user: SessionUser, orderId: number): Promise<OrderTransferReceipts> {
      const order = await ownOrder(user, orderId);
      const rows = await receipts.repo.ofOrder(order.id);
      return {
        orderId: order.id,
        paymentStatus: order.paymentStatus,
        total: order.total,
        amountPaid: order.amountPaid,
        uploadRefusal: uploadRefusal(order, rows.length),
        receipts: rows.map(toReceipt),
      };
    },

    /**
     * Refuses an order that takes no receipt before a byte is read, then reads the file (`read`,
     * the route's multipart reader), judges it by content, and keeps it: row and file together,
     * with the order locked, so the limit holds against parallel uploads and a failed write of
     * the file leaves no row behind. An order that had received nothing is now PENDING.
     */
    async upload(
      user: SessionUser,
      orderId: number,
      read: () => Promise<{ data: Buffer; fileName: string }>,
    ): Promise<TransferReceipt> {
      const order = await ownOrder(user, orderId);
      assertMayBuy(user);
      const early = uploadRefusal(order, await receipts.repo.countOf(order.id));
      if (early) throw conflict('TRANSFER_RECEIPT_NOT_ACCEPTED', early);
      const { data, fileName } = await read();
      const mimeType = typeOrRefuse(data, inspectPdf);
      const storageKey = `transfer-receipts/${randomUUID()}.${RECEIPT_EXTENSIONS[mimeType]}`;
      const row = await receipts.inTransaction(async (repo, tx) => {
        const locked = (await orders.within(tx).lockOrder(order.id))!;
        const refusal = uploadRefusal(locked, await repo.countOf(order.id));
        if (refusal) throw conflict('TRANSFER_RECEIPT_NOT_ACCEPTED', refusal);
        const inserted = await repo.insert({
          orderId: order.id,
          storageKey,
          mimeType,
          sizeBytes: data.length,
          fileName: cleanFileName(fileName, mimeType),
          uploadedBy: user.id,
        });
        if (locked.paymentStatus === 'UNPAID')
          await payments.within(tx).setOrderPayment(order.id, { paymentStatus: 'PENDING' });
        // Inside the transaction: a file the storage refused rolls the row back. A commit that
        // fails after the write leaves a file no row names, which nobody can reach.
        await storage.put(storageKey, data);
        return inserted;
      });
      return toReceipt(row);
    },

    async file(user: SessionUser, orderId: number, receiptId: number): Promise<ReceiptFile> {
      const order = await ownOrder(user, orderId);
      const row = await receipts.repo.one(receiptId);
      if (!row || row.orderId !== order.id) throw notFound(TRANSFER_MESSAGES.receiptNotFound);
      return readReceipt(storage, row);
    },
  };
}
export type TransferService = ReturnType<typeof createTransferService>;
