import { randomUUID } from 'node:crypto';
import { hasAnyPermission, MESSAGES, RUT_MAX_BYTES, type SessionUser } from '@shop/shared';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { createRutRepository } from './rut-repository';

const PDF_MAGIC = Buffer.from('%PDF-');

/**
 * A PDF is recognised by its content, not by its name or declared type: the header must be
 * within the first KiB (as readers accept) and the end-of-file marker must be present.
 */
export function looksLikePdf(data: Buffer): boolean {
  const head = data.subarray(0, 1024).indexOf(PDF_MAGIC);
  return head !== -1 && data.subarray(Math.max(0, data.length - 2048)).includes('%%EOF');
}

export const rutUrl = (id: string) => `/api/files/rut/${id}`;
export const rutIdFromUrl = (url: string) => url.slice(url.lastIndexOf('/') + 1);

export function createRutService(db: Db, storage: FileStorage) {
  const repo = createRutRepository(db);
  return {
    async upload(data: Buffer): Promise<{ url: string }> {
      if (data.length > RUT_MAX_BYTES)
        throw new AppError(413, 'RUT_TOO_LARGE', MESSAGES.rutTooLarge);
      if (!looksLikePdf(data)) throw new AppError(400, 'RUT_INVALID', MESSAGES.rutNotPdf);
      const id = randomUUID();
      const storageKey = `rut/${id}.pdf`;
      await storage.put(storageKey, data);
      await repo.insert({ id, storageKey, sizeBytes: data.length });
      return { url: rutUrl(id) };
    },

    /** Only the owner and client administrators may read a RUT; anyone else is told it does not exist. */
    async read(id: string, viewer: SessionUser): Promise<Buffer> {
      const row = await repo.find(id);
      const allowed =
        row &&
        (row.userId === viewer.id || hasAnyPermission(viewer.permissions, ['ADMIN_CLIENTS']));
      if (!row || !allowed) throw notFound('No encontramos el archivo RUT solicitado.');
      const data = await storage.get(row.storageKey);
      if (!data) throw notFound('No encontramos el archivo RUT solicitado.');
      return data;
    },
  };
}
export type RutService = ReturnType<typeof createRutService>;
