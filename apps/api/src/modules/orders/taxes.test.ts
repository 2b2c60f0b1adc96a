import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  ADMIN_CLIENT_MESSAGES,
  type AccountUpdateResponse,
  bogotaDate,
  CLIENT_TYPES,
  COLOMBIAN_TAX_RULES,
  type IvaClass,
  QUOTE_REPRICE_MESSAGES,
  type QuoteSummary,
  type TaxBreakdown,
} from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import { auditLog, mailOutbox, products, quoteLines, quotes, siteConfig } from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { createBrand, createCategory, createProducts } from '../../../test/catalogue-factories';
import { insertQuote } from '../../../test/document-factories';
import { createStaff, createUser, login } from '../../../test/factories';
import { replaceTaxRules, saveTrm } from '../../../test/tax-factories';
import { SANDBOX_KEYS } from '../../../test/payment-keys';

/**
 * Quotes, orders and the cart on the one tax engine (docs/taxes.md), against the seeded rules:
 * 2026 UVT $52.374, ReteFuente 2,5 % from 10 UVT, ReteIVA 15 % of the IVA, Bogotá ReteICA
 * 11,04 ‰ from 27 UVT for public entities and grandes contribuyentes.
 */
let t: TestApp;
const id: Record<string, number> = {};

/** The text of a PDF, through poppler's pdftotext. */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  // No client-type surcharge: every unit price below is the base price.
  await db
    .update(siteConfig)
    .set({
      extraPercentage: {
        CLIENT_FINAL: 0,
        DISTRIBUTOR: 0,
        SOLUTION_INTEGRATOR: 0,
        GOVERMENT: 0,
        TECHNICAL: 0,
      },
      minimumPurchase: 100_000,
      shopName: 'Tienda Telecom',
      shopNit: '901234567',
      shopAddress: 'Carrera 7 # 71-21',
      // The establishment in Bogotá: the shop's sales cause ICA there (docs/taxes.md).
      shopCity: 'Bogotá, D.C.',
      shopMunicipalityCode: '11001',
      shopEmail: 'ventas@example.com',
      wompi: SANDBOX_KEYS,
    })
    .where(eq(siteConfig.id, 1));
  const brand = await createBrand(db, 'Ubiquiti');
  const cat = await createCategory(db, 'Redes');
  const product = (model: string, name: string, price: number, ivaClass: IvaClass) => ({
    name,
    model,
    brandId: brand.id,
    categoryId: cat.id,
    price,
    stock: 1_000,
    ivaClass,
  });
  await createProducts(db, [
    product('UDM-PRO', 'Dream Machine Pro', 600_000, 'GENERAL'),
    product('CAT6-1M', 'Patch cord Cat 6', 10_000, 'REDUCED'),
    product('LAP-14', 'Portátil 14 pulgadas', 2_000_000, 'COMPUTER'),
    product('LAP-PRO', 'Portátil de gama alta', 3_000_000, 'COMPUTER'),
    // 850.000 at the Gobierno (+15 %) and Distribuidor (+8 %) prices of the audit.
    product('SW-GOB', 'Switch a precio Gobierno', 977_500, 'GENERAL'),
    product('SW-DIST', 'Switch a precio Distribuidor', 918_000, 'GENERAL'),
  ]);
  for (const p of await db.select().from(products)) id[p.model] = p.id;
}, 60_000);
afterAll(() => t?.close());

type Buyer = 'natural' | 'company' | 'government';
const buyer = async (kind: Buyer) =>
  login(
    t.app,
    await createUser(
      t.app.db,
      kind === 'natural'
        ? { clientType: 'CLIENT_FINAL', legalPersonType: false }
        : kind === 'company'
          ? { clientType: 'DISTRIBUTOR', taxFlags: { granContribuyente: true } }
          : { clientType: 'GOVERMENT', taxFlags: { publicEntity: true } },
    ),
  );

const fill = (token: string, items: [string, number][]) =>
  t.app.inject(
    json(
      'PATCH',
      '/api/shopping-cart/add',
      { items: items.map(([m, quantity]) => ({ productId: id[m], quantity })) },
      bearer(token),
    ),
  );
const post = (token: string, url: string, payload?: unknown) =>
  t.app.inject(json('POST', url, payload, bearer(token)));
const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });

