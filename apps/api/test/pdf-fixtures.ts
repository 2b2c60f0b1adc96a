import { deflateSync } from 'node:zlib';

export interface PdfParts {
  /** Extra entries of the document catalog, e.g. `/OpenAction 6 0 R`. */
  catalog?: string;
  /** Objects 6, 7, … as written between `obj` and `endobj` (strings or binary). */
  objects?: (string | Buffer)[];
  /** Put these objects (numbered after `objects`) in one FlateDecode object stream. */
  compressed?: string[];
  /** Extra entries of the object stream's dictionary, e.g. a predictor. */
  objectStreamDict?: string;
  /** The object stream's /Filter value. */
  objectStreamFilter?: string;
}

/** A one-page PDF with the pieces a test needs: actions, embedded files, object streams. */
export function buildPdf(parts: PdfParts = {}): Buffer {
  const content = 'BT /F1 12 Tf 72 720 Td (RUT de prueba) Tj ET';
  const objects: (string | Buffer)[] = [
    `<< /Type /Catalog /Pages 2 0 R ${parts.catalog ?? ''} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...(parts.objects ?? []),
  ];
  if (parts.compressed?.length) {
    // The object stream takes the next number; the objects inside it follow.
    const first = objects.length + 2;
    let header = '';
    let body = '';
    parts.compressed.forEach((obj, i) => {
      header += `${first + i} ${body.length} `;
      body += `${obj}\n`;
    });
    const data = deflateSync(Buffer.from(header + body, 'latin1'));
    objects.push(
      Buffer.concat([
        Buffer.from(
          `<< /Type /ObjStm /N ${parts.compressed.length} /First ${header.length} /Filter ${parts.objectStreamFilter ?? '/FlateDecode'} ` +
            `${parts.objectStreamDict ?? ''} /Length ${data.length} >>\nstream\n`,
        ),
        data,
        Buffer.from('\nendstream'),
      ]),
    );
  }
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n'),
    ]);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  chunks.push(Buffer.from(xref));
  return Buffer.concat(chunks);
}

/**
 * Repeated fragments that would make a careless PDF scanner quadratic (a regular expression
 * backtracking over each, a search restarting at every match): the inspection test and its
 * benchmark feed the same ones.
 */
export const PATHOLOGICAL_PDF_UNITS: [name: string, unit: string, verdict: string | null][] = [
  ['object headers each opening a comment', '1 0 obj %', null],
  ['stream keywords', '1 0 obj << /Type /ObjStm /N 1 /First 0 >> stream\n', 'UNREADABLE'],
  ['references on open', '/OpenAction 1 0 R ', 'ACTIVE_CONTENT'],
  ['page destinations on open', '/OpenAction [3 0 R /Fit] ', null],
  ['definitions of one object', '1 0 obj [3 0 R /Fit] /OpenAction 1 0 R ', 'ACTIVE_CONTENT'],
  ['additional-action keys before long blanks', `/AA${' '.repeat(200)}x`, null],
  ['hex-escaped names', '/#41#41#41#41#41#41#41#41 ', null],
];
