import type { OrderStatus, PayMethod } from '@shop/shared';
import type { CustomerSnapshot } from '../../src/db/schema';
import type { Random } from './prng';

/** A product as an order line copies it. */
export interface SoldProduct {
  id: number;
  model: string;
  name: string;
  sku: string;
  price: number;
  vat: number;
}

export interface SyntheticLine {
  lineNo: number;
  productId: number;
  model: string;
  name: string;
  sku: string;
  unitPrice: number;
  vat: number;
  quantity: number;
  lineTotal: number;
}

export interface SyntheticOrder {
  userId: number;
  createdBy: number;
  customer: CustomerSnapshot;
  status: OrderStatus;
  payMethod: PayMethod;
  subtotal: number;
  totalVAT: number;
  reteFuente: number;
  reteIVA: number;
  reteICA: number;
  total: number;
  totalItems: number;
  createdAt: Date;
  lines: SyntheticLine[];
}

/** Mostly open or delivered orders, a few cancelled ones, as a month of a real shop. */
const STATUSES: readonly OrderStatus[] = [
  'PENDING',
  'PROCESSING',
  'SENT',
  'COMPLETED',
  'COMPLETED',
  'COMPLETED',
];
const PAY_METHODS: readonly PayMethod[] = ['CREDIT', 'DEBIT', 'BANK_TRANSFER', 'BANK_TRANSFER'];

/** IVA of a line in whole pesos, half up, in integer arithmetic (the rate has at most 2 decimals). */
const vatOf = (lineTotal: number, vat: number) =>
  Math.floor((lineTotal * Math.round(vat * 100) + 50) / 100);

/**
 * One synthetic order of 1 to `maxLines` lines over `products` for one of `buyers`, placed at a
 * random instant of [from, to). Withholdings stay at zero: the figures add up as an order's do
 * (total = subtotal + IVA), which is what a report over them is checked against.
 */
export function makeOrder(
  r: Random,
  buyers: ReadonlyArray<{ userId: number; customer: CustomerSnapshot }>,
  products: readonly SoldProduct[],
  span: { from: number; to: number; cancelled: number; maxLines: number },
): SyntheticOrder {
  const buyer = r.pick(buyers);
  // Distinct products by drawing again on a repeat: sampling the whole pool per order would cost
  // its length each time.
  const picked = new Set<SoldProduct>();
  for (let want = r.int(1, span.maxLines); picked.size < want;) picked.add(r.pick(products));
  const lines = [...picked].map((p, i): SyntheticLine => {
    const quantity = r.int(1, 10);
    return {
      lineNo: i + 1,
      productId: p.id,
      model: p.model,
      name: p.name,
      sku: p.sku,
      unitPrice: p.price,
      vat: p.vat,
      quantity,
      lineTotal: p.price * quantity,
    };
  });
  const subtotal = lines.reduce((s, l) => s + l.lineTotal, 0);
  const totalVAT = lines.reduce((s, l) => s + vatOf(l.lineTotal, l.vat), 0);
  return {
    ...buyer,
    createdBy: buyer.userId,
    status: r.chance(span.cancelled) ? 'CANCELED' : r.pick(STATUSES),
    payMethod: r.pick(PAY_METHODS),
    subtotal,
    totalVAT,
    reteFuente: 0,
    reteIVA: 0,
    reteICA: 0,
    total: subtotal + totalVAT,
    totalItems: lines.reduce((n, l) => n + l.quantity, 0),
    createdAt: new Date(span.from + Math.floor(r.next() * (span.to - span.from))),
    lines,
  };
}
