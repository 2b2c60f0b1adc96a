import { createWorkerPool } from '../../../lib/worker-pool';
import type { RutTextTask } from './rut-text-worker';

export interface RutReadingLimits {
  maxPages: number;
  maxChars: number;
  timeoutMs: number;
}

/** How far the RUT reader goes (docs/taxes.md, "Reading the RUT"). */
export const RUT_READING_LIMITS: Readonly<RutReadingLimits> = {
  /** The RUT's responsibilities sit on page 1; pages 2 and 3 hold establishments and signatures. */
  maxPages: 3,
  /** A filled RUT page is about 6,000 characters of text. */
  maxChars: 60_000,
  /** Past this the worker thread is ended and the RUT counts as unreadable. */
  timeoutMs: 10_000,
};

export type RutText = { text: string } | { unreadable: string };

export interface RutTextReader {
  /** The text of a RUT PDF, or why there is none; never throws. */
  read(data: Buffer): Promise<RutText>;
  close(): Promise<void>;
}

/** RUT PDFs read in a worker thread (rut-text-worker.ts), bounded in pages, characters and time. */
export function createRutTextReader(
  limits: Readonly<RutReadingLimits> = RUT_READING_LIMITS,
): RutTextReader {
  const pool = createWorkerPool(import.meta.url, 'rut-text-worker');
  return {
    async read(data) {
      const task: RutTextTask = {
        data: new Uint8Array(data),
        maxPages: limits.maxPages,
        maxChars: limits.maxChars,
      };
      // Aborting a running task ends its thread: a file pdf.js spins on cannot hold it.
      const deadline = AbortSignal.timeout(limits.timeoutMs);
      try {
        const text = (await pool.get().run(task, { signal: deadline })) as string;
        return text.trim() ? { text } : { unreadable: 'Sin texto legible' };
      } catch {
        return {
          unreadable: deadline.aborted
            ? 'Sin texto legible (la lectura superó el tiempo máximo)'
            : 'Sin texto legible (el PDF no se pudo leer)',
        };
      }
    },
    close: pool.close,
  };
}
