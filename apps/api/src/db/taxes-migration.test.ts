import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, migrationsBefore, type Fresh } from '../../test/migrations';
import { MIGRATIONS_DIR } from '../config/paths';

const REASON =
  'Migración 0013: las retenciones pasan a reglas con fecha de vigencia (Configuración › Impuestos).';
const CUSTOMER = '{"name":"Redes SAS","email":"compras@redes.co"}';

let db: Fresh;
const opened: Fresh[] = [];
let before0013: string;
let before0017: string;
let before0018: string;
let before0019: string;
beforeAll(() => {
  before0013 = migrationsBefore(13);
  before0017 = migrationsBefore(17);
  before0018 = migrationsBefore(18);
  before0019 = migrationsBefore(19);
});
afterAll(async () => {
  for (const d of opened) await d.close();
  for (const dir of [before0013, before0017, before0018, before0019])
    rmSync(dir, { recursive: true, force: true });
});

/** A new database at 0012, as `db`. */
async function at0012() {
  db = await emptyDatabase('mig0013');
  opened.push(db);
  await db.migrate(before0013);
}

/** The shop as 0012 knew it: old withholdings in the config, one buyer. */
async function oldShop(taxes: string, threshold: number) {
  await db.query(
    `insert into site_config (id, shop_name, icon, logo, theme, extra_percentage, taxes, retention_threshold,
       shop_nit, shop_address, shop_city, shop_phone, shop_email)
     values (1, 'Telecom Andina', '/i.png', '/l.png', '{}', '{}', $1, $2,
       '900123456-7', 'Cra 7 # 71-21', 'Bogotá D.C.', '6015550100', 'ventas@andina.co')
     on conflict (id) do update set taxes = excluded.taxes, retention_threshold = excluded.retention_threshold`,
    [taxes, threshold],
  );
  await db.query(
    `insert into users (id, email, password_hash, client_type, client_status, legal_person_type)
     values (1, 'compras@redes.co', 'x', 'DISTRIBUTOR', 'ACTIVE', true) on conflict do nothing`,
  );
}

const quote = (customId: string, validUntil: string) =>
  db.query(
    `insert into quotes (custom_id, user_id, subtotal, total_vat, rete_fuente, rete_ica, total, total_items, customer, valid_until)
     values ($1, 1, 1000000, 190000, 25000, 9660, 1155340, 1, $2, $3)`,
    [customId, CUSTOMER, validUntil],
  );

describe('migration 0013: documents of before the engine, and the old withholdings', () => {
  it('freezes the seller of old quotes and orders, expires open quotes and records the old withholdings', async () => {
    await at0012();
    await oldShop('{"reteica":0.00966,"retefuente":0.025}', 1_344_573);
    await quote('COT-2026-00001', '2999-01-01T00:00:00Z');
    await quote('COT-2026-00002', '2020-01-01T00:00:00Z');
    await db.query(
      `insert into orders (custom_id, user_id, pay_method, subtotal, total_vat, rete_fuente, rete_ica, total, total_items, customer)
       values ('ORD-2026-00001', 1, 'BANK_TRANSFER', 1000000, 190000, 25000, 9660, 1155340, 1, $1)`,
      [CUSTOMER],
    );

    await db.migrate(MIGRATIONS_DIR);

    const seller = {
      name: 'Telecom Andina',
      nit: '900123456-7',
      regime: 'RESPONSABLE_IVA',
      autorretenedor: false,
      granContribuyente: false,
      address: 'Cra 7 # 71-21',
      city: 'Bogotá D.C.',
      phone: '6015550100',
      email: 'ventas@andina.co',
    };
    const quotes = await db.query<{ custom_id: string; seller: unknown; expired: boolean }>(
      `select custom_id, seller, valid_until <= now() as expired, valid_until from quotes order by custom_id`,
    );
    expect(quotes.map((q) => q.seller)).toEqual([seller, seller]);
    expect(quotes.map((q) => q.expired)).toEqual([true, true]);
    const [expiredBefore] = await db.query<{ year: number }>(
      `select extract(year from valid_until)::int as year from quotes where custom_id = 'COT-2026-00002'`,
    );
    expect(expiredBefore?.year).toBe(2020); // an already expired quote keeps its date
    const orders = await db.query<{ seller: unknown }>(`select seller from orders`);
    expect(orders).toEqual([{ seller }]);

    // A later edit of the seller profile leaves the frozen documents alone.
    await db.query(
      `update site_config set shop_name = 'Otra tienda', seller_autorretenedor = true`,
    );
    const [stillFrozen] = await db.query<{ name: string; autorretenedor: boolean }>(
      `select seller->>'name' as name, (seller->>'autorretenedor')::boolean as autorretenedor from orders`,
    );
    expect(stillFrozen).toEqual({ name: 'Telecom Andina', autorretenedor: false });

    const audit = await db.query(
      `select actor_user_id, entity, entity_id, action, before, after, reason from audit_log`,
    );
    expect(audit).toEqual([
      {
        actor_user_id: null,
        entity: 'config',
        entity_id: '1',
        action: 'update',
        before: {
          'taxes.reteica': 0.00966,
          'taxes.retefuente': 0.025,
          retentionThreshold: 1_344_573,
        },
        after: null,
        reason: REASON,
      },
    ]);
  });

  it('writes no history when the old configuration withheld nothing', async () => {
    await at0012();
    await oldShop('{"reteica":0,"retefuente":0}', 0);
    await db.migrate(MIGRATIONS_DIR);
    expect(await db.query(`select * from audit_log`)).toEqual([]);
    const columns = await db.query(
      `select column_name from information_schema.columns
       where table_name = 'site_config' and column_name in ('taxes', 'retention_threshold')`,
    );
    expect(columns).toEqual([]);
  });
});

