import { deflateSync } from 'node:zlib';
import {
  BOGOTA_CODE,
  COLOMBIAN_TAX_RULES,
  computeTaxes,
  type BuyerTaxProfile,
  type IvaClass,
  type SellerProfile,
  NO_TAX_FLAGS,
  DEFAULT_DOCUMENT_TERMS,
  documentConditions,
  type BankTransfer,
} from '@shop/shared';
import type {
  CommercialDocument,
  CommercialDocumentLine,
} from '../src/platform/pdf/commercial-document';

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

// ---------------------------------------------------------------------------------------------
// Quotes and orders as the PDF receives them, taxed by the real engine with the seed rules.

/** The day the fixtures are issued: 2026 UVT ($ 52.374), ReteFuente and ReteIVA from 10 UVT. */
export const ISSUE_DAY = '2026-11-24';

export const SELLER: SellerProfile = {
  name: 'Conectividad Andina',
  nit: '901234567',
  regime: 'RESPONSABLE_IVA',
  autorretenedor: false,
  granContribuyente: false,
  address: 'Calle 93 # 11-26, oficina 402',
  city: 'Bogotá D.C.',
  municipalityCode: '11001',
  phone: '601 555 0100',
  email: 'ventas@conectividadandina.com.co',
};

const TERMS = [
  'Devoluciones: dentro de los 30 días siguientes a la entrega, con el producto en su empaque original y sin señales de uso.',
  'Reembolsos: se realizan dentro de los 14 días hábiles siguientes a la aprobación de la devolución, por el mismo medio de pago.',
  'Este documento se rige por la ley colombiana. Cualquier controversia se someterá a los jueces de Bogotá D.C.',
  'Los precios y la disponibilidad se mantienen durante la vigencia indicada; pasado ese plazo deben confirmarse.',
];

export interface FixtureItem {
  model: string;
  name: string;
  quantity: number;
  unitPrice: number;
  ivaClass: IvaClass;
}

export const item = (
  model: string,
  name: string,
  quantity: number,
  unitPrice: number,
  ivaClass: IvaClass = 'GENERAL',
): FixtureItem => ({ model, name, quantity, unitPrice, ivaClass });

type Customer = CommercialDocument['customer'];

const COMPANY_MEDELLIN: Customer = {
  businessName: 'Señales y Redes de Antioquia S.A.S.',
  fullName: 'María Fernanda Núñez',
  identification: '900544472',
  isCompany: true,
  address: 'Carrera 43A # 1-50, torre 2, oficina 1105',
  city: 'Medellín, Antioquia',
  email: 'compras@senalesyredes.com.co',
  phone: '604 385 2200',
  clientTypeLabel: 'Integrador',
};

const PERSON: Customer = {
  businessName: null,
  fullName: 'Andrés Peña Gutiérrez',
  identification: '1018464851',
  isCompany: false,
  address: 'Calle 10 # 5-51',
  city: 'Medellín, Antioquia',
  email: 'andres.pena@example.com',
  phone: '300 123 4567',
  clientTypeLabel: 'Cliente final',
};

const PUBLIC_ENTITY: Customer = {
  businessName: 'Secretaría Distrital de Movilidad',
  fullName: 'Carlos Alberto Rincón',
  identification: '899999061',
  isCompany: true,
  address: 'Calle 13 # 37-35',
  city: 'Bogotá, D.C.',
  email: 'contratacion@movilidadbogota.gov.co',
  phone: '601 364 9400',
  clientTypeLabel: 'Gobierno',
};

const buyer = (
  kind: BuyerTaxProfile['kind'],
  municipalityCode: string,
  municipalityName: string,
): BuyerTaxProfile => ({
  kind,
  ...NO_TAX_FLAGS,
  publicEntity: kind === 'PUBLIC_ENTITY',
  municipalityCode,
  municipalityName,
});