/** A quote of `items` by a new customer of that kind. */
async function quoteFor(kind: Buyer, items: [string, number][] = CART) {
  const token = await buyer(kind);
  await fill(token, items);
  const res = await post(token, '/api/quote');
  expect(res.statusCode, res.body).toBe(201);
  return { token, quote: res.json() as QuoteSummary & { taxes: TaxBreakdown } };
}

/** 3 × $600.000 at 19 % and 10 × $10.000 at 5 %: $1.900.000, above 27 UVT ($1.414.000). */
const CART: [string, number][] = [
  ['UDM-PRO', 3],
  ['CAT6-1M', 10],
];

describe('the same cart for a natural person and for a company', () => {
  it('has the same subtotal and IVA; the totals differ by exactly the withholdings', async () => {
    const { quote: person } = await quoteFor('natural');
    const { quote: company } = await quoteFor('company');

    for (const q of [person, company]) {
      expect(q).toMatchObject({ subtotal: 1_900_000, totalVAT: 342_000 + 5_000 });
      expect(q.taxes).toMatchObject({ iva19: 342_000, iva5: 5_000, total: 2_247_000 });
    }
    // Worked by hand: 2,5 % of 1.900.000; 15 % of the IVA 347.000; 11,04 ‰ of 1.900.000 in Bogotá.
    expect(company).toMatchObject({ reteFuente: 47_500, reteIVA: 52_050, reteICA: 20_976 });
    expect(person.totalQuote - company.totalQuote).toBe(
      company.reteFuente + company.reteIVA + company.reteICA,
    );
    expect(company.totalQuote).toBe(2_247_000 - 120_526);

    expect(person).toMatchObject({ reteFuente: 0, reteIVA: 0, reteICA: 0, totalQuote: 2_247_000 });
    for (const w of [person.taxes.reteFuente, person.taxes.reteIVA, person.taxes.reteICA]) {
      expect(w.applied).toBe(false);
      expect(w.legend).toMatch(/^No aplica: persona natural/);
    }
  });

  it('shows the same estimate in the cart before the quote, with each item’s IVA class', async () => {
    for (const kind of ['natural', 'company'] as const) {
      const token = await buyer(kind);
      const cart = (await fill(token, CART)).json();
      expect(cart.items.map((i: { ivaClass: string }) => i.ivaClass)).toEqual([
        'GENERAL',
        'REDUCED',
      ]);
      const { taxes } = (await get(token, '/api/shopping-cart')).json();
      expect(taxes.totalToPay).toBe(kind === 'natural' ? 2_247_000 : 2_126_474);
      const quote = (await post(token, '/api/quote')).json();
      expect(taxes).toEqual(quote.taxes);
    }
  });

  it('has a public entity in Bogotá withhold ReteIVA and ReteICA as well', async () => {
    const { quote } = await quoteFor('government');
    expect(quote.taxes.buyer.kind).toBe('PUBLIC_ENTITY');
    expect(quote).toMatchObject({ reteFuente: 47_500, reteIVA: 52_050, reteICA: 20_976 });
    expect(quote.taxes.reteICA.legend).toContain('11,04 ‰');
  });
});

