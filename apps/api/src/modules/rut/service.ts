import { randomUUID } from 'node:crypto';
import { hasAnyPermission, MESSAGES, RUT_MAX_BYTES, type SessionUser } from '@shop/shared';
import type { Tx } from '../../db/client';
import type { Transactional } from '../../db/transactional';
import { AppError, fieldError, notFound } from '../../lib/errors';
import type { FileStorage } from '../../lib/storage';
import { inspectPdf, type PdfProblem } from './pdf-inspection';
import type { RutRepository } from './repository';

/** An upload no registration claimed within this time is deleted, file and row. */
export const UNCLAIMED_RUT_TTL_MS = 24 * 60 * 60 * 1000;

const AGAIN = 'Descargue de nuevo el RUT desde la DIAN (o imprímalo como PDF) y súbalo otra vez.';
const REFUSALS: Record<PdfProblem, string> = {
  NOT_PDF: MESSAGES.rutNotPdf,
  MARKUP: `El archivo no es un PDF: contiene una página web o una imagen SVG. ${AGAIN}`,
  ACTIVE_CONTENT: `El PDF contiene contenido activo (JavaScript, acciones automáticas o archivos adjuntos) y no se puede aceptar. ${AGAIN}`,
  UNREADABLE: `No pudimos revisar el contenido del PDF porque está protegido o dañado. ${AGAIN}`,
};

const SWEEP_BATCH = 500;

export const rutUrl = (id: string) => `/api/files/rut/${id}`;
const rutIdFromUrl = (url: string) => url.slice(url.lastIndexOf('/') + 1);

export function createRutService(ruts: Transactional<RutRepository>, storage: FileStorage) {
  const { repo } = ruts;
  return {
    async upload(data: Buffer): Promise<{ url: string }> {
      if (data.length > RUT_MAX_BYTES) throw new AppError('RUT_TOO_LARGE');
      const problem = inspectPdf(data);
      if (problem) {
        throw fieldError('RUT_INVALID', 'rutFile', REFUSALS[problem]);
      }
      const id = randomUUID();
      const storageKey = `rut/${id}.pdf`;
      // The row first: a file on disk then always has a row, so the sweep can find every orphan.
      await repo.insert({ id, storageKey, sizeBytes: data.length });
      await storage.put(storageKey, data).catch(async (err: unknown) => {
        await repo.deleteUnclaimed(id);
        throw err;
      });
      return { url: rutUrl(id) };
    },

    /**
     * Links an unclaimed upload to a new account inside the caller's transaction; false when the
     * address is unknown or the file was already claimed (or swept).
     */
    claim(tx: Tx, url: string, userId: number): Promise<boolean> {
      return ruts.within(tx).claim(rutIdFromUrl(url), userId);
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

    /**
     * Deletes the uploads nobody claimed within the TTL (abandoned registrations, scripted
     * uploads) and answers how many went. Safe to run from several processes at once: each row is
     * deleted by one of them, and only a row still unclaimed at that instant.
     */
    async sweepUnclaimed(now = new Date()): Promise<number> {
      const cutoff = new Date(now.getTime() - UNCLAIMED_RUT_TTL_MS);
      let removed = 0;
      for (;;) {
        const batch = await repo.listUnclaimedBefore(cutoff, SWEEP_BATCH);
        for (const row of batch) {
          const deleted = await repo.deleteUnclaimed(row.id);
          if (!deleted) continue;
          await storage.remove(deleted.storageKey);
          removed++;
        }
        if (batch.length < SWEEP_BATCH) return removed;
      }
    },
  };
}
export type RutService = ReturnType<typeof createRutService>;
/** What registration needs of the RUT uploads: claiming one for the new account. */
export type RutClaim = RutService['claim'];
