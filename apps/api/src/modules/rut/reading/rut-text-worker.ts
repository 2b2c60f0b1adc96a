import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { lowerThisThreadPriority } from '../../../lib/background-thread';

lowerThisThreadPriority();

export interface RutTextTask {
  data: Uint8Array;
  maxPages: number;
  maxChars: number;
}

/** Items on one baseline closer than this (in PDF points) are one line. */
const SAME_LINE = 2;

/**
 * A worker thread of the RUT reader (rut-text-reader.ts): the text of the first pages of a PDF,
 * one line per baseline, items of a line in reading order. pdf.js parses fonts and content
 * streams in plain JavaScript and can spin on a crafted file, so it runs here, where the reader
 * can end the thread at its deadline. No network, no eval, no fonts loaded.
 */
export default async function readRutText(task: RutTextTask): Promise<string> {
  const pdf = await getDocument({
    data: task.data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const lines: string[] = [];
    let chars = 0;
    for (let n = 1; n <= Math.min(pdf.numPages, task.maxPages) && chars < task.maxChars; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const rows: { y: number; items: { x: number; str: string }[] }[] = [];
      for (const item of content.items) {
        if (!('str' in item) || !item.str.trim()) continue;
        const [x, y] = [item.transform[4] as number, item.transform[5] as number];
        const row = rows.find((r) => Math.abs(r.y - y) < SAME_LINE);
        if (row) row.items.push({ x, str: item.str });
        else rows.push({ y, items: [{ x, str: item.str }] });
      }
      rows.sort((a, b) => b.y - a.y);
      for (const row of rows) {
        const line = row.items
          .sort((a, b) => a.x - b.x)
          .map((i) => i.str.trim())
          .join('  ');
        lines.push(line);
        chars += line.length + 1;
      }
      page.cleanup();
    }
    return lines.join('\n').slice(0, task.maxChars);
  } finally {
    await pdf.destroy();
  }
}
