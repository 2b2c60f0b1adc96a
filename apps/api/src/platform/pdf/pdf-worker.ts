import type { CommercialDocument } from './commercial-document';
import { renderCommercialPdf } from './pdf';
import { lowerThisThreadPriority } from '../../lib/background-thread';

lowerThisThreadPriority();

/**
 * A worker thread of the PDF pool (pdf-pool.ts): lays out the whole document, the CPU-heavy part
 * of a PDF, away from the server's event loop, and hands back its bytes.
 */
export default async function renderPdfInWorker(doc: CommercialDocument): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of renderCommercialPdf(doc)) chunks.push(chunk as Uint8Array);
  return Buffer.concat(chunks);
}
