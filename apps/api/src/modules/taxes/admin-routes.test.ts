import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminConfigSchema,
  BOGOTA_CODE,
  bogotaDate,
  COLOMBIAN_TAX_RULES,
  PublicConfigSchema,
  TAX_MESSAGES,
  TaxRulesViewSchema,
  type TaxRulesUpdate,
} from '@shop/shared';
import { seedDatabase } from '../../seed';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { quietLog } from '../../../test/database-url';
import { createStaff, login } from '../../../test/factories';
import { canonicalTable } from './admin-service';

let t: TestApp;
let admin: Record<string, string>;
let adminEmail: string;

const MEDELLIN = '05001';
const REASON = 'Acuerdo municipal de prueba';
/** The seeded law as the page would send it back, with a reason. */
const lawTable = (): TaxRulesUpdate => ({
  ...structuredClone(COLOMBIAN_TAX_RULES),
  reason: REASON,
});
const put = (body: unknown) => t.app.inject(json('PUT', '/api/tax-rules', body, admin));
const view = async () =>
  TaxRulesViewSchema.parse(
    (await t.app.inject(json('GET', '/api/tax-rules', undefined, admin))).json(),
  );
const rulesOf = ({ updatedAt: _u, warnings: _w, ...table }: Awaited<ReturnType<typeof view>>) => ({
  ...table,
  reteIca: table.reteIca.map(({ municipalityName: _n, ...r }) => r),
});
const auditEntries = async (limit = 50) =>
  (await t.app.inject(json('GET', `/api/tax-rules/audit?limit=${limit}`, undefined, admin))).json()
    .entries as { before: unknown; after: unknown; reason: string; actor: { email: string } }[];
const THIS_YEAR = Number(bogotaDate().slice(0, 4));
const dayFromToday = (days: number) => bogotaDate(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  t = await buildTestApp();
  const staff = await createStaff(t.app.db, ['ADMIN_CONFIG']);
  adminEmail = staff.email;
  admin = bearer(await login(t.app, staff));
});
afterAll(() => t?.close());

describe('GET /api/tax-rules', () => {
  it('answers the seeded law in one order, with DIVIPOLA names and no change yet', async () => {
    const res = await t.app.inject(json('GET', '/api/tax-rules', undefined, admin));
    expect(res.statusCode).toBe(200);
    const body = TaxRulesViewSchema.parse(res.json());
    expect(body.updatedAt).toBeNull();
    expect(rulesOf(body)).toEqual(canonicalTable(COLOMBIAN_TAX_RULES));
    expect(body.reteIca.map((r) => [r.municipalityCode, r.municipalityName])).toEqual([
      [null, null],
      [BOGOTA_CODE, expect.stringMatching(/^bogot[aá], d\.c\.$/i)],
    ]);
  });
});