describe('who the buyer is, not the price list it buys from', () => {
  /** A quote of one unit of `model` by an account made with `user`'s data. */
  const quoteBy = async (user: Parameters<typeof createUser>[1], model: string) => {
    const token = await login(t.app, await createUser(t.app.db, user));
    await fill(token, [[model, 1]]);
    const res = await post(token, '/api/quote');
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as QuoteSummary & { taxes: TaxBreakdown };
  };

  it('withholds nothing from a C.C. holder at the Gobierno prices (art. 368, 437-2)', async () => {
    const quote = await quoteBy({ clientType: 'GOVERMENT', legalPersonType: false }, 'SW-GOB');
    // 977.500 × 19 % = 185.725; a natural person withholds nothing: 1.163.225.
    expect(quote).toMatchObject({ reteFuente: 0, reteIVA: 0, reteICA: 0, totalQuote: 1_163_225 });
    expect(quote.taxes.buyer.kind).toBe('NATURAL_PERSON');
  });

  it('has a public entity at the Distribuidor prices withhold ReteIVA (art. 437-2 num. 1)', async () => {
    const quote = await quoteBy(
      { clientType: 'DISTRIBUTOR', legalPersonType: true, taxFlags: { publicEntity: true } },
      'SW-DIST',
    );
    // 918.000 × 19 % = 174.420; ReteFuente 22.950; ReteIVA 15 % = 26.163; in Bogotá under 27 UVT
    // no ReteICA: 1.092.420 − 49.113 = 1.043.307.
    expect(quote).toMatchObject({ reteFuente: 22_950, reteIVA: 26_163, reteICA: 0 });
    expect(quote.totalQuote).toBe(1_043_307);
    expect(quote.taxes.buyer.kind).toBe('PUBLIC_ENTITY');
  });

  it('withholds nothing for a company in the Régimen Simple (art. 911 par. 2)', async () => {
    const quote = await quoteBy(
      { clientType: 'DISTRIBUTOR', legalPersonType: true, taxFlags: { regimenSimple: true } },
      'SW-DIST',
    );
    expect(quote).toMatchObject({ reteFuente: 0, reteIVA: 0, reteICA: 0, totalQuote: 1_092_420 });
    expect(quote.taxes.reteFuente.legend).toContain('Régimen Simple');
  });

  it('withholds by the profile in every price list, whatever the client type', async () => {
    for (const clientType of CLIENT_TYPES) {
      const state = await quoteBy(
        { clientType, legalPersonType: true, taxFlags: { publicEntity: true } },
        'SW-DIST',
      );
      expect(state, clientType).toMatchObject({ reteFuente: 22_950, reteIVA: 26_163 });
      const person = await quoteBy({ clientType, legalPersonType: false }, 'SW-DIST');
      expect(person, clientType).toMatchObject({ reteFuente: 0, reteIVA: 0, reteICA: 0 });
    }
  });

  it('follows the profile staff set, with a reason, on the next quote', async () => {
    const user = await createUser(t.app.db, { clientType: 'DISTRIBUTOR', legalPersonType: true });
    const token = await login(t.app, user);
    await fill(token, [['SW-DIST', 1]]);
    expect((await post(token, '/api/quote')).json()).toMatchObject({ reteIVA: 0 });

    const staff = await createStaff(t.app.db, ['ADMIN_CLIENTS']);
    const change = await t.app.inject(
      json(
        'PATCH',
        `/api/auth/update/${user.id}`,
        { taxFlags: { ivaWithholdingAgent: true }, comments: 'Resolución DIAN de agentes de IVA' },
        bearer(await login(t.app, staff)),
      ),
    );
    expect(change.statusCode, change.body).toBe(200);
    expect((await post(token, '/api/quote')).json()).toMatchObject({
      reteFuente: 22_950,
      reteIVA: 26_163,
      totalQuote: 1_043_307,
    });
  });
});