describe('migration 0017: the buyer tax profile, apart from the price list', () => {
  it('keeps every account of the Gobierno prices a public entity until staff say otherwise', async () => {
    db = await emptyDatabase('mig0013');
    opened.push(db);
    await db.migrate(before0017);
    await db.query(
      `insert into users (id, email, password_hash, client_type, client_status, legal_person_type) values
         (1, 'compras@alcaldia.gov.co', 'x', 'GOVERMENT', 'ACTIVE', true),
         (2, 'persona@correo.co', 'x', 'GOVERMENT', 'ACTIVE', false),
         (3, 'compras@redes.co', 'x', 'DISTRIBUTOR', 'ACTIVE', true),
         (4, 'final@correo.co', 'x', 'CLIENT_FINAL', 'ACTIVE', false)`,
    );

    await db.migrate(MIGRATIONS_DIR);

    const rows = await db.query(
      `select id, public_entity, iva_withholding_agent, regimen_simple, tax_profile_confirmed
       from users order by id`,
    );
    const row = (id: number, publicEntity: boolean) => ({
      id,
      public_entity: publicEntity,
      iva_withholding_agent: false,
      regimen_simple: false,
      // What the migration inferred waits for staff; nothing else does.
      tax_profile_confirmed: !publicEntity,
    });
    expect(rows).toEqual([row(1, true), row(2, true), row(3, false), row(4, false)]);
  });
});

