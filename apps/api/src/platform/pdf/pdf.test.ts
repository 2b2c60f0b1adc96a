import { spawn } from 'node:child_process';
import {
  DEFAULT_DOCUMENT_TERMS,
  documentConditions,
  formatCop,
  NOT_AN_INVOICE,
  type TaxBreakdown,
} from '@shop/shared';
import { describe, expect, it } from 'vitest';
import {
  BANK_TRANSFER,
  BUYERS,
  COMMERCIAL_FIXTURES,
  item,
  manyItems,
  NETWORK_ITEMS,
  orderParts,
  taxedDocument,
} from '../../../test/pdf-fixtures';
import type { CommercialDocument } from './commercial-document';
import { renderCommercialPdf } from './pdf';

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

const escape = (text: string) => text.replace(/[$.()[\]*+?^|\\]/g, '\\$&');
// pdftotext may drop the narrow no-break space before '%' and '‰', so spaces are optional.
const loose = (text: string) => escape(plain(text)).replace(/ /g, '\\s*');

/** A totals row as pdftotext lays it out: the label (and its base), spaces, then the amount. */
function totalsRow(label: string, amount: number | string): RegExp {
  const value = typeof amount === 'number' ? formatCop(amount) : amount;
  return new RegExp(`^\\s*${loose(label)}\\s+${loose(value)}$`, 'm');
}

const deducted = (pesos: number) => `– ${formatCop(pesos)}`;
const base = (pesos: number) => `(base ${formatCop(pesos)})`;

/** Asserts the patterns appear in `text` in this order, each after the previous one. */
function expectInOrder(text: string, patterns: (string | RegExp)[]) {
  let from = 0;
  for (const pattern of patterns) {
    const regex = typeof pattern === 'string' ? new RegExp(loose(pattern)) : pattern;
    const match = regex.exec(text.slice(from));
    expect(match, `${String(pattern)} after offset ${from}`).not.toBeNull();
    from += match!.index + match![0].length;
  }
}

function expectWellFormed(pdf: Buffer) {
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.subarray(-8).toString('latin1').trimEnd()).toMatch(/%%EOF$/);
}

const textOf = async (doc: CommercialDocument) => pdfToText(await render(doc));
const pagesOf = (text: string) => text.split('\f').filter((page) => page.trim() !== '');
const taxesOf = (doc: CommercialDocument): TaxBreakdown => doc.taxes!;

