import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUT_PROPOSAL_MESSAGES, type QuoteSummary, type TaxBreakdown } from '@shop/shared';
import { auditLog, products, rutProposals, siteConfig, users } from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { createBrand, createCategory, createProducts } from '../../../test/catalogue-factories';
import { companyPayload, createStaff, login, multipart } from '../../../test/factories';
import { rutPdf, rutPdfWithoutText } from '../../../test/rut-pdf';

/**
 * Issue 32: a company registers with its RUT, the shop reads it and proposes its tax profile,
 * staff confirm it with a reason, and the next quote withholds by it (docs/taxes.md).
 */
let t: TestApp;
let staff: Record<string, string>;
let productId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  const zero = {
    CLIENT_FINAL: 0,
    DISTRIBUTOR: 0,
    SOLUTION_INTEGRATOR: 0,
    GOVERMENT: 0,
    TECHNICAL: 0,
  };
  await db
    .update(siteConfig)
    // The shop's establishment in Bogotá: a Bogotá gran contribuyente withholds its ICA.
    .set({ extraPercentage: zero, minimumPurchase: 100_000, shopMunicipalityCode: '11001' })
    .where(eq(siteConfig.id, 1));
  const brand = await createBrand(db, 'MikroTik');
  const category = await createCategory(db, 'Enrutadores');
  await createProducts(db, [
    {
      name: 'Router de borde',
      model: 'CCR-2004',
      brandId: brand.id,
      categoryId: category.id,
      price: 2_000_000,
      stock: 100,
      ivaClass: 'GENERAL',
    },
  ]);
  productId = (await db.select().from(products))[0]!.id;
  staff = bearer(await login(t.app, await createStaff(db, ['ADMIN_CLIENTS'])));
}, 60_000);
afterAll(() => t?.close());

/** Uploads `pdf` as the RUT and registers a company with it; answers the new account's id. */
async function registerWith(
  pdf: Buffer,
  overrides: Parameters<typeof companyPayload>[0]['identificationNumber'] = '900544472',
) {
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/files/rut',
    ...multipart('rutFile', 'rut.pdf', 'application/pdf', pdf),
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const payload = companyPayload({ urlRUT: upload.json().url, identificationNumber: overrides });
  const res = await t.app.inject(json('POST', '/api/auth/register', payload));
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as number, payload, rutUrl: upload.json().url as string };
}

const readProposal = (id: number, headers = staff) =>
  t.app.inject(json('GET', `/api/auth/${id}/rut-proposal`, undefined, headers));
const decide = (id: number, body: unknown, headers = staff) =>
  t.app.inject(json('POST', `/api/auth/${id}/rut-proposal`, body, headers));

const GRAN_CONTRIBUYENTE = {
  nit: '900544472',
  dv: '2',
  businessName: 'CONECTIVIDAD ANDINA S.A.S.',
  codes: ['05', '07', '13', '48'],
};

