import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminConfigSchema,
  formatNit,
  SellerProfilePatchSchema,
  sellerStandingLine,
} from '@shop/shared';
import { connectPglite } from '../../db/client';
import { seedDatabase } from '../../seed';
import { DEMO_SHOP_CONFIG } from '../../seed/demo-config';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { quietLog } from '../../../test/database-url';
import { createStaff, login } from '../../../test/factories';
import { sellerProfileOf } from './service';
import { createConfigRepository } from './repository';

let t: TestApp;
let admin: Record<string, string>;

const patch = (configData: unknown) =>
  t.app.inject(json('PATCH', '/api/config', { id: 1, configData }, admin));
const fullConfig = async () =>
  AdminConfigSchema.parse(
    (await t.app.inject(json('GET', '/api/config', undefined, admin))).json(),
  );

beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await login(t.app, await createStaff(t.app.db, ['ADMIN_CONFIG'])));
});
afterAll(() => t?.close());

describe('PATCH /api/config configData.seller', () => {
  it('starts as a responsable de IVA without NIT, and quotes valid 15 days', async () => {
    const config = await fullConfig();
    expect(config.seller).toMatchObject({
      nit: '',
      regime: 'RESPONSABLE_IVA',
      autorretenedor: false,
      granContribuyente: false,
    });
    expect(config.quoteValidityDays).toBe(15);
  });

  it('stores the NIT without its check digit, with the rest of the seller profile', async () => {
    const res = await patch({
      shopName: 'Andina Telecom S.A.S.',
      seller: {
        nit: '900.544.472-2',
        regime: 'RESPONSABLE_IVA',
        autorretenedor: true,
        granContribuyente: true,
        address: 'Calle 26 # 68-35',
        city: 'Bogotá, D.C.',
        municipalityCode: '11001',
        phone: '601 555 0101',
        email: 'Facturacion@Andina.co',
      },
    });
    expect(res.statusCode).toBe(200);
    const seller = AdminConfigSchema.parse(res.json()).seller;
    expect(seller).toEqual({
      name: 'Andina Telecom S.A.S.',
      nit: '900544472',
      regime: 'RESPONSABLE_IVA',
      autorretenedor: true,
      granContribuyente: true,
      address: 'Calle 26 # 68-35',
      city: 'Bogotá, D.C.',
      municipalityCode: '11001',
      phone: '601 555 0101',
      email: 'facturacion@andina.co',
    });
    expect(formatNit(seller.nit)).toBe('900.544.472-2');
    expect((await fullConfig()).seller).toEqual(seller);
    // Only what is sent changes.
    const regime = await patch({ seller: { regime: 'NO_RESPONSABLE_IVA' } });
    expect(regime.json().seller).toEqual({ ...seller, regime: 'NO_RESPONSABLE_IVA' });
  });

  it('refuses an establishment municipality DIVIPOLA does not list, and clears it with null', async () => {
    const res = await patch({ seller: { municipalityCode: '99999' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([
      {
        path: 'configData.seller.municipalityCode',
        message: 'Seleccione el municipio del establecimiento de la lista.',
      },
    ]);
    const cleared = await patch({ seller: { municipalityCode: null } });
    expect(cleared.json().seller.municipalityCode).toBeNull();
    expect((await patch({ seller: { municipalityCode: '11001' } })).statusCode).toBe(200);
  });

  it('accepts an older NIT of 8 digits', async () => {
    const res = await patch({ seller: { nit: '12.345.678-8' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().seller.nit).toBe('12345678');
    expect((await patch({ seller: { nit: '900.544.472-2' } })).statusCode).toBe(200);
  });

  it('records the seller fields it changed in the audit log', async () => {
    await patch({ seller: { autorretenedor: false, phone: '601 555 0101' } });
    await patch({ seller: { autorretenedor: true, phone: '601 555 0101' } });
    const [entry] = (
      await t.app.inject(json('GET', '/api/config/audit?limit=1', undefined, admin))
    ).json().entries;
    expect(entry).toMatchObject({
      entity: 'config',
      before: { 'seller.autorretenedor': false },
      after: { 'seller.autorretenedor': true },
    });
    expect(Object.keys(entry.after)).toEqual(['seller.autorretenedor']);
  });

  it.each([
    ['900.544.472-3', 'El dígito de verificación no corresponde al NIT.'],
    ['900544472', 'Escriba el NIT con su dígito de verificación, por ejemplo 900.544.472-2.'],
    // Check digits that match, on bases no NIT has: 7 digits, all zeros.
    ['1.234.567-2', 'Escriba el NIT completo de la tienda, con su dígito de verificación.'],
    ['000.000.000-0', 'Escriba el NIT completo de la tienda, con su dígito de verificación.'],
  ])('refuses the NIT %s naming the field, and saves nothing', async (nit, message) => {
    const before = await fullConfig();
    const res = await patch({ seller: { nit, city: 'Medellín' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message,
      issues: [{ path: 'configData.seller.nit', message }],
    });
    expect(await fullConfig()).toEqual(before);
  });

  it.each([
    [{ regime: 'SIMPLIFICADO' }, 'Seleccione si la tienda es responsable de IVA.'],
    [{ email: 'no-es-correo' }, 'El correo de la tienda no es válido.'],
    [{ name: 'Otra' }, undefined],
  ])('refuses the seller %j with a 400', async (seller, message) => {
    const res = await patch({ seller });
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toBe(message);
  });

  it.each([1, 365])('takes a quote validity of %i days', async (days) => {
    expect((await patch({ quoteValidityDays: days })).json().quoteValidityDays).toBe(days);
  });
});

describe('the demo seller', () => {
  it('seeds a NIT whose check digit the seller form accepts, responsable de IVA', async () => {
    const database = connectPglite();
    try {
      await database.migrate();
      await seedDatabase(database.db, { log: quietLog, demo: true });
      const row = await createConfigRepository(database.db).get();
      const seller = sellerProfileOf(row!);
      expect(seller).toMatchObject({
        nit: DEMO_SHOP_CONFIG.shopNit,
        regime: 'RESPONSABLE_IVA',
        autorretenedor: false,
        granContribuyente: false,
      });
      expect(formatNit(seller.nit)).toBe('901.234.567-7');
      expect(SellerProfilePatchSchema.parse({ nit: formatNit(seller.nit) }).nit).toBe('901234567');
      expect(sellerStandingLine(seller)).toBe('Responsable de IVA · No autorretenedor');
    } finally {
      await database.close();
    }
  });
});
