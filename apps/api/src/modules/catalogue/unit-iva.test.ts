import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IvaClass, ProductDetail, ProductListResponse, Wishlist } from '@shop/shared';
import { products, siteConfig } from '../../db/schema';
import { bearer, buildTestApp, type TestApp } from '../../../test/app';
import { createBrand, createCategory, createProducts } from '../../../test/catalogue-factories';
import { createUser, login } from '../../../test/factories';

/**
 * A signed-in customer sees the IVA its own price carries today (docs/taxes.md): a laptop under
 * the art. 424 cap reads 0 with its reason, not the class's nominal 19 %; an anonymous visitor,
 * who has no price, gets no IVA figure either.
 */
let t: TestApp;
const id: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  // CLIENT_FINAL pays 20 % over the base: 2.000.000 → 2.400.000 (under the 2026 cap), 2.300.000 → 2.760.000 (above).
  await db
    .update(siteConfig)
    .set({
      extraPercentage: {
        CLIENT_FINAL: 0.2,
        DISTRIBUTOR: 0,
        SOLUTION_INTEGRATOR: 0,
        GOVERMENT: 0,
        TECHNICAL: 0,
      },
    })
    .where(eq(siteConfig.id, 1));
  const brand = await createBrand(db, 'Lenovo');
  const cat = await createCategory(db, 'Portátiles');
  const product = (model: string, price: number, ivaClass: IvaClass) => ({
    name: `Portátil ${model}`,
    model,
    brandId: brand.id,
    categoryId: cat.id,
    price,
    stock: 10,
    ivaClass,
  });
  await createProducts(db, [
    product('UNDER', 2_000_000, 'COMPUTER'),
    product('ABOVE', 2_300_000, 'COMPUTER'),
    product('ROUTER', 2_000_000, 'GENERAL'),
  ]);
  for (const p of await db.select().from(products)) id[p.model] = p.id;
}, 60_000);
afterAll(() => t?.close());

const finalCustomer = async () =>
  login(t.app, await createUser(t.app.db, { clientType: 'CLIENT_FINAL', legalPersonType: false }));

const detail = async (model: string, token?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/products/${id[model]}`,
    headers: token ? bearer(token) : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProductDetail;
};

describe('the IVA of a priced unit', () => {
  it('is 0 with the art. 424 reason for a laptop whose customer price is within the cap', async () => {
    const product = await detail('UNDER', await finalCustomer());
    expect(product.price).toBe(2_400_000);
    expect(product.vat).toBe(0.19);
    expect(product.iva?.rate).toBe(0);
    expect(product.iva?.reason).toMatch(/^Excluido: computador personal de hasta 50 UVT/);
  });

  it('is 19 % for the same class above the cap, and for a router', async () => {
    const token = await finalCustomer();
    const above = await detail('ABOVE', token);
    expect(above.iva?.rate).toBe(0.19);
    expect(above.iva?.reason).toMatch(/supera el tope de exclusión/);
    expect((await detail('ROUTER', token)).iva).toEqual({ rate: 0.19, reason: null });
  });

  it('comes with every priced card of a listing, and never without a price', async () => {
    const token = await finalCustomer();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/products?offset=0&limit=20',
      headers: bearer(token),
    });
    const cards = (res.json() as ProductListResponse).products;
    expect(cards.find((c) => c.model === 'UNDER')?.iva?.rate).toBe(0);
    expect(cards.find((c) => c.model === 'ABOVE')?.iva?.rate).toBe(0.19);

    const anonymous = await detail('UNDER');
    expect(anonymous.price).toBeUndefined();
    expect(anonymous).not.toHaveProperty('iva');
  });

  it('is in the wishlist too', async () => {
    const token = await finalCustomer();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/wishlists/add/${id.UNDER}`,
      headers: bearer(token),
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/wishlists',
      headers: bearer(token),
    });
    const [item] = (res.json() as Wishlist).products;
    expect(item?.iva.rate).toBe(0);
  });
});