describe('a change of city waits for staff (docs/taxes.md, "Changes staff approve")', () => {
  const MEDELLIN = '05001';

  /** A gran contribuyente in Bogotá asking to move to Medellín, with a cart of CART. */
  async function movingCompany() {
    const user = await createUser(t.app.db, {
      clientType: 'DISTRIBUTOR',
      taxFlags: { granContribuyente: true },
    });
    const token = await login(t.app, user);
    await fill(token, CART);
    const moved = await t.app.inject(
      json(
        'PATCH',
        '/api/profile',
        { location: { municipalityDaneCode: MEDELLIN } },
        bearer(token),
      ),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    return { user, token, moved: moved.json() as AccountUpdateResponse };
  }
  const decide = async (userId: number, approve: boolean) =>
    t.app.inject(
      json(
        'POST',
        `/api/auth/${userId}/municipality-request`,
        { approve, comments: 'RUT actualizado: domicilio en Medellín' },
        bearer(await login(t.app, await createStaff(t.app.db, ['ADMIN_CLIENTS']))),
      ),
    );

  it('keeps the registered city and its withholdings until staff approve the request', async () => {
    const { user, token, moved } = await movingCompany();
    expect(moved.changed).toBe(true);
    expect(moved.message).toMatch(
      /^Guardamos sus datos\. El cambio de ciudad a Medellín .* queda en revisión/,
    );
    expect(moved.account.profile.location.municipalityDaneCode).toBe('11001');
    expect(moved.account.requestedMunicipality?.municipalityDaneCode).toBe(MEDELLIN);

    // Bogotá's ReteICA still applies: 11,04 ‰ of 1.900.000 = 20.976.
    const pending = (await post(token, '/api/quote')).json();
    expect(pending).toMatchObject({ reteFuente: 47_500, reteIVA: 52_050, reteICA: 20_976 });
    expect(pending.taxes.buyer.municipalityCode).toBe('11001');

    const approved = await decide(user.id, true);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().account.profile.location.municipalityDaneCode).toBe(MEDELLIN);
    expect(approved.json().account.requestedMunicipality).toBeNull();
    // In Medellín the buyer is no agent of Bogotá, where the shop's sales cause ICA.
    const after = (await post(token, '/api/quote')).json();
    expect(after).toMatchObject({ reteFuente: 47_500, reteIVA: 52_050, reteICA: 0 });
    expect(after.taxes.reteICA.legend).toMatch(/^No aplica: el ICA se causa en Bogotá/);

    const history = await t.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, String(user.id)), eq(auditLog.action, 'client_municipality')),
      );
    expect(history).toMatchObject([
      {
        before: { municipality: '11001', requestedMunicipality: MEDELLIN },
        after: { municipality: MEDELLIN, requestedMunicipality: null },
        reason: 'RUT actualizado: domicilio en Medellín',
      },
    ]);
    await t.app.outbox.idle();
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mails.map((m) => m.kind)).toContain('municipality-approved');
  });

  it('keeps the city when staff reject, and answers 409 to a second decision', async () => {
    const { user, token } = await movingCompany();
    const rejected = await decide(user.id, false);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().message).toBe(ADMIN_CLIENT_MESSAGES.municipalityRejected);
    expect(rejected.json().account.profile.location.municipalityDaneCode).toBe('11001');
    expect((await post(token, '/api/quote')).json()).toMatchObject({ reteICA: 20_976 });

    const again = await decide(user.id, true);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ADMIN_CLIENT_MESSAGES.noPendingMunicipality);
  });

  it('withdraws the request when the customer sends the registered city back', async () => {
    const { token } = await movingCompany();
    const back = await t.app.inject(
      json('PATCH', '/api/profile', { location: { municipalityDaneCode: '11001' } }, bearer(token)),
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({
      changed: true,
      message: ACCOUNT_MESSAGES.municipalityRequestWithdrawn,
      account: { requestedMunicipality: null },
    });
  });
});

describe('IVA classes', () => {
  it('excludes a laptop under the 2026 cap of 50 UVT from IVA, with the art. 424 reason', async () => {
    const { token, quote } = await quoteFor('natural', [
      ['LAP-14', 1],
      ['LAP-PRO', 1],
    ]);
    expect(quote.taxes.lines[0]).toMatchObject({ amount: 2_000_000, ivaRate: 0 });
    expect(quote.taxes.lines[0]!.reason).toMatch(/^Excluido: computador personal.*art\. 424/);
    // The dearer one is above the cap and pays 19 %.
    expect(quote.taxes.lines[1]).toMatchObject({ amount: 3_000_000, ivaRate: 0.19 });
    expect(quote).toMatchObject({ subtotal: 5_000_000, totalVAT: 570_000 });
    expect(quote.taxes.excluded).toBe(2_000_000);
    // The stored lines carry the rate the engine applied.
    const lines = await t.app.db
      .select()
      .from(quoteLines)
      .where(eq(quoteLines.quoteId, quote.id))
      .orderBy(quoteLines.lineNo);
    expect(lines.map((l) => [l.ivaClass, l.vat])).toEqual([
      ['COMPUTER', 0],
      ['COMPUTER', 0.19],
    ]);
    const pdf = await get(token, `/api/quote/${quote.id}`);
    expect(pdf.statusCode).toBe(200);
  });
});

