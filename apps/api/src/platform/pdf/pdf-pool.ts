import { createWorkerPool } from '../../lib/worker-pool';
import type { CommercialDocument } from './commercial-document';

export interface PdfRenderer {
  /** The PDF of a quote or an order, laid out in a worker thread (pdf-worker.ts). */
  render(doc: CommercialDocument): Promise<Buffer>;
  close(): Promise<void>;
}

/**
 * Quote and order PDFs rendered off the event loop: pdfkit lays out a 25-line quote in about
 * 20 ms of CPU that, on the main thread, every other request would wait behind.
 */
export function createPdfRenderer(): PdfRenderer {
  const pool = createWorkerPool(import.meta.url, 'pdf-worker');
  return {
    async render(doc) {
      const bytes = (await pool.get().run(doc)) as Uint8Array;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    close: pool.close,
  };
}