export const BUYERS = {
  person: buyer('NATURAL_PERSON', '05001', 'Medellín'),
  companyMedellin: buyer('LEGAL_PERSON', '05001', 'Medellín'),
  publicBogota: buyer('PUBLIC_ENTITY', BOGOTA_CODE, 'Bogotá, D.C.'),
};

/** A quote taxed by computeTaxes: each line carries the rate the engine applied and why. */
export function taxedDocument(
  items: FixtureItem[],
  taxBuyer: BuyerTaxProfile,
  overrides: Partial<CommercialDocument> = {},
): CommercialDocument {
  const taxes = computeTaxes({
    lines: items,
    buyer: taxBuyer,
    seller: overrides.shop ?? SELLER,
    date: ISSUE_DAY,
    rules: COLOMBIAN_TAX_RULES,
  });
  const lines: CommercialDocumentLine[] = items.map((it, i) => ({
    model: it.model,
    name: it.name,
    sku: `SKU-${it.model}`,
    quantity: it.quantity,
    unitPrice: it.unitPrice,
    vat: taxes.lines[i]!.ivaRate,
    ivaReason: taxes.lines[i]!.reason,
    lineTotal: taxes.lines[i]!.amount,
  }));
  return {
    kind: 'quote',
    customId: 'COT-2026-00001',
    issuedAt: new Date(`${ISSUE_DAY}T15:00:00Z`),
    validUntil: new Date('2026-12-09T15:00:00Z'),
    shop: SELLER,
    trm: { value: 3912.45, date: ISSUE_DAY },
    customer: COMPANY_MEDELLIN,
    lines,
    taxes,
    legacyTotals: {
      subtotal: taxes.subtotal,
      totalVAT: taxes.totalVAT,
      reteFuente: taxes.reteFuente.amount,
      reteICA: taxes.reteICA.amount,
      total: taxes.totalToPay,
    },
    conditions: documentConditions(
      { kind: 'quote', validUntil: new Date('2026-12-09T15:00:00Z') },
      DEFAULT_DOCUMENT_TERMS,
    ),
    bankTransfer: null,
    terms: TERMS,
    ...overrides,
  };
}

export const NETWORK_ITEMS = [
  item('DS-2CD2143G2-I', 'Cámara IP domo 4 MP con IR 30 m', 6, 385_000),
  item('LBE-5AC-GEN2', 'Antena de Señal punto a punto 5 GHz 23 dBi', 2, 412_000),
  item(
    'USW-PRO-24-POE',
    'Switch administrable capa 3 de 24 puertos Gigabit PoE+ con 2 puertos SFP+ de 10 Gb y fuente redundante de 400 W para gabinete de 19 pulgadas',
    1,
    3_150_000,
  ),
];

/** `count` distinct lines of modest value, enough to push the totals onto later pages. */
export function manyItems(count: number): FixtureItem[] {
  return Array.from({ length: count }, (_, i) =>
    item(
      `MOD-${String(i + 1).padStart(3, '0')}`,
      `Conector RJ45 blindado cat. 6A, referencia ${i + 1}`,
      i + 1,
      12_000 + i * 100,
    ),
  );
}

/** The shop's two accounts for transfers, as staff configure them. */
export const BANK_TRANSFER: BankTransfer = {
  accounts: [
    {
      bank: 'Bancolombia',
      accountType: 'CORRIENTE',
      number: '123-456789-01',
      holder: 'Conectividad Andina S.A.S.',
      holderNit: '901234567',
    },
    {
      bank: 'Banco Davivienda',
      accountType: 'AHORROS',
      number: '0550-0012-3456',
      holder: 'Conectividad Andina S.A.S.',
      holderNit: '901234567',
    },
  ],
  receiptEmail: SELLER.email,
};

