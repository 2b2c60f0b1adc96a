import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '@shop/shared';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { companyShop, type CompanyShop } from '../../../test/company-fixtures';
import { pdfText } from '../../../test/factories';

let t: TestApp;
let shop: CompanyShop;
beforeAll(async () => {
  t = await buildTestApp({ limits: { login: { perIp: 1000, perEmail: 1000 } } });
  shop = await companyShop(t);
});
afterAll(() => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  body?: unknown,
) => t.app.inject(json(method, url, body, bearer(token)));

const north = {
  siteName: 'Sede Norte',
  address: 'Carrera 51B # 82-254, Bodega 3',
  location: { municipalityDaneCode: '08001', name: 'Barranquilla' },
  contactName: 'Julián Pérez',
  contactPhone: '3157778899',
};

describe('company delivery addresses', () => {
  it('lets the administrator keep several; every member reads them, only he writes', async () => {
    const admin = await shop.company();
    const buyer = await shop.member(admin, 'COMPRADOR');
    const created = await call('POST', '/api/company/addresses', admin.token, north);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      siteName: 'Sede Norte',
      municipalityDaneCode: '08001',
      city: 'Barranquilla, Atlántico',
    });
    const listed = (await call('GET', '/api/company/addresses', buyer.token)).json().addresses;
    // The registered address comes first, as the company's 'Principal'.
    expect(listed.map((a: { siteName: string }) => a.siteName)).toEqual([
      'Principal',
      'Sede Norte',
    ]);

    const refused = await call('POST', '/api/company/addresses', buyer.token, north);
    expect(refused.statusCode).toBe(403);
    const bad = await call('POST', '/api/company/addresses', admin.token, {
      ...north,
      location: { municipalityDaneCode: '99999' },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Seleccione una ciudad de la lista.');
  });

  it('copies the picked address onto the order, its page and PDF; later edits do not move it', async () => {
    const admin = await shop.company();
    const buyer = await shop.member(admin, 'COMPRADOR');
    const address = (await call('POST', '/api/company/addresses', admin.token, north)).json();
    await shop.fill(buyer, [['U6-LR', 1]]);
    const placed = await call('POST', '/api/order', buyer.token, {
      payMethod: 'BANK_TRANSFER',
      deliveryAddressId: address.id,
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().deliveryAddress).toMatchObject({
      siteName: 'Sede Norte',
      address: 'Carrera 51B # 82-254, Bodega 3',
      city: 'Barranquilla, Atlántico',
      contactName: 'Julián Pérez',
    });
    await call('PUT', `/api/company/addresses/${address.id}`, admin.token, {
      ...north,
      address: 'Calle 30 # 1-1',
    });
    await call('DELETE', `/api/company/addresses/${address.id}`, admin.token);
    const detail = (await call('GET', `/api/orders/${placed.json().id}`, admin.token)).json();
    expect(detail.deliveryAddress.address).toBe('Carrera 51B # 82-254, Bodega 3');
    const pdf = await call('GET', `/api/order/${placed.json().id}`, admin.token);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Entregar en');
    expect(text).toContain('Sede Norte');
    expect(text).toContain('82-254');
    // The contact on the document is the buyer who placed it, not the company's first login.
    expect(text).toContain(detail.createdBy);
    // Archived: no new order picks it.
    await shop.fill(buyer, [['U6-LR', 1]]);
    const again = await call('POST', '/api/order', buyer.token, {
      payMethod: 'BANK_TRANSFER',
      deliveryAddressId: address.id,
    });
    expect(again.statusCode).toBe(400);
    expect(JSON.stringify(again.json())).toContain(ADDRESS_MESSAGES.notYours);
  });

  it('refuses another company’s address, and any address to a natural person', async () => {
    const a = await shop.company();
    const b = await shop.company();
    const aAddress = (await call('POST', '/api/company/addresses', a.token, north)).json();
    const person = await shop.person();
    for (const who of [b, person]) {
      await shop.fill(who, [['U6-LR', 1]]);
      const res = await call('POST', '/api/order', who.token, {
        payMethod: 'BANK_TRANSFER',
        deliveryAddressId: aAddress.id,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0]).toMatchObject({
        path: 'deliveryAddressId',
        message: ADDRESS_MESSAGES.notYours,
      });
    }
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await call(method, `/api/company/addresses/${aAddress.id}`, b.token, north);
      expect(res.statusCode).toBe(404);
    }
    expect((await call('GET', '/api/company/addresses', person.token)).statusCode).toBe(403);
  });
});
