import { afterAll, describe, expect, it } from 'vitest';
import { BUYERS, COMMERCIAL_FIXTURES, manyItems, taxedDocument } from '../../../test/pdf-fixtures';
import type { CommercialDocument } from './commercial-document';
import { renderCommercialPdf } from './pdf';
import { createPdfRenderer } from './pdf-pool';

const renderer = createPdfRenderer();
afterAll(() => renderer.close());

async function onThisThread(doc: CommercialDocument): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of renderCommercialPdf(doc)) chunks.push(chunk as Uint8Array);
  return Buffer.concat(chunks);
}

/**
 * The creation instant, and the file ID pdfkit derives from it, are all that may differ between
 * two renders of one document.
 */
const undated = (pdf: Buffer) =>
  pdf
    .toString('latin1')
    .replace(/\(D:\d{14}Z\)/g, '(D:)')
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, '/ID []');

describe('PDF pool', () => {
  it.each([
    ['a quote of 25 lines', () => taxedDocument(manyItems(25), BUYERS.companyMedellin)],
    ['an order of 40 lines over two pages', COMMERCIAL_FIXTURES.longOrder],
  ])('renders %s in a worker thread byte for byte as on the main thread', async (_, make) => {
    const doc = make() as CommercialDocument;
    const [fromWorker, fromMain] = await Promise.all([renderer.render(doc), onThisThread(doc)]);
    expect(fromWorker.subarray(0, 5).toString()).toBe('%PDF-');
    expect(undated(fromWorker)).toBe(undated(fromMain));
  });
});