describe('renderCommercialPdf', () => {
  it('heads a quote with the seller, its NIT and standing, the TRM and the customer', async () => {
    const doc = COMMERCIAL_FIXTURES.companyMedellin();
    const pdf = await render(doc);
    expectWellFormed(pdf);
    const text = await pdfToText(pdf);

    // The seller's column on the left, the document's on the right, then the customer.
    expectInOrder(text, [
      'Conectividad Andina',
      'NIT 901.234.567-7',
      'Responsable de IVA · No autorretenedor',
      'Calle 93 # 11-26',
      'Cliente',
      'Señales y Redes de Antioquia S.A.S.',
      '900.544.472-2',
    ]);
    expectInOrder(text, [
      'COTIZACIÓN',
      'COT-2026-00001',
      /Fecha de emisión\s+24 de noviembre de 2026/,
      /Válida hasta\s+9 de diciembre de 2026/,
      'TRM del 24 nov. 2026: $ 3.912,45 por dólar',
      'Cliente',
    ]);
    expect(text).toContain('Página 1 de');
  });

  it('says why a document carries no TRM instead of leaving the line out', async () => {
    const issuedWithout = await textOf({ ...COMMERCIAL_FIXTURES.naturalPerson(), trm: null });
    expectInOrder(issuedWithout, [
      'COT-2026-00002',
      'TRM no disponible: no se pudo consultar la tasa del día.',
      'Cliente',
    ]);
    expectInOrder(await textOf(COMMERCIAL_FIXTURES.legacy()), [
      'TRM no registrada: documento anterior al registro de la TRM.',
    ]);
  });

  it('prints the seller standing as configured: autorretenedor and gran contribuyente', async () => {
    const doc = COMMERCIAL_FIXTURES.companyMedellin();
    doc.shop = { ...doc.shop, autorretenedor: true, granContribuyente: true };
    expect(await textOf(doc)).toContain('Responsable de IVA · Gran contribuyente · Autorretenedor');
  });

  it('prints the applied IVA rate per line, wrapping long descriptions in their cell', async () => {
    const text = await textOf(COMMERCIAL_FIXTURES.companyMedellin());
    expect(text).toMatch(/#\s+Modelo\s+Descripción\s+Cant\.\s+Vr\. unitario\s+IVA\s+Vr\. total/);
    expect(text).toMatch(/Cámara IP domo 4 MP.+\$ 385\.000\s+19 ?%\s+\$ 2\.310\.000/);
    expect(text).toMatch(/USW-PRO-24-POE\s+Switch administrable.+\$ 3\.150\.000/);
    expect(text).toContain('400 W para gabinete de 19 pulgadas');
  });

  it('totals a company in Medellín above 10 UVT: ReteFuente applied, ReteIVA and ReteICA not', async () => {
    const doc = COMMERCIAL_FIXTURES.companyMedellin();
    const taxes = taxesOf(doc);
    expect(taxes.reteFuente.amount).toBe(157_100);
    // The shop's establishment is in Bogotá: a Medellín buyer is no agent of Bogotá's ICA.
    expect(taxes.reteICA.legend).toMatch(/^No aplica: el ICA se causa en Bogotá.*no está allí/);
    const text = await textOf(doc);

    expectInOrder(text, [
      totalsRow('Subtotal', 6_284_000),
      totalsRow(`IVA 19 % ${base(6_284_000)}`, 1_193_960),
      totalsRow('Total (subtotal + IVA)', 7_477_960),
      totalsRow(`ReteFuente 2,5 % ${base(6_284_000)}`, deducted(157_100)),
      totalsRow('ReteIVA (no aplica)', 0),
      totalsRow('ReteICA (no aplica)', 0),
      totalsRow('Total a pagar', 7_320_860),
      'Retenciones',
      'ReteFuente: 2,5 % de $ 6.284.000: compras de bienes desde 10 UVT ($ 524.000), Decreto 0572 de 2025',
      `ReteIVA: ${taxes.reteIVA.legend}`,
      // Whatever the engine wrote, word for word.
      `ReteICA: ${taxes.reteICA.legend}`,
      'Reglas vigentes el 24 nov. 2026: UVT 2026: $ 52.374',
      'ReteFuente 2,5 % desde 10 UVT ($ 524.000), Decreto 0572 de 2025',
      'Condiciones comerciales',
      'Términos y condiciones',
    ]);
    // A quote is not an invoice: its total with IVA is not called one.
    expect(text).not.toContain('Total factura');
    // No row for a rate the document does not use.
    expect(text).not.toMatch(/IVA 5 ?%/);
    expect(text).not.toContain('Excluido');
    // Nothing withheld is '$ 0' like any amount, not a dash. (pdftotext drops the space of a
    // short '$ 0'; formatCop's test holds the no-break space.)
    expect(text).not.toContain('—');
  });

  it('prints an order to a public entity in Bogotá with ReteFuente, ReteIVA and ReteICA', async () => {
    const doc = COMMERCIAL_FIXTURES.publicBogota();
    const { reteFuente, reteIVA, reteICA, totalToPay } = taxesOf(doc);
    // 15 % of the IVA and Bogotá's 11,04 ‰ of the subtotal, half-up.
    expect([reteIVA.amount, reteICA.amount]).toEqual([179_094, 69_375]);
    expect(totalToPay).toBe(7_477_960 - 157_100 - 179_094 - 69_375);
    const text = await textOf(doc);

    expect(text).toContain('ORDEN DE PEDIDO');
    expect(text).toMatch(/Estado\s+Procesando/);
    expect(text).toMatch(/Método de pago\s+Transferencia bancaria/);
    expect(text).toContain('Basada en la cotización COT-2026-00017');
    expect(text).not.toContain('Válida hasta');
    expectInOrder(text, [
      `Total (subtotal + IVA) $ 7.477.960`,
      `ReteFuente 2,5 % ${base(6_284_000)} ${deducted(reteFuente.amount)}`,
      `ReteIVA 15 % ${base(1_193_960)} ${deducted(179_094)}`,
      `ReteICA 11,04 ‰ ${base(6_284_000)} ${deducted(69_375)}`,
      `Total a pagar ${formatCop(totalToPay)}`,
      'ReteFuente: 2,5 % de $ 6.284.000',
      'ReteIVA: 15 % del IVA de $ 1.193.960, E.T. art. 437-1',
      'ReteICA: 11,04 ‰ de $ 6.284.000: ICA causado en Bogotá, D.C. (municipio del establecimiento del vendedor, Ley 1819 de 2016, art. 343 num. 2 lit. a',
      'ReteICA Bogotá, D.C. 11,04 ‰ desde 27 UVT ($ 1.414.000)',
      'ICA causado en Bogotá, D.C. (municipio del establecimiento del vendedor), Ley 1819 de 2016',
    ]);
  });

  it('prints every withholding of a natural person as not applied, with the reason', async () => {
    const doc = COMMERCIAL_FIXTURES.naturalPerson();
    const text = await textOf(doc);

    expect(text).toContain('Andrés Peña Gutiérrez');
    expect(text).toMatch(/C\.C\.\s+1\.018\.464\.851/);
    expect(text).not.toContain('Razón social');
    expectInOrder(text, [
      totalsRow('Total (subtotal + IVA)', 547_400),
      totalsRow('ReteFuente (no aplica)', 0),
      totalsRow('ReteIVA (no aplica)', 0),
      totalsRow('ReteICA (no aplica)', 0),
      totalsRow('Total a pagar', 547_400),
    ]);
    const legend = 'No aplica: persona natural no agente de retención (art. 368 E.T.).';
    // Said once for the three, as the pages say it.
    expect(text).toContain(`ReteFuente, ReteIVA y ReteICA: ${legend}`);
    expect(text.split(legend)).toHaveLength(2);
  });

  it('marks an excluded laptop and one above the art. 424 cap, with their notes under the table', async () => {
    const doc = COMMERCIAL_FIXTURES.excludedLaptop();
    const { base19, iva19, excluded } = taxesOf(doc);
    expect(excluded).toBe(4_900_000);
    const text = await textOf(doc);

    expectInOrder(text, [
      /LAT-3540\s+Portátil 15,6" Core i5.+\$ 2\.450\.000\s+Excluido \(1\)\s+\$ 4\.900\.000/,
      /XPS-14\s+Portátil 14".+\$ 6\.900\.000\s+19 ?% \(2\)\s+\$ 6\.900\.000/,
      /DS-2CD2143G2-I.+\$ 385\.000\s+19 ?%\s+\$ 385\.000/,
      '(1) Excluido: computador personal de hasta 50 UVT ($ 2.618.700 en 2026), art. 424 num. 5 E.T.',
      '(2) IVA 19 %: el precio unitario supera el tope de exclusión de 50 UVT',
      totalsRow('Subtotal', 12_185_000),
      totalsRow(`IVA 19 % ${base(base19)}`, iva19),
      totalsRow(`Excluido de IVA ${base(excluded)}`, 0),
      totalsRow('Total (subtotal + IVA)', 12_185_000 + iva19),
    ]);
  });

  it('prints a 5 % line with its note and the IVA 5 % row with its base', async () => {
    const doc = COMMERCIAL_FIXTURES.reducedRate();
    const { base5, iva5, base19, iva19 } = taxesOf(doc);
    expect([base5, iva5]).toEqual([1_405_500, 70_275]);
    const text = await textOf(doc);

    expectInOrder(text, [
      /CAT6-UTP-305.+\$ 468\.500\s+5 ?% \(1\)\s+\$ 1\.405\.500/,
      /GXP1625.+\$ 230\.000\s+19 ?%\s+\$ 230\.000/,
      '(1) Tarifa del 5 % (art. 468-1 E.T.).',
      totalsRow(`IVA 19 % ${base(base19)}`, iva19),
      totalsRow(`IVA 5 % ${base(1_405_500)}`, 70_275),
      totalsRow('Total (subtotal + IVA)', base5 + base19 + iva5 + iva19),
    ]);
  });

  it('prints the lines of a seller not responsable de IVA as without IVA, not excluded', async () => {
    const doc = COMMERCIAL_FIXTURES.notResponsible();
    const text = await textOf(doc);

    expectInOrder(text, [
      'No responsable de IVA · No autorretenedor',
      /Cámara IP domo 4 MP.+\$ 385\.000\s+Sin IVA \(1\)\s+\$ 2\.310\.000/,
      /Antena de Señal.+\$ 412\.000\s+Sin IVA \(1\)\s+\$ 824\.000/,
      '(1) Sin IVA: el vendedor no es responsable de IVA.',
      totalsRow(`Sin IVA ${base(3_134_000)}`, 0),
      totalsRow('Total (subtotal + IVA)', 3_134_000),
      'ReteIVA: No aplica: el comprador no es agente de retención de IVA',
    ]);
    expect(text).not.toContain('Excluido');
    expect(text).not.toMatch(/IVA 19 ?%/);
  });

  it('prints a document issued before the tax engine with its stored totals and no legend', async () => {
    const doc = COMMERCIAL_FIXTURES.legacy();
    const text = await textOf(doc);

    expectInOrder(text, [
      totalsRow('Subtotal', 6_284_000),
      totalsRow('IVA', 1_193_960),
      totalsRow('Retención en la fuente', deducted(157_100)),
      totalsRow('ReteICA', deducted(26_016)),
      totalsRow('Total', 7_294_844),
      'Condiciones comerciales',
    ]);
    for (const absent of [
      'Retenciones',
      'Total a pagar',
      'subtotal + IVA',
      'Total factura',
      'Reglas vigentes',
      'TRM del',
      'No aplica',
      '(base',
    ])
      expect(text, absent).not.toContain(absent);
  });

  it('runs a 40-line order over pages with a repeated header and every line once', async () => {
    const doc = COMMERCIAL_FIXTURES.longOrder();
    const pdf = await render(doc);
    expectWellFormed(pdf);
    const pages = pagesOf(await pdfToText(pdf));

    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, i) => expect(page).toContain(`Página ${i + 1} de ${pages.length}`));
    expect(pages[1]).toContain('Orden ORD-2026-00042 (continuación)');
    expect(pages[1]).toMatch(
      /#\s+Modelo\s+Descripción\s+Cant\.\s+Vr\. unitario\s+IVA\s+Vr\. total/,
    );
    const text = pages.join('\n');
    for (const { model } of doc.lines) expect(text.split(model).length - 1, model).toBe(1);
    expect(text).toMatch(totalsRow('Total a pagar', taxesOf(doc).totalToPay));
  });

  it('keeps the totals block whole on one page wherever the page breaks', async () => {
    // From 20 to 40 lines the block lands at every height of the page, the foot included.
    for (let count = 20; count <= 40; count++) {
      const doc = taxedDocument(manyItems(count), BUYERS.publicBogota);
      const pages = pagesOf(await textOf(doc));
      const page = pages.find((p) => p.includes('Total a pagar'));
      expect(page, `${count} lines`).toBeDefined();
      expectInOrder(page!, [
        totalsRow('Subtotal', taxesOf(doc).subtotal),
        'Total (subtotal + IVA)',
        'ReteFuente',
        'ReteIVA',
        'ReteICA',
        totalsRow('Total a pagar', taxesOf(doc).totalToPay),
      ]);
      // The 'Retenciones' heading never ends a page alone: its first legend follows it.
      const legendPage = pages.find((p) => /^Retenciones$/m.test(p));
      expect(legendPage, `${count} lines`).toMatch(/Retenciones\s+ReteFuente: /);
    }
  });

  it('keeps a model number whole in the narrow model column and in a wrapped description', async () => {
    // pdfkit broke words at '-' and '+' and inside a word wider than its cell: '…2S+R' over 'M'.
    const model = 'CRS326-24G-2S+RM';
    const doc = taxedDocument(
      [
        item(model, `Switch MikroTik ${model}`, 1, 890_000),
        item(
          `${model}-PSU`,
          `Switch administrable de 24 puertos Gigabit y 2 puertos SFP+ de 10 Gb, MikroTik ${model} con fuente de repuesto CRS-PSU-150W-AC-RM`,
          1,
          1_090_000,
        ),
      ],
      BUYERS.companyMedellin,
    );
    const text = await textOf(doc);
    expect(text).toMatch(/CRS326-24G-2S\+RM\s+Switch MikroTik CRS326-24G-2S\+RM\s/);
    expect(text.split(model).length - 1).toBe(4);
    expect(text).toContain(`${model}-PSU`);
    expect(text).toContain('CRS-PSU-150W-AC-RM');
  });

  it('never leaves the legends, terms and closing line alone on the last page', async () => {
    // One line fills the first page down to the conditions: the terms and the closing line used
    // to make a second page of their own. Now the last condition goes over with them.
    const single = taxedDocument(manyItems(1), BUYERS.companyMedellin);
    const pages = pagesOf(await textOf(single));
    expect(pages).toHaveLength(2);
    expectInOrder(pages[0]!, [
      'MOD-001',
      'Total a pagar',
      'Retenciones',
      'Condiciones comerciales',
    ]);
    expectInOrder(pages[1]!, [
      /^\s*Garantía: /m,
      'Términos y condiciones',
      'Documento generado por',
    ]);

    // Wherever the page breaks, quote or order, the last page carries more than closing lines.
    const substance =
      /MOD-\d{3}|Total a pagar|^\s*(Vigencia|Transferencia bancaria|Forma de pago|Tiempo de entrega|Garantía): |Datos para la transferencia/m;
    for (let count = 1; count <= 40; count++) {
      for (const parts of [{}, orderParts('ORD-2026-00060', 'BANK_TRANSFER')]) {
        const doc = taxedDocument(manyItems(count), BUYERS.companyMedellin, parts);
        const last = pagesOf(await textOf(doc)).at(-1);
        expect(last, `${doc.kind}, ${count} lines`).toMatch(substance);
        expect(last, `${doc.kind}, ${count} lines`).toContain('Documento generado por');
      }
    }
  });

  it('says at the top and at the end of a quote and an order that it is no invoice', async () => {
    for (const doc of [COMMERCIAL_FIXTURES.companyMedellin(), COMMERCIAL_FIXTURES.publicBogota()]) {
      const text = await textOf(doc);
      expectInOrder(text, [doc.customId, NOT_AN_INVOICE, 'Fecha de emisión', 'Cliente']);
      expectInOrder(text, ['Documento generado por', NOT_AN_INVOICE]);
    }
  });

  it('heads an order with its payment: unpaid, or paid and since when', async () => {
    const order = (payment: CommercialDocument['payment']) =>
      taxedDocument(NETWORK_ITEMS, BUYERS.companyMedellin, {
        ...orderParts('ORD-2026-00070', 'PSE'),
        payment,
      });
    const unpaid = await textOf(order({ status: 'UNPAID', paidAt: null }));
    expectInOrder(unpaid, [/Método de pago\s+PSE/, /Estado del pago\s+Sin pagar/, 'Cliente']);
    expect(unpaid).not.toContain('Pagada el');
    const paid = await textOf(order({ status: 'PAID', paidAt: new Date('2026-12-02T04:30:00Z') }));
    // 11:30 p. m. of the 1st in Bogotá: the day the customer paid is Bogotá's.
    expectInOrder(paid, [/Estado del pago\s+Pagada/, /Pagada el\s+1 de diciembre de 2026/]);
  });

  it("prints a quote's validity, then the shop's payment terms, delivery time and warranty", async () => {
    const text = await textOf(COMMERCIAL_FIXTURES.companyMedellin());
    expectInOrder(text, [
      'Condiciones comerciales',
      'Vigencia: Precios en pesos colombianos, válidos hasta el 9 de diciembre de 2026',
      `Forma de pago: ${DEFAULT_DOCUMENT_TERMS.paymentTerms}`,
      `Tiempo de entrega: ${DEFAULT_DOCUMENT_TERMS.deliveryTime}`,
      `Garantía: ${DEFAULT_DOCUMENT_TERMS.warranty}`,
      'Términos y condiciones',
    ]);
    expect(text).not.toContain('Datos para la transferencia');

    // A text staff left empty is left out, label and all.
    const conditions = documentConditions(
      { kind: 'quote', validUntil: new Date('2026-12-09T15:00:00Z') },
      { ...DEFAULT_DOCUMENT_TERMS, warranty: '' },
    );
    const without = await textOf({ ...COMMERCIAL_FIXTURES.companyMedellin(), conditions });
    expect(without).toContain('Tiempo de entrega:');
    expect(without).not.toContain('Garantía:');
  });

  it('prints the accounts an order paid by transfer is paid into, and where the receipt goes', async () => {
    const text = await textOf(COMMERCIAL_FIXTURES.publicBogota());
    expectInOrder(text, [
      'Total a pagar',
      'Datos para la transferencia',
      /Banco\s+Tipo de cuenta\s+Número\s+Titular\s+NIT del titular/,
      /Bancolombia\s+Cuenta corriente\s+123-456789-01\s+Conectividad Andina S\.A\.S\.\s+901\.234\.567-7/,
      /Banco Davivienda\s+Cuenta de ahorros\s+0550-0012-3456\s+Conectividad Andina S\.A\.S\./,
      'Condiciones comerciales',
      'Transferencia bancaria: Pago anticipado a una de las cuentas indicadas. Suba el comprobante de la transferencia en la orden ORD-2026-00042, en la sección Órdenes de su cuenta, o envíelo a ventas@conectividadandina.com.co',
      'Términos y condiciones',
    ]);
    expect(BANK_TRANSFER.accounts).toHaveLength(2);
  });

  it('says whom to ask for the accounts when none is configured, and prints none for cards', async () => {
    const person = COMMERCIAL_FIXTURES.naturalPerson();
    const none = orderParts('ORD-2026-00052', 'BANK_TRANSFER', {
      accounts: [],
      receiptEmail: 'ventas@conectividadandina.com.co',
    });
    const asking = await textOf({ ...person, ...none });
    expectInOrder(asking, [
      'Transferencia bancaria: Pago anticipado. Solicite los datos de la cuenta bancaria a ventas@conectividadandina.com.co indicando la orden ORD-2026-00052; después suba el comprobante de la transferencia en la orden',
    ]);
    expect(asking).not.toContain('Datos para la transferencia');

    const card = await textOf({ ...person, ...orderParts('ORD-2026-00053', 'CREDIT') });
    expectInOrder(card, [
      'Tarjeta de crédito: El despacho se programa cuando la entidad financiera confirme el pago de la orden ORD-2026-00053.',
    ]);
    expect(card).not.toContain('Datos para la transferencia');
  });

  it('prints decomposed accents and characters outside the PDF fonts legibly', async () => {
    const doc = taxedDocument(
      [item('PS-8', 'Ca\u0301mara PoE\u2011af ≥ 15 W', 1, 600_000)],
      BUYERS.companyMedellin,
    );
    const text = await pdfToText(await render(doc));
    expect(text).toContain('Cámara PoE-af >= 15 W');
  });

  it('sets the title, author and language of the document', async () => {
    const pdf = await render(COMMERCIAL_FIXTURES.companyMedellin());
    const info = await poppler('pdfinfo', ['-enc', 'UTF-8'], pdf);
    expect(info).toMatch(/^Title:\s+Cotización COT-2026-00001$/m);
    expect(info).toMatch(/^Author:\s+Conectividad Andina$/m);
    expect(info).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m);
    expect(pdf.toString('latin1')).toContain('/Lang (es-CO)');
  });
});
