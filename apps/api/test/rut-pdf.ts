import PDFDocument from 'pdfkit';

export interface RutPdfFields {
  nit: string;
  dv: string;
  personType?: string;
  businessName?: string;
  department?: string;
  city?: string;
  /** Casilla 53, e.g. ['05', '07', '13', '48']. */
  codes: string[];
}

const DESCRIPTIONS: Record<string, string> = {
  '05': 'Impto. renta y compl. régimen ordinario',
  '07': 'Retención en la fuente a título de renta',
  '09': 'Retención en la fuente en el impuesto sobre las ventas',
  '13': 'Gran contribuyente',
  '15': 'Autorretenedor',
  '47': 'Régimen Simple de Tributación - SIMPLE',
  '48': 'Impuesto sobre las ventas - IVA',
  '49': 'No responsable de IVA',
};

const collect = async (doc: PDFKit.PDFDocument): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on('end', resolve));
  doc.end();
  await done;
  return Buffer.concat(chunks);
};

/** A RUT-like PDF (formulario 001) with its labels and codes, written by pdfkit. */
export async function rutPdf(f: RutPdfFields): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 36 });
  doc.fontSize(12).text('Formulario del Registro Único Tributario - Hoja Principal');
  doc.fontSize(9).moveDown();
  const row = (...cells: string[]) => {
    const y = doc.y;
    cells.forEach((cell, i) => doc.text(cell, 36 + i * 270, y, { width: 260, lineBreak: false }));
    doc.text('', 36, y + 14);
  };
  row(`5. Número de Identificación Tributaria (NIT): ${f.nit}`, `6. DV: ${f.dv}`);
  row(`24. Tipo de contribuyente: ${f.personType ?? 'Persona jurídica'}`);
  if (f.businessName) row(`35. Razón social: ${f.businessName}`);
  row('38. País: COLOMBIA 169', `39. Departamento: ${f.department ?? 'Bogotá D.C. 11'}`);
  row(`40. Ciudad/Municipio: ${f.city ?? 'Bogotá, D.C. 001'}`);
  doc.moveDown().text('Responsabilidades, Calidades y Atributos', 36);
  row(`53. Código: ${f.codes.join(' ')}`);
  for (const code of f.codes) row(`${code}- ${DESCRIPTIONS[code] ?? 'Otra responsabilidad'}`);
  row('54. Código  Usuarios aduaneros');
  return collect(doc);
}

/** A scanned RUT: a page with a drawing and no text at all. */
export async function rutPdfWithoutText(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER' });
  doc.rect(72, 72, 400, 200).fill('#cccccc');
  return collect(doc);
}