/** An order of `customId` paid by `payMethod`, with its conditions as the orders module writes them. */
export function orderParts(
  customId: string,
  payMethod: CommercialDocument['payMethod'] & string,
  bankTransfer: BankTransfer | null = payMethod === 'BANK_TRANSFER' ? BANK_TRANSFER : null,
): Partial<CommercialDocument> {
  return {
    kind: 'order',
    customId,
    validUntil: undefined,
    status: 'PROCESSING',
    payMethod,
    conditions: documentConditions(
      { kind: 'order', customId, payMethod, bankTransfer },
      DEFAULT_DOCUMENT_TERMS,
    ),
    bankTransfer,
  };
}

const ORDER: Partial<CommercialDocument> = {
  ...orderParts('ORD-2026-00042', 'BANK_TRANSFER'),
  quoteCustomId: 'COT-2026-00017',
};

/** One document per situation the accountant has to read on paper. */
export const COMMERCIAL_FIXTURES = {
  /** A natural person: no withholding, each legend says why. */
  naturalPerson: () =>
    taxedDocument(
      [item('GXP1625', 'Teléfono IP básico de 2 líneas con PoE', 2, 230_000)],
      BUYERS.person,
      { customer: PERSON, customId: 'COT-2026-00002' },
    ),
  /** A company in Medellín above 10 UVT: ReteFuente only (Medellín has no ReteICA rule). */
  companyMedellin: () => taxedDocument(NETWORK_ITEMS, BUYERS.companyMedellin),
  /** A public entity in Bogotá: ReteFuente, ReteIVA and Bogotá's ReteICA. */
  publicBogota: () =>
    taxedDocument(NETWORK_ITEMS, BUYERS.publicBogota, { ...ORDER, customer: PUBLIC_ENTITY }),
  /** A laptop within the art. 424 cap (excluded) and one above it (19 %). */
  excludedLaptop: () =>
    taxedDocument(
      [
        item('LAT-3540', 'Portátil 15,6" Core i5, 16 GB, SSD 512 GB', 2, 2_450_000, 'COMPUTER'),
        item('XPS-14', 'Portátil 14" Core Ultra 7, 32 GB, SSD 1 TB', 1, 6_900_000, 'COMPUTER'),
        item('DS-2CD2143G2-I', 'Cámara IP domo 4 MP con IR 30 m', 1, 385_000),
      ],
      BUYERS.companyMedellin,
      { customId: 'COT-2026-00003' },
    ),
  /** A line at the reduced 5 % rate beside a general one. */
  reducedRate: () =>
    taxedDocument(
      [
        item('CAT6-UTP-305', 'Bobina de cable UTP categoría 6, 305 m', 3, 468_500, 'REDUCED'),
        item('GXP1625', 'Teléfono IP básico de 2 líneas con PoE', 1, 230_000),
      ],
      BUYERS.companyMedellin,
      { customId: 'COT-2026-00004' },
    ),
  /** An order of 40 lines that runs over pages. */
  longOrder: () =>
    taxedDocument(manyItems(40), BUYERS.publicBogota, { ...ORDER, customer: PUBLIC_ENTITY }),
  /** A seller not responsable de IVA: no line carries IVA, and none is 'excluded'. */
  notResponsible: () =>
    taxedDocument(NETWORK_ITEMS.slice(0, 2), BUYERS.companyMedellin, {
      customId: 'COT-2026-00005',
      shop: { ...SELLER, regime: 'NO_RESPONSABLE_IVA' },
    }),
  /** A quote issued before the tax engine: stored figures, no breakdown, no TRM. */
  legacy: () => ({
    ...taxedDocument(NETWORK_ITEMS, BUYERS.companyMedellin, { customId: 'COT-2025-00090' }),
    trm: null,
    taxes: null,
    // 2.5 % ReteFuente and 4.14 ‰ ReteICA of the old global settings, on the $ 6.284.000 subtotal.
    legacyTotals: {
      subtotal: 6_284_000,
      totalVAT: 1_193_960,
      reteFuente: 157_100,
      reteICA: 26_016,
      total: 7_294_844,
    },
  }),
} satisfies Record<string, () => CommercialDocument>;