describe('the RUT read at registration', () => {
  it('proposes the profile, staff confirm it, and the next quote withholds ReteIVA by it', async () => {
    const { id, payload, rutUrl } = await registerWith(await rutPdf(GRAN_CONTRIBUYENTE));

    const res = await readProposal(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().proposal).toMatchObject({
      status: 'PROPOSED',
      rutUrl,
      reading: {
        nit: '900544472',
        checkDigit: 2,
        legalPersonType: true,
        businessName: 'CONECTIVIDAD ANDINA S.A.S.',
        municipalityCode: '11001',
        responsibilities: ['05', '07', '13', '48'],
      },
      proposedFlags: { granContribuyente: true, autorretenedor: false, regimenSimple: false },
      proposedIdentity: { idType: 'NIT', ivaRegime: 'RESPONSABLE_IVA', incomeTaxDeclarant: true },
      contradictions: [],
    });
    // Nothing reaches the profile before staff confirm.
    expect((await t.app.db.select().from(users).where(eq(users.id, id)))[0]).toMatchObject({
      granContribuyente: false,
      ivaRegime: null,
    });

    const confirmed = await decide(id, {
      comments: 'RUT revisado: gran contribuyente, responsable de IVA',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: RUT_PROPOSAL_MESSAGES.confirmed,
      account: {
        taxProfileConfirmed: true,
        taxProfile: {
          kind: 'LEGAL_PERSON',
          granContribuyente: true,
          idType: 'NIT',
          checkDigit: 2,
          ivaRegime: 'RESPONSABLE_IVA',
          incomeTaxDeclarant: true,
        },
      },
    });
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(entry).toMatchObject({
      action: 'client_rut_proposal',
      reason: 'RUT revisado: gran contribuyente, responsable de IVA',
      before: { granContribuyente: false, ivaRegime: null, incomeTaxDeclarant: null },
      after: { granContribuyente: true, ivaRegime: 'RESPONSABLE_IVA', incomeTaxDeclarant: true },
    });
    expect((await readProposal(id)).json().proposal).toMatchObject({ status: 'CONFIRMED' });
    const again = await decide(id, { comments: 'otra vez' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RUT_PROPOSAL_MESSAGES.alreadyDecided);

    // The next quote: $ 2.000.000 + IVA 380.000 in Bogotá, 2026 rules. A gran contribuyente
    // withholds ReteFuente 2,5 % (50.000), ReteIVA 15 % of the IVA (57.000) and ReteICA
    // 11,04 ‰ (22.080): 2.380.000 − 129.080 = 2.250.920 (docs/taxes.md, "A worked example").
    await t.app.db.update(users).set({ clientStatus: 'ACTIVE' }).where(eq(users.id, id));
    const customer = bearer(await login(t.app, payload));
    const add = await t.app.inject(
      json('PATCH', '/api/shopping-cart/add', { items: [{ productId, quantity: 1 }] }, customer),
    );
    expect(add.statusCode, add.body).toBe(200);
    const quote = await t.app.inject(json('POST', '/api/quote', undefined, customer));
    expect(quote.statusCode, quote.body).toBe(201);
    const summary = quote.json() as QuoteSummary & { taxes: TaxBreakdown };
    expect(summary).toMatchObject({ reteFuente: 50_000, reteIVA: 57_000, reteICA: 22_080 });
    expect(summary.taxes.buyer).toMatchObject({
      granContribuyente: true,
      idType: 'NIT',
      checkDigit: 2,
    });
  });

  it('shows a NIT typed apart from the RUT as a contradiction, and applies staff corrections', async () => {
    const { id } = await registerWith(await rutPdf(GRAN_CONTRIBUYENTE), '800197268');
    const { proposal } = (await readProposal(id)).json();
    // The razón social matches (case and dots aside): only the NIT is contradicted.
    expect(proposal.contradictions).toEqual([
      expect.objectContaining({
        field: 'nit',
        registered: '800197268',
        inRut: '900544472',
        message: 'El NIT del RUT (900544472) no coincide con el que se registró (800197268).',
      }),
    ]);

    const corrected = await decide(id, {
      taxFlags: { granContribuyente: false },
      comments: 'El RUT adjunto es de otra empresa; se deja sin gran contribuyente',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json().message).toBe(RUT_PROPOSAL_MESSAGES.corrected);
    expect(corrected.json().account.taxProfile).toMatchObject({
      granContribuyente: false,
      ivaRegime: 'RESPONSABLE_IVA',
    });
    const [row] = await t.app.db.select().from(rutProposals).where(eq(rutProposals.userId, id));
    expect(row).toMatchObject({ status: 'CORRECTED' });
  });

  it('records a RUT without text as unreadable and registers the company all the same', async () => {
    const { id } = await registerWith(await rutPdfWithoutText());
    const { proposal } = (await readProposal(id)).json();
    expect(proposal).toMatchObject({
      status: 'UNREADABLE',
      note: 'Sin texto legible',
      reading: null,
      proposedFlags: {},
    });
    const res = await decide(id, { comments: 'confirmar' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RUT_PROPOSAL_MESSAGES.notProposed);
  });

  it('refuses a decision without a reason or with bad values, in Spanish', async () => {
    const { id } = await registerWith(await rutPdf(GRAN_CONTRIBUYENTE));
    for (const body of [{}, { comments: '   ' }]) {
      const res = await decide(id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(RUT_PROPOSAL_MESSAGES.reasonMissing);
    }
    const bad = await decide(id, { taxIdentity: { ivaRegime: 'EXENTO' }, comments: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Seleccione responsable o no responsable de IVA.');
    expect((await readProposal(id)).json().proposal.status).toBe('PROPOSED');
  });

  it('answers null for an account whose RUT was never read, 404 for no account, 403 without ADMIN_CLIENTS', async () => {
    const other = bearer(await login(t.app, await createStaff(t.app.db, ['ADMIN_PRODUCTS'])));
    const staffRow = (await t.app.db.select().from(users).limit(1))[0]!;
    expect((await readProposal(staffRow.id)).json()).toEqual({ proposal: null });
    expect((await readProposal(999_999)).statusCode).toBe(404);
    expect((await readProposal(staffRow.id, other)).statusCode).toBe(403);
    expect((await decide(staffRow.id, { comments: 'x' }, other)).statusCode).toBe(403);
  });
});
