import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_MESSAGES } from '@shop/shared';
import { auditLog, brands, products } from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { createBrand, createCategory, createProducts } from '../../../test/catalogue-factories';
import { createStaff, login } from '../../../test/factories';

let t: TestApp;
let admin: Record<string, string>;
let categoryId: number;
beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await login(t.app, await createStaff(t.app.db, ['ADMIN_BRANDS'])));
  categoryId = (await createCategory(t.app.db, 'Redes')).id;
});
afterAll(() => t?.close());

const create = (body: unknown) => t.app.inject(json('POST', '/api/brand', body, admin));
const patch = (id: number, body: unknown) =>
  t.app.inject(json('PATCH', `/api/brand/${id}`, body, admin));
const remove = (id: number) => t.app.inject(json('DELETE', `/api/brand/${id}`, undefined, admin));
const auditOf = (id: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'brand'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

describe('POST /api/brand', () => {
  it.each(['TP Link', 'Ñandú Telecomunicaciones', 'Cámaras Andinas 3000', 'Übertragung'])(
    'accepts %s (letters with accents and ñ, digits, spaces)',
    async (name) => {
      const res = await create({ name });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ name, title: '', description: '', logo: null });
    },
  );

  it.each(['TP-Link', 'Acme!', 'Marca <b>', 'A&B', 'mi_marca'])(
    'refuses %s with the spec message',
    async (name) => {
      const res = await create({ name });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: BRAND_MESSAGES.symbols,
        issues: [{ path: 'name', message: BRAND_MESSAGES.symbols }],
      });
    },
  );

  it('refuses an empty name', async () => {
    const res = await create({ name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'name', message: BRAND_MESSAGES.nameRequired }]);
  });

  it('refuses a duplicate name whatever its case (409) and records the creation', async () => {
    const first = await create({ name: 'Mikrotik', title: 'Mikrotik en Colombia' });
    expect(first.statusCode).toBe(201);
    const again = await create({ name: 'MIKROTIK' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'BRAND_NAME_TAKEN',
      message: BRAND_MESSAGES.nameTaken,
    });
    const [entry] = await auditOf(first.json().id);
    expect(entry).toMatchObject({
      action: 'create',
      before: null,
      after: { name: 'Mikrotik', title: 'Mikrotik en Colombia' },
    });
  });

  it('refuses a logo that is neither an uploaded image nor https', async () => {
    for (const logo of ['http://example.com/a.png', 'javascript:alert(1)', '/api/files/rut/x']) {
      const res = await create({ name: `Logo ${logo.length}`, logo });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'logo', message: BRAND_MESSAGES.logo }]);
    }
  });
});

describe('PATCH /api/brand/{id}', () => {
  it('changes title, description (sanitized) and logo, audits the change, and the brand page shows them', async () => {
    const brand = await createBrand(t.app.db, 'Dahua');
    const res = await patch(brand.id, {
      title: 'Dahua Technology',
      description:
        '<p onclick="steal()">Videovigilancia <strong>IP</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
      logo: '/api/files/product/dahua.png',
    });
    expect(res.statusCode).toBe(200);
    const description = res.json().description as string;
    expect(description).toContain('<strong>IP</strong>');
    expect(description).not.toMatch(/script|onerror|onclick|alert/);

    const page = await t.app.inject({ method: 'GET', url: `/api/brand/${brand.id}` });
    expect(page.json()).toMatchObject({
      title: 'Dahua Technology',
      description,
      logo: '/api/files/product/dahua.png',
    });
    const [entry] = await auditOf(brand.id);
    expect(entry).toMatchObject({
      action: 'update',
      before: { title: 'Dahua en Colombia', description: '', logo: null },
      after: { title: 'Dahua Technology', description, logo: '/api/files/product/dahua.png' },
    });
    const trail = await t.app.inject(json('GET', `/api/brand/${brand.id}/audit`, undefined, admin));
    expect(trail.json().entries).toHaveLength(1);
  });

  it('renames a brand and its products are found by the new name', async () => {
    const brand = await createBrand(t.app.db, 'Viejo Nombre');
    await createProducts(t.app.db, [
      { name: 'Switch X', model: 'SWX', brandId: brand.id, categoryId },
    ]);
    expect((await patch(brand.id, { name: 'Nuevo Nombre' })).json().name).toBe('Nuevo Nombre');
    const [product] = await t.app.db.select().from(products).where(eq(products.brandId, brand.id));
    expect(product!.searchText).toContain('nuevo nombre');
    expect(product!.searchText).not.toContain('viejo');
  });

  it('refuses a name another brand has, an empty change and a missing brand', async () => {
    await createBrand(t.app.db, 'Grandstream');
    const other = await createBrand(t.app.db, 'Yealink');
    expect((await patch(other.id, { name: 'grandstream' })).statusCode).toBe(409);
    expect((await patch(other.id, { name: 'YEALINK' })).statusCode).toBe(200);
    const empty = await patch(other.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(BRAND_MESSAGES.unchanged);
    expect((await patch(999_999, { title: 'x' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/brand/{id}', () => {
  it('refuses while products use it, with the count, and deletes it once they are gone', async () => {
    const brand = await createBrand(t.app.db, 'Cisco');
    await createProducts(t.app.db, [
      { name: 'Router 1', model: 'R1', brandId: brand.id, categoryId },
      { name: 'Router 2', model: 'R2', brandId: brand.id, categoryId },
      { name: 'Router 3', model: 'R3', brandId: brand.id, categoryId },
    ]);
    const list = await t.app.inject(json('GET', '/api/brand/admin', undefined, admin));
    expect(list.json()).toContainEqual(expect.objectContaining({ name: 'Cisco', products: 3 }));

    const refused = await remove(brand.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'BRAND_IN_USE',
      message: BRAND_MESSAGES.inUse(3),
    });
    expect(refused.json().message).toContain('tiene 3 productos');

    await t.app.db.delete(products).where(eq(products.brandId, brand.id));
    expect((await remove(brand.id)).statusCode).toBe(204);
    expect(await t.app.db.select().from(brands).where(eq(brands.id, brand.id))).toEqual([]);
    const entries = await auditOf(brand.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'delete',
      after: null,
      before: { name: 'Cisco' },
    });
  });

  it('answers 404 for a brand that does not exist', async () => {
    expect((await remove(999_999)).statusCode).toBe(404);
  });
});
