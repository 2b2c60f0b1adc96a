import PDFDocument from 'pdfkit';
import { afterAll, describe, expect, it } from 'vitest';
import { rutPdf, rutPdfWithoutText } from '../../../../test/rut-pdf';
import { createRutTextReader, RUT_READING_LIMITS } from './rut-text-reader';

const readers = [createRutTextReader()];
afterAll(() => Promise.all(readers.map((r) => r.close())));
const reader = (limits: Partial<typeof RUT_READING_LIMITS>) => {
  const made = createRutTextReader({ ...RUT_READING_LIMITS, ...limits });
  readers.push(made);
  return made;
};

async function pages(count: number): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on('end', resolve));
  for (let i = 1; i <= count; i++) {
    if (i > 1) doc.addPage();
    doc.text(`Hoja ${i} del RUT`);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

describe('the RUT text reader (worker thread)', () => {
  it('reads a RUT line by line, its cells in reading order', async () => {
    const read = await readers[0]!.read(
      await rutPdf({ nit: '900544472', dv: '2', codes: ['05', '48'] }),
    );
    expect('text' in read && read.text).toContain(
      '5. Número de Identificación Tributaria (NIT): 900544472  6. DV: 2',
    );
    expect('text' in read && read.text).toContain('53. Código: 05 48');
  });

  it('says a page without text, or bytes pdf.js cannot parse, have no legible text', async () => {
    expect(await readers[0]!.read(await rutPdfWithoutText())).toEqual({
      unreadable: 'Sin texto legible',
    });
    expect(await readers[0]!.read(Buffer.from('%PDF-1.4\nbasura\n%%EOF\n'))).toEqual({
      unreadable: 'Sin texto legible (el PDF no se pudo leer)',
    });
  });

  it('reads at most the first pages and characters it is allowed', async () => {
    const read = await reader({ maxPages: 2 }).read(await pages(5));
    expect(read).toEqual({ text: 'Hoja 1 del RUT\nHoja 2 del RUT' });
    const short = await reader({ maxChars: 10 }).read(await pages(1));
    expect(short).toEqual({ text: 'Hoja 1 del' });
  });

  it('ends the thread at its deadline and answers without text', async () => {
    const read = await reader({ timeoutMs: 1 }).read(await pages(3));
    expect(read).toEqual({ unreadable: 'Sin texto legible (la lectura superó el tiempo máximo)' });
  });
});
