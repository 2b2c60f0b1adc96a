import type { Db } from '../src/db/client';
import { orderLines, orders, quotes, type CustomerSnapshot } from '../src/db/schema';

let sequence = 0;
const next = () => `${process.pid}-${++sequence}`;

export const snapshot = (o: Partial<CustomerSnapshot> = {}): CustomerSnapshot => ({
  businessName: 'Redes Andinas S.A.S.',
  fullName: 'Laura Gómez',
  identification: '900544472',
  isCompany: true,
  address: 'Calle 1 # 2-3',
  city: 'Bogotá, D.C.',
  email: 'laura@example.com',
  phone: '3105550000',
  clientType: 'DISTRIBUTOR',
  ...o,
});

const totals = (total: number, totalItems: number) => ({
  subtotal: total,
  totalVAT: 0,
  reteFuente: 0,
  reteICA: 0,
  total,
  totalItems,
});

interface DocumentInput {
  userId: number;
  /** Who made it, when not the account itself (a member of its company). */
  createdBy?: number;
  createdAt: Date;
  customer?: Partial<CustomerSnapshot>;
  total?: number;
}

/** A quote written straight into the database, valid for a month from its creation. */
export async function insertQuote(db: Db, d: DocumentInput & { validUntil?: Date }) {
  const [row] = await db
    .insert(quotes)
    .values({
      customId: `COT-T-${next()}`,
      userId: d.userId,
      createdBy: d.createdBy ?? d.userId,
      customer: snapshot(d.customer),
      ...totals(d.total ?? 100_000, 1),
      createdAt: d.createdAt,
      validUntil: d.validUntil ?? new Date(d.createdAt.getTime() + 30 * 86_400_000),
    })
    .returning();
  return row!;
}

/** An order with its lines written straight into the database (its stock is not touched). */
export async function insertOrder(
  db: Db,
  d: DocumentInput & { lines?: { productId: number; quantity: number }[]; quoteId?: number },
) {
  const lines = d.lines ?? [];
  const [row] = await db
    .insert(orders)
    .values({
      customId: `ORD-T-${next()}`,
      userId: d.userId,
      createdBy: d.createdBy ?? d.userId,
      quoteId: d.quoteId,
      payMethod: 'BANK_TRANSFER',
      customer: snapshot(d.customer),
      ...totals(
        d.total ?? 100_000,
        lines.reduce((n, l) => n + l.quantity, 0),
      ),
      createdAt: d.createdAt,
    })
    .returning();
  if (lines.length)
    await db.insert(orderLines).values(
      lines.map((l, i) => ({
        orderId: row!.id,
        lineNo: i + 1,
        productId: l.productId,
        model: `MOD-${l.productId}`,
        name: `Producto ${l.productId}`,
        sku: `SKU-${l.productId}`,
        unitPrice: 10_000,
        vat: 0.19,
        quantity: l.quantity,
        lineTotal: 10_000 * l.quantity,
      })),
    );
  return row!;
}