describe('an issued quote never changes', () => {
  it('keeps its list answer and its PDF when rules, prices and the seller change', async () => {
    const db = t.app.db;
    const today = bogotaDate();
    await saveTrm(db, today, 4_012.5);
    const { token, quote } = await quoteFor('company');
    expect(quote.trm).toEqual({ value: 4_012.5, date: today });
    expect(quote.seller).toMatchObject({ nit: '901234567', name: 'Tienda Telecom' });
    const listBefore = (await get(token, '/api/quote')).json();
    const pdfBefore = pdfText((await get(token, `/api/quote/${quote.id}`)).rawPayload);
    expect(pdfBefore).toContain('NIT 901.234.567');

    // ReteFuente 3,5 % from yesterday, a new price, another seller and another TRM.
    const yesterday = bogotaDate(new Date(Date.now() - 86_400_000));
    await replaceTaxRules(db, {
      ...COLOMBIAN_TAX_RULES,
      withholdings: [
        ...COLOMBIAN_TAX_RULES.withholdings,
        {
          kind: 'RETEFUENTE_COMPRAS',
          validFrom: yesterday,
          rate: 0.035,
          baseUvt: 10,
          source: 'Regla de prueba',
        },
      ],
    });
    await db.update(products).set({ price: 700_000 }).where(eq(products.id, id['UDM-PRO']!));
    await db
      .update(siteConfig)
      .set({ shopName: 'Otra Razón Social', shopNit: '830080150', sellerGranContribuyente: true })
      .where(eq(siteConfig.id, 1));
    await saveTrm(db, today, 4_100);
    try {
      expect((await get(token, '/api/quote')).json()).toEqual(listBefore);
      expect(pdfText((await get(token, `/api/quote/${quote.id}`)).rawPayload)).toBe(pdfBefore);

      // A new quote follows today's rules, prices and seller.
      const { quote: fresh } = await quoteFor('company');
      expect(fresh.subtotal).toBe(3 * 700_000 + 100_000);
      expect(fresh.taxes.reteFuente).toMatchObject({ applied: true, rate: 0.035 });
      expect(fresh.reteFuente).toBe(77_000);
      expect(fresh.seller).toMatchObject({ nit: '830080150', granContribuyente: true });
      expect(fresh.trm).toEqual({ value: 4_100, date: today });

      // Converting the valid quote keeps what it froze: lines, figures, rules, seller and TRM.
      const order = await post(token, '/api/convert-quote', {
        id: quote.id,
        payMethod: 'BANK_TRANSFER',
      });
      expect(order.statusCode, order.body).toBe(201);
      expect(order.json()).toMatchObject({
        subtotal: quote.subtotal,
        reteFuente: quote.reteFuente,
        reteIVA: quote.reteIVA,
        reteICA: quote.reteICA,
        totalOrder: quote.totalQuote,
        taxes: quote.taxes,
        seller: quote.seller,
        trm: quote.trm,
      });
      const orderPdf = pdfText((await get(token, `/api/order/${order.json().id}`)).rawPayload);
      expect(orderPdf).toContain('NIT 901.234.567');
      expect(orderPdf).not.toContain('830.080.150');
    } finally {
      await replaceTaxRules(db, COLOMBIAN_TAX_RULES);
      await db.update(products).set({ price: 600_000 }).where(eq(products.id, id['UDM-PRO']!));
      await db
        .update(siteConfig)
        .set({ shopName: 'Tienda Telecom', shopNit: '901234567', sellerGranContribuyente: false })
        .where(eq(siteConfig.id, 1));
    }
  });
});