describe('migration 0018: the fiscal identity, inferred from the person type', () => {
  it('gives companies a NIT with its DV and persons a C.C., touching no withholding', async () => {
    db = await emptyDatabase('mig0013');
    opened.push(db);
    await db.migrate(before0018);
    await db.query(
      `insert into municipalities (dane_code, region, department_dane_code, department, name, search_text)
       values ('11001', 'Centro Oriente', '11', 'BOGOTÁ, D.C.', 'BOGOTÁ, D.C.', 'bogota, d.c. bogota, d.c.')`,
    );
    await db.query(
      `insert into users (id, email, password_hash, client_type, client_status, legal_person_type,
         public_entity, gran_contribuyente, tax_profile_confirmed) values
         (1, 'compras@redes.co', 'x', 'DISTRIBUTOR', 'ACTIVE', true, false, true, true),
         (2, 'compras@alcaldia.gov.co', 'x', 'GOVERMENT', 'ACTIVE', true, true, false, false),
         (3, 'persona@correo.co', 'x', 'CLIENT_FINAL', 'ACTIVE', false, false, false, true),
         (4, 'raro@empresa.co', 'x', 'DISTRIBUTOR', 'ACTIVE', true, false, false, true),
         (5, 'sinperfil@empresa.co', 'x', 'DISTRIBUTOR', 'ACTIVE', true, false, false, true)`,
    );
    // 800197268-4 and 830080150-1 are DIAN's own examples (nit.test.ts); 4 has no numeric id.
    const ids: [number, string][] = [
      [1, '800197268'],
      [2, '830080150'],
      [3, '1020304050'],
      [4, 'NIT-EXTRANJERO'],
    ];
    for (const [id, number] of ids)
      await db.query(
        `insert into profiles (user_id, full_name, identification_number, contact_phone, billing_email,
           primary_address, municipality_dane_code, data_treatment_authorization, notification_authorization)
         values ($1, 'Nombre', $2, '3100000000', 'c@x.co', 'Calle 1', '11001', true, false)`,
        [id, number],
      );

    await db.migrate(MIGRATIONS_DIR);

    const rows = await db.query(
      `select id, identification_type, check_digit, iva_regime, income_tax_declarant,
         public_entity, gran_contribuyente, tax_profile_confirmed from users order by id`,
    );
    const row = (
      id: number,
      type: string,
      dv: number | null,
      flags: [publicEntity: boolean, gran: boolean, confirmed: boolean],
    ) => ({
      id,
      identification_type: type,
      check_digit: dv,
      iva_regime: null,
      income_tax_declarant: null,
      public_entity: flags[0],
      gran_contribuyente: flags[1],
      tax_profile_confirmed: flags[2],
    });
    expect(rows).toEqual([
      row(1, 'NIT', 4, [false, true, true]),
      row(2, 'NIT', 1, [true, false, false]),
      row(3, 'CC', null, [false, false, true]),
      row(4, 'NIT', null, [false, false, true]),
      row(5, 'NIT', null, [false, false, true]),
    ]);
    // New rows must name their ID type: the default was only for the accounts of before.
    await expect(
      db.query(
        `insert into users (email, password_hash, client_type, client_status, legal_person_type)
         values ('nuevo@x.co', 'x', 'CLIENT_FINAL', 'ACTIVE', false)`,
      ),
    ).rejects.toThrow();
  });
});

describe('migration 0019: where ICA is caused, and municipality changes staff approve', () => {
  /** A shop at 0018 in `city`, with its tax rules (or none yet) and Bogotá in DIVIPOLA. */
  async function shopAt0018(city: string, withRules: boolean) {
    db = await emptyDatabase('mig0013');
    opened.push(db);
    await db.migrate(before0019);
    await db.query(
      `insert into municipalities (dane_code, region, department_dane_code, department, name, search_text)
       values ('11001', 'Centro', '11', 'BOGOTÁ, D.C.', 'BOGOTÁ, D.C.', 'bogota d.c. bogota d.c.')`,
    );
    await db.query(
      `insert into site_config (id, shop_name, icon, logo, theme, extra_percentage, shop_city)
       values (1, 'Telecom Andina', '/i.png', '/l.png', '{}', '{}', $1)`,
      [city],
    );
    if (withRules)
      await db.query(`insert into tax_uvt (year, value, source) values (2026, 52374, 'Res. 238')`);
    await db.migrate(MIGRATIONS_DIR);
  }
  const establishment = async () =>
    (
      await db.query<{ code: string | null }>(
        `select shop_municipality_code as code from site_config`,
      )
    )[0]!.code;
  const placeRules = () =>
    db.query(`select valid_from::text, basis from tax_ica_place_rules order by valid_from`);

  it('keeps a Bogotá shop’s ReteICA: its establishment is Bogotá, ICA caused there', async () => {
    await shopAt0018('Bogotá D.C.', true);
    expect(await establishment()).toBe('11001');
    expect(await placeRules()).toEqual([
      { valid_from: '2017-01-01', basis: 'SELLER_ESTABLISHMENT' },
    ]);
  });

  it('leaves another city for staff to set, and a database without rules to the seed', async () => {
    await shopAt0018('Medellín', false);
    expect(await establishment()).toBeNull();
    expect(await placeRules()).toEqual([]);
  });
});
