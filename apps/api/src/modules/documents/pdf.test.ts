import { spawn } from 'node:child_process';
import { computeTotals, formatCop, type TotalsRules } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import type { CommercialDocument, CommercialDocumentLine } from './commercial-document';
import { renderCommercialPdf } from './pdf';

// 2.5 % ReteFuente and Bogotá's 4.14 ‰ ReteICA from 10 UVT of 2026 (reference/colombia.md).
const RULES: TotalsRules = {
  taxes: { retefuente: 0.025, reteica: 0.00414 },
  retentionThreshold: 524_000,
};

const TERMS = [
  'Devoluciones: dentro de los 30 días siguientes a la entrega, con el producto en su empaque original y sin señales de uso.',
  'Reembolsos: se realizan dentro de los 14 días hábiles siguientes a la aprobación de la devolución, por el mismo medio de pago.',
  'Este documento se rige por la ley colombiana. Cualquier controversia se someterá a los jueces de Bogotá D.C.',
  'Los precios y la disponibilidad se mantienen durante la vigencia indicada; pasado ese plazo deben confirmarse.',
];

function line(model: string, name: string, quantity: number, unitPrice: number, vat = 0.19) {
  return {
    model,
    name,
    sku: `SKU-${model}`,
    quantity,
    unitPrice,
    vat,
    lineTotal: quantity * unitPrice,
  };
}

function commercialDocument(
  overrides: Partial<CommercialDocument> & { lines: CommercialDocumentLine[] },
): CommercialDocument {
  return {
    kind: 'quote',
    customId: 'COT-2026-00001',
    issuedAt: new Date('2026-11-21T15:00:00Z'),
    validUntil: new Date('2026-12-21T15:00:00Z'),
    shop: {
      name: 'Conectividad Andina',
      nit: '901234567',
      address: 'Calle 93 # 11-26, oficina 402',
      city: 'Bogotá D.C.',
      phone: '601 555 0100',
      email: 'ventas@conectividadandina.com.co',
    },
    customer: {
      businessName: 'Señales y Redes del Caribe S.A.S.',
      fullName: 'María Fernanda Núñez',
      identification: '900544472',
      isCompany: true,
      address: 'Carrera 54 # 72-80, bodega 3',
      city: 'Barranquilla, Atlántico',
      email: 'compras@senalesyredes.com.co',
      phone: '605 385 2200',
      clientTypeLabel: 'Integrador',
    },
    totals: computeTotals(overrides.lines, RULES),
    paymentTerms: 'Pago anticipado por transferencia bancaria a la cuenta corriente de la empresa.',
    terms: TERMS,
    ...overrides,
  };
}

const QUOTE_LINES = [
  line('DS-2CD2143G2-I', 'Cámara IP domo 4 MP con IR 30 m', 6, 385_000),
  line('LBE-5AC-GEN2', 'Antena de Señal punto a punto 5 GHz 23 dBi', 2, 412_000),
  line(
    'USW-PRO-24-POE',
    'Switch administrable capa 3 de 24 puertos Gigabit PoE+ con 2 puertos SFP+ de 10 Gb y fuente redundante de 400 W para gabinete de 19 pulgadas',
    1,
    3_150_000,
  ),
  line('CAT6-UTP-305', 'Bobina de cable UTP categoría 6, 305 m', 3, 468_500, 0.05),
];

const LONG_ORDER_LINES = Array.from({ length: 45 }, (_, i) =>
  line(
    `MOD-${String(i + 1).padStart(3, '0')}`,
    `Conector RJ45 blindado cat. 6A, referencia ${i + 1}`,
    i + 1,
    1_200 + i * 10,
  ),
);

async function render(doc: CommercialDocument): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of renderCommercialPdf(doc)) chunks.push(chunk as Uint8Array);
  return Buffer.concat(chunks);
}

/** Runs a poppler tool on the PDF given on stdin and returns its UTF-8 output. */
function poppler(tool: 'pdftotext' | 'pdfinfo', args: string[], pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, '-']);
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`${tool} exited with ${code}: ${err}`));
    });
    child.stdin.end(pdf);
  });
}

/** The text as a reader copies it, with non-breaking spaces made plain. */
async function pdfToText(pdf: Buffer): Promise<string> {
  return plain(await poppler('pdftotext', ['-layout', '-enc', 'UTF-8', '-'], pdf));
}

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** A totals row as pdftotext lays it out: the label, spaces, then the amount in COP. */
function totalsRow(label: string, pesos: number, sign = ''): RegExp {
  const amount = `${sign}${plain(formatCop(pesos))}`.replace(/[$.]/g, '\\$&');
  return new RegExp(`^\\s*${label}\\s+${amount}$`, 'm');
}

function expectWellFormed(pdf: Buffer) {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.subarray(-8).toString('latin1').trimEnd()).toMatch(/%%EOF$/);
}