describe('an expired quote', () => {
  const expire = (quoteId: number) =>
    t.app.db
      .update(quotes)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(quotes.id, quoteId));

  it('is ordered at today’s prices only once the customer confirms today’s total', async () => {
    const db = t.app.db;
    const { token, quote } = await quoteFor('company');
    await expire(quote.id);
    const [row] = await db.select().from(quotes).where(eq(quotes.id, quote.id));

    const convert = (acceptedTotal?: number) =>
      post(token, '/api/convert-quote', { id: quote.id, payMethod: 'CREDIT', acceptedTotal });
    const refused = await convert();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'QUOTE_EXPIRED',
      message: QUOTE_REPRICE_MESSAGES.expired(quote.customId),
    });

    await db.update(products).set({ price: 650_000 }).where(eq(products.id, id['UDM-PRO']!));
    try {
      const reprice = await get(token, `/api/quotes/${quote.id}/reprice`);
      expect(reprice.statusCode, reprice.body).toBe(200);
      const today = reprice.json();
      expect(today).toMatchObject({
        id: quote.id,
        customId: quote.customId,
        quotedTotal: quote.totalQuote,
      });
      expect(today.lines[0]).toMatchObject({
        model: 'UDM-PRO',
        quantity: 3,
        ivaClass: 'GENERAL',
        quotedUnitPrice: 600_000,
        unitPrice: 650_000,
      });
      // 3 × 650.000 + 100.000 = 2.050.000; IVA 370.500 + 5.000; 2,5 % + 15 % of IVA + 11,04 ‰.
      expect(today.taxes).toMatchObject({ subtotal: 2_050_000, totalVAT: 375_500 });
      expect(today.taxes.totalToPay).toBe(2_050_000 + 375_500 - 51_250 - 56_325 - 22_632);

      const stale = await convert(quote.totalQuote);
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        code: 'REPRICE_CHANGED',
        message: QUOTE_REPRICE_MESSAGES.changed(quote.customId),
      });

      const ordered = await convert(today.taxes.totalToPay);
      expect(ordered.statusCode, ordered.body).toBe(201);
      expect(ordered.json()).toMatchObject({
        quoteCustomId: quote.customId,
        subtotal: 2_050_000,
        totalOrder: today.taxes.totalToPay,
        taxes: today.taxes,
      });
      // The quote itself is untouched, and now converted.
      expect((await db.select().from(quotes).where(eq(quotes.id, quote.id)))[0]).toEqual(row);
      const again = await get(token, `/api/quotes/${quote.id}/reprice`);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('QUOTE_CONVERTED');
    } finally {
      await db.update(products).set({ price: 600_000 }).where(eq(products.id, id['UDM-PRO']!));
    }
  });

  it('is re-priced only for its owner, only once expired, and names a product no longer sold', async () => {
    const db = t.app.db;
    const { token, quote } = await quoteFor('company', [['CAT6-1M', 20]]);
    const notExpired = await get(token, `/api/quotes/${quote.id}/reprice`);
    expect(notExpired.statusCode).toBe(409);
    expect(notExpired.json()).toMatchObject({
      code: 'QUOTE_NOT_EXPIRED',
      message: QUOTE_REPRICE_MESSAGES.notExpired,
    });
    await expire(quote.id);
    const stranger = await buyer('company');
    expect((await get(stranger, `/api/quotes/${quote.id}/reprice`)).statusCode).toBe(404);
    expect(
      (
        await post(stranger, '/api/convert-quote', {
          id: quote.id,
          payMethod: 'CREDIT',
          acceptedTotal: 1,
        })
      ).statusCode,
    ).toBe(404);

    await db.update(products).set({ available: false }).where(eq(products.id, id['CAT6-1M']!));
    try {
      const gone = await get(token, `/api/quotes/${quote.id}/reprice`);
      expect(gone.statusCode).toBe(409);
      expect(gone.json().code).toBe('QUOTE_PRODUCT_UNAVAILABLE');
      expect(gone.json().message).toContain('Patch cord Cat 6 (CAT6-1M)');
    } finally {
      await db.update(products).set({ available: true }).where(eq(products.id, id['CAT6-1M']!));
    }
  });

  it('answers 400 MINIMUM_PURCHASE when today’s prices fall below the minimum purchase', async () => {
    const db = t.app.db;
    const { token, quote } = await quoteFor('company');
    await expire(quote.id);
    await db.update(siteConfig).set({ minimumPurchase: 50_000_000 }).where(eq(siteConfig.id, 1));
    try {
      const res = await get(token, `/api/quotes/${quote.id}/reprice`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('MINIMUM_PURCHASE');
      expect(res.json().message).toMatch(
        /^La compra mínima es de \$\s50\.000\.000 antes de impuestos\./,
      );
    } finally {
      await db.update(siteConfig).set({ minimumPurchase: 100_000 }).where(eq(siteConfig.id, 1));
    }
  });
});

describe('a document issued before the tax engine', () => {
  it('still answers, with no breakdown, and prints with today’s seller', async () => {
    const owner = await createUser(t.app.db);
    const token = await login(t.app, owner);
    await insertQuote(t.app.db, { userId: owner.id, createdAt: new Date(), total: 250_000 });
    const { quotes: list } = (await get(token, '/api/quote')).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      totalQuote: 250_000,
      reteIVA: 0,
      taxes: null,
      seller: null,
      trm: null,
    });
    const pdf = await get(token, `/api/quote/${list[0].id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('NIT 901.234.567');
  });
});