describe('PUT /api/tax-rules', () => {
  type Edit = (table: TaxRulesUpdate) => unknown;
  const cases: [string, Edit, string, string][] = [
    [
      'a date that does not exist',
      (b) => (b.withholdings[1]!.validFrom = '2025-02-30'),
      'withholdings.1.validFrom',
      'La fecha no existe en el calendario.',
    ],
    [
      'a rate above 100 %',
      (b) => (b.withholdings[0]!.rate = 1.5),
      'withholdings.0.rate',
      'La tarifa no puede superar 100 %.',
    ],
    [
      'a rate with six decimals',
      (b) => (b.withholdings[2]!.rate = 0.150001),
      'withholdings.2.rate',
      'Use como máximo cinco decimales en la tarifa (tres en el porcentaje).',
    ],
    [
      'a per-mil rate with three decimals',
      (b) => (b.reteIca[0]!.perMil = 11.045),
      'reteIca.0.perMil',
      'Use como máximo dos decimales en la tarifa por mil.',
    ],
    [
      'the same UVT year twice',
      (b) => b.uvt.push({ year: 2026, value: 52_000, source: 'Otra resolución' }),
      'uvt.2.year',
      'La UVT de 2026 aparece dos veces.',
    ],
    [
      'two ReteFuente rules from the same day',
      (b) => b.withholdings.push({ ...b.withholdings[1]!, rate: 0.035 }),
      'withholdings.4.validFrom',
      'Hay dos reglas de ReteFuente desde el 2025-06-01.',
    ],
    [
      'two default ReteICA rules from the same day',
      (b) => b.reteIca.push({ ...b.reteIca[1]!, perMil: 5 }),
      'reteIca.2.validFrom',
      'Hay dos reglas de ReteICA para el mismo municipio desde el 2013-01-01.',
    ],
    [
      'a municipality DIVIPOLA does not know',
      (b) =>
        b.reteIca.push({ ...b.reteIca[0]!, municipalityCode: '99999', validFrom: '2026-01-01' }),
      'reteIca.2.municipalityCode',
      'El municipio 99999 no existe en DIVIPOLA.',
    ],
    ['an empty UVT list', (b) => (b.uvt = []), 'uvt', TAX_MESSAGES.uvtRequired],
    [
      "UVTs only of years after today's",
      (b) => (b.uvt = [{ year: THIS_YEAR + 1, value: 60_000, source: 'Resolución futura' }]),
      'uvt',
      `Registre la UVT de ${THIS_YEAR} (o de un año anterior): sin ella no se pueden convertir las bases en UVT.`,
    ],
    [
      'no ReteICA for the other municipalities',
      (b) => (b.reteIca = b.reteIca.filter((r) => r.municipalityCode !== null)),
      'reteIca',
      'Falta la tarifa de ReteICA para los demás municipios (puede ser 0 ‰).',
    ],
    [
      'no rule on where ICA is caused',
      (b) => (b.icaPlace = []),
      'icaPlace',
      TAX_MESSAGES.icaPlaceRequired,
    ],
    [
      'two ICA place rules from the same day',
      (b) => b.icaPlace.push({ ...b.icaPlace[0]!, basis: 'BUYER_MUNICIPALITY' }),
      'icaPlace.1.validFrom',
      'Hay dos reglas de lugar de causación del ICA desde el 2017-01-01.',
    ],
    [
      'an ICA place basis the shop does not know',
      (b) => (b.icaPlace[0]!.basis = 'WAREHOUSE' as 'BUYER_MUNICIPALITY'),
      'icaPlace.0.basis',
      'Indique en qué municipio se causa el ICA.',
    ],
    [
      'an empty reason',
      (b) => (b.reason = '   '),
      'reason',
      'Indique el motivo del cambio (por ejemplo, el decreto que lo ordena).',
    ],
  ];

  it.each(cases)(
    'refuses %s naming the field, and changes nothing',
    async (_what, edit, path, message) => {
      const before = await view();
      const body = lawTable();
      edit(body);
      // Something real changes too, so only the refusal keeps the table as it was.
      body.ivaCaps[0]!.source += ' (editado)';
      const res = await put(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
      expect(res.json().issues).toContainEqual({ path, message });
      expect(await view()).toEqual(before);
    },
  );

  it('refuses a body without a reason, naming the field', async () => {
    const { reason: _r, ...body } = lawTable();
    body.uvt.push({ year: 2027, value: 55_000, source: 'Resolución de prueba' });
    const res = await put(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual(['reason']);
  });

  it('answers 422 to the same table in another order, and records nothing', async () => {
    const entries = (await auditEntries()).length;
    const same = lawTable();
    same.withholdings.reverse();
    same.reteIca.reverse();
    same.uvt.reverse();
    const res = await put(same);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'NO_CHANGES', message: TAX_MESSAGES.noChanges });
    expect(await auditEntries()).toHaveLength(entries);
  });

  it('replaces the table, answers it as GET does, and records before, after and the reason', async () => {
    const before = rulesOf(await view());
    const body = lawTable();
    body.uvt.push({ year: 2027, value: 55_000, source: 'Resolución DIAN de prueba' });
    body.reteIca.push({
      municipalityCode: MEDELLIN,
      validFrom: '2026-01-01',
      perMil: 7,
      baseUvt: 4,
      agents: 'WITHHOLDING_AGENTS',
      source: 'Acuerdo 066 de 2017 (Medellín)',
    });
    const res = await put(body);
    expect(res.statusCode).toBe(200);
    const answer = TaxRulesViewSchema.parse(res.json());
    expect(answer).toEqual(await view());
    expect(answer.updatedAt).not.toBeNull();
    const { reason: _r, ...rules } = body;
    expect(rulesOf(answer)).toEqual(canonicalTable(rules));
    expect(answer.uvt.map((u) => u.year)).toEqual([2025, 2026, 2027]);
    expect(answer.reteIca.find((r) => r.municipalityCode === MEDELLIN)?.municipalityName).toMatch(
      /^medell[ií]n$/i,
    );

    const [entry, ...older] = await auditEntries();
    expect(older).toHaveLength(0);
    expect(entry).toMatchObject({
      entity: 'tax_rules',
      entityId: '1',
      action: 'update',
      reason: REASON,
      actor: { email: adminEmail },
      before,
      after: canonicalTable(rules),
    });
  });

  it("chains two edits saved at once: the second records the first one's table as before", async () => {
    const edit = (year: number): TaxRulesUpdate => {
      const body = lawTable();
      body.uvt.push({ year, value: 60_000, source: `Prueba ${year}` });
      return body;
    };
    const answers = await Promise.all([put(edit(2030)), put(edit(2031))]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const [last, first] = (await auditEntries(2)) as { before: unknown; after: unknown }[];
    expect(last!.before).toEqual(first!.after);
    expect(rulesOf(await view())).toEqual(last!.after);
  });

  it("keeps an admin's edit when the server starts again (the seed only fills empty tables)", async () => {
    const edited = rulesOf(await view());
    expect(edited).not.toEqual(canonicalTable(COLOMBIAN_TAX_RULES));
    await seedDatabase(t.app.db, { log: quietLog, demo: false });
    expect(rulesOf(await view())).toEqual(edited);
  });
});

describe('GET /api/config follows the rules in force today', () => {
  const publicConfig = async () =>
    PublicConfigSchema.parse((await t.app.inject({ method: 'GET', url: '/api/config' })).json());

  it('derives taxes and retentionThreshold from the rules, not from a stored figure', async () => {
    const body = lawTable();
    body.withholdings.push(
      {
        kind: 'RETEFUENTE_COMPRAS',
        validFrom: dayFromToday(-1),
        rate: 0.035,
        baseUvt: 5,
        source: 'Decreto de prueba (desde ayer)',
      },
      {
        kind: 'RETEFUENTE_COMPRAS',
        validFrom: dayFromToday(2),
        rate: 0.04,
        baseUvt: 1,
        source: 'Decreto de prueba (desde pasado mañana)',
      },
    );
    body.reteIca.push({
      ...body.reteIca[1]!,
      validFrom: dayFromToday(-1),
      perMil: 9.66,
      source: 'Tarifa general de prueba',
    });
    expect((await put(body)).statusCode).toBe(200);
    // 5 UVT × $52.374 (the latest UVT in the table) = $261.870 → $262.000 (art. 868 E.T.).
    const expected = {
      taxes: { retefuente: 0.035, reteica: 0.00966 },
      retentionThreshold: 262_000,
    };
    expect(await publicConfig()).toMatchObject(expected);
    const full = AdminConfigSchema.parse(
      (await t.app.inject(json('GET', '/api/config', undefined, admin))).json(),
    );
    expect(full).toMatchObject(expected);

    expect((await put(lawTable())).statusCode).toBe(200);
    expect(await publicConfig()).toMatchObject({
      taxes: { retefuente: 0.025, reteica: 0 },
      retentionThreshold: 524_000,
    });
  });
});