describe('renderCommercialPdf', () => {
  it('prints a quote with its ids, dates, customer NIT, accented lines and withholdings', async () => {
    const doc = commercialDocument({ lines: QUOTE_LINES });
    const pdf = await render(doc);
    expectWellFormed(pdf);
    const text = await pdfToText(pdf);

    expect(text).toContain('COTIZACIÓN');
    expect(text).toContain('COT-2026-00001');
    expect(text).toContain('NIT 901.234.567-7');
    expect(text).toContain('900.544.472-2');
    expect(text).toContain('Señales y Redes del Caribe S.A.S.');
    expect(text).toMatch(/Fecha de emisión\s+21 de noviembre de 2026/);
    expect(text).toMatch(/Válida hasta\s+21 de diciembre de 2026/);
    expect(text).toContain('Cámara IP domo 4 MP');
    expect(text).toContain('Antena de Señal punto a punto');
    // The long description wraps inside its cell instead of being cut.
    expect(text).toMatch(/USW-PRO-24-POE\s+Switch administrable.+\$ 3\.150\.000/);
    expect(text).toContain('19 pulgadas');
    // pdftotext may drop the narrow space before '%', so it is optional here.
    expect(text).toMatch(/Cámara IP domo 4 MP.+19 ?%/);
    expect(text).toMatch(/Bobina de cable UTP categoría 6.+\b5 ?%/);

    const { subtotal, totalVAT, reteFuente, reteICA, total } = doc.totals;
    expect(reteFuente).toBeGreaterThan(0);
    expect(text).toMatch(totalsRow('Subtotal', subtotal));
    expect(text).toMatch(totalsRow('IVA', totalVAT));
    expect(text).toMatch(totalsRow('Retención en la fuente', reteFuente, '– '));
    expect(text).toMatch(totalsRow('ReteICA', reteICA, '– '));
    expect(text).toMatch(totalsRow('Total', total));
    expect(text).toContain('Condiciones de pago');
    expect(text).toContain('Términos y condiciones');
    expect(text).toContain('Los precios están expresados en pesos colombianos (COP).');
    expect(text).toContain('Página 1 de 1');
  });

  it('omits the withholding rows of a quote below the threshold and names a person by C.C.', async () => {
    const lines = [line('GXP1625', 'Teléfono IP básico de 2 líneas con PoE', 2, 230_000)];
    const doc = commercialDocument({
      lines,
      customer: {
        businessName: null,
        fullName: 'Andrés Peña Gutiérrez',
        identification: '1018464851',
        isCompany: false,
        address: 'Calle 10 # 5-51',
        city: 'Medellín, Antioquia',
        email: 'andres.pena@example.com',
        phone: '300 123 4567',
        clientTypeLabel: 'Persona natural',
      },
    });
    expect(doc.totals.reteFuente).toBe(0);
    const text = await pdfToText(await render(doc));

    expect(text).toContain('Andrés Peña Gutiérrez');
    expect(text).toMatch(/C\.C\.\s+1\.018\.464\.851/);
    expect(text).not.toContain('Razón social');
    expect(text).not.toContain('Retención en la fuente');
    expect(text).not.toContain('ReteICA');
    expect(text).toMatch(totalsRow('Total', doc.totals.total));
  });

  it('prints an order over two pages with its status, payment method and source quote', async () => {
    const doc = commercialDocument({
      kind: 'order',
      customId: 'ORD-2026-00042',
      validUntil: undefined,
      status: 'PROCESSING',
      payMethod: 'BANK_TRANSFER',
      quoteCustomId: 'COT-2026-00017',
      lines: LONG_ORDER_LINES,
    });
    const pdf = await render(doc);
    expectWellFormed(pdf);
    const text = await pdfToText(pdf);
    const pages = text.split('\f').filter((page) => page.trim() !== '');

    expect(text).toContain('ORDEN DE PEDIDO');
    expect(text).toContain('ORD-2026-00042');
    expect(text).toMatch(/Estado\s+Procesando/);
    expect(text).toMatch(/Método de pago\s+Transferencia bancaria/);
    expect(text).toContain('Basada en la cotización COT-2026-00017');
    expect(text).not.toContain('Válida hasta');
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Página 1 de 2');
    expect(pages[1]).toContain('Página 2 de 2');
    // The table header repeats on the second page, under the running header.
    expect(pages[1]).toContain('Orden ORD-2026-00042 (continuación)');
    expect(pages[1]).toMatch(
      /#\s+Modelo\s+Descripción\s+Cant\.\s+Vr\. unitario\s+IVA\s+Vr\. total/,
    );
    // Every line is printed exactly once across the page break.
    for (const { model } of LONG_ORDER_LINES) {
      expect(text.split(model).length - 1, model).toBe(1);
    }
    expect(text).toMatch(totalsRow('Total', doc.totals.total));
  });

  it('prints decomposed accents and characters outside the PDF fonts legibly', async () => {
    const doc = commercialDocument({
      lines: [line('PS-8', 'Ca\u0301mara PoE\u2011af ≥ 15 W', 1, 600_000)],
    });
    const text = await pdfToText(await render(doc));
    expect(text).toContain('Cámara PoE-af >= 15 W');
  });

  it('sets the title, author and language of the document', async () => {
    const pdf = await render(commercialDocument({ lines: QUOTE_LINES }));
    const info = await poppler('pdfinfo', ['-enc', 'UTF-8'], pdf);
    expect(info).toMatch(/^Title:\s+Cotización COT-2026-00001$/m);
    expect(info).toMatch(/^Author:\s+Conectividad Andina$/m);
    expect(info).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m);
    expect(pdf.toString('latin1')).toContain('/Lang (es-CO)');
  });
});
