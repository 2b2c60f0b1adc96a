import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES } from '@shop/shared';
import { auditLog, categories } from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { createBrand, createCategory, createProducts } from '../../../test/catalogue-factories';
import { createStaff, login } from '../../../test/factories';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await login(t.app, await createStaff(t.app.db, ['ADMIN_TAGS'])));
});
afterAll(() => t?.close());

const create = (body: unknown) => t.app.inject(json('POST', '/api/category', body, admin));
const rename = (id: number, body: unknown, as = admin) =>
  t.app.inject(json('PATCH', `/api/category/${id}`, body, as));
const remove = (id: number) =>
  t.app.inject(json('DELETE', `/api/category/${id}`, undefined, admin));
const auditOf = (id: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'category'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

describe('POST /api/category', () => {
  it('creates a level-1 category and a level-2 one under it, each audited', async () => {
    const parent = await create({
      name: '  Redes inalámbricas ',
      level: 1,
      parentCategoryId: null,
    });
    expect(parent.statusCode).toBe(201);
    expect(parent.json()).toMatchObject({
      name: 'Redes inalámbricas',
      level: 1,
      parentCategoryId: null,
    });
    const child = await create({ name: 'Antenas', level: 2, parentCategoryId: parent.json().id });
    expect(child.statusCode).toBe(201);
    expect(child.json()).toMatchObject({ level: 2, parentCategoryId: parent.json().id });

    const [entry] = await auditOf(child.json().id);
    expect(entry).toMatchObject({
      action: 'create',
      before: null,
      after: { name: 'Antenas', level: 2, parentCategoryId: parent.json().id },
    });
    const list = await t.app.inject(json('GET', '/api/category/admin', undefined, admin));
    expect(list.json()).toContainEqual({
      id: child.json().id,
      name: 'Antenas',
      level: 2,
      parentCategoryId: parent.json().id,
      parentName: 'Redes inalámbricas',
      products: 0,
      subcategories: 0,
    });
  });

  it.each([
    ['no name', { level: 1 }, 'name', CATEGORY_MESSAGES.nameRequired],
    ['a blank name', { name: '   ', level: 1 }, 'name', CATEGORY_MESSAGES.nameRequired],
    ['a control character', { name: 'Cables\u0000', level: 1 }, 'name', 'caracteres de control'],
    ['a long name', { name: 'x'.repeat(81), level: 1 }, 'name', '80 caracteres'],
    ['level 3', { name: 'Tres', level: 3 }, 'level', CATEGORY_MESSAGES.level],
    [
      'level 2 without a parent',
      { name: 'Sin padre', level: 2 },
      'parentCategoryId',
      CATEGORY_MESSAGES.parentRequired,
    ],
    [
      'level 1 with a parent',
      { name: 'Con padre', level: 1, parentCategoryId: 1 },
      'parentCategoryId',
      CATEGORY_MESSAGES.parentForbidden,
    ],
  ])('refuses %s with its message', async (_what, body, path, message) => {
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message: expect.stringContaining(message) });
  });

  it('refuses a parent that does not exist or is itself level 2', async () => {
    const energia = await createCategory(t.app.db, 'Energía');
    const ups = await createCategory(t.app.db, 'UPS', energia.id);
    for (const parentCategoryId of [ups.id, 999_999]) {
      const res = await create({ name: 'Nieta', level: 2, parentCategoryId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: CATEGORY_MESSAGES.parentInvalid,
        issues: [{ path: 'parentCategoryId', message: CATEGORY_MESSAGES.parentInvalid }],
      });
    }
  });

  it('refuses a name already used under the same parent, whatever its case, and allows it elsewhere', async () => {
    const a = await createCategory(t.app.db, 'Cableado');
    const b = await createCategory(t.app.db, 'Fibra óptica');
    await createCategory(t.app.db, 'Patch cords', a.id);

    const level1 = await create({ name: 'CABLEADO', level: 1 });
    expect(level1.statusCode).toBe(409);
    expect(level1.json()).toMatchObject({
      code: 'CATEGORY_NAME_TAKEN',
      message: CATEGORY_MESSAGES.nameTaken,
    });
    const level2 = await create({ name: 'patch cords', level: 2, parentCategoryId: a.id });
    expect(level2.statusCode).toBe(409);
    expect(
      (await create({ name: 'Patch cords', level: 2, parentCategoryId: b.id })).statusCode,
    ).toBe(201);
  });
});

describe('PATCH /api/category/{id}', () => {
  const searched = async (term: string) =>
    (await t.app.inject({ url: `/api/products?searchTerm=${encodeURIComponent(term)}` }))
      .json()
      .products.map((p: { name: string }) => p.name);

  it('renames a category, audits it, and its products are found by the new name only', async () => {
    const brand = await createBrand(t.app.db, 'Mikrotik');
    const vieja = await createCategory(t.app.db, 'Enrutadores');
    const sub = await createCategory(t.app.db, 'Núcleo', vieja.id);
    await createProducts(t.app.db, [
      { name: 'Equipo Uno', model: 'EQ1', brandId: brand.id, categoryId: vieja.id },
      {
        name: 'Equipo Dos',
        model: 'EQ2',
        brandId: brand.id,
        categoryId: vieja.id,
        subcategoryId: sub.id,
      },
    ]);
    expect((await searched('enrutadores')).sort()).toEqual(['Equipo Dos', 'Equipo Uno']);

    const res = await rename(vieja.id, { name: '  Routers empresariales ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: vieja.id, name: 'Routers empresariales', level: 1 });
    expect((await searched('routers empresariales')).sort()).toEqual(['Equipo Dos', 'Equipo Uno']);
    expect(await searched('enrutadores')).toEqual([]);

    expect((await rename(sub.id, { name: 'Borde' })).json()).toMatchObject({
      level: 2,
      parentCategoryId: vieja.id,
    });
    expect(await searched('borde')).toEqual(['Equipo Dos']);
    expect(await searched('nucleo')).toEqual([]);

    const entries = await auditOf(vieja.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'update',
      before: { name: 'Enrutadores' },
      after: { name: 'Routers empresariales' },
    });
  });

  it('refuses a name taken under the same parent whatever its case, and allows a case change', async () => {
    const padre = await createCategory(t.app.db, 'Telefonía');
    const otro = await createCategory(t.app.db, 'Audio');
    await createCategory(t.app.db, 'Teléfonos IP', padre.id);
    const diademas = await createCategory(t.app.db, 'Diademas', padre.id);

    const taken = await rename(diademas.id, { name: 'TELÉFONOS IP' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'CATEGORY_NAME_TAKEN',
      message: CATEGORY_MESSAGES.nameTaken,
    });
    expect((await rename(otro.id, { name: 'telefonía' })).statusCode).toBe(409);
    expect((await rename(diademas.id, { name: 'DIADEMAS' })).json().name).toBe('DIADEMAS');
  });

  it('refuses an empty name with its Spanish message, a missing category and an outsider', async () => {
    const cat = await createCategory(t.app.db, 'Renombrable');
    const empty = await rename(cat.id, { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toContainEqual({
      path: 'name',
      message: CATEGORY_MESSAGES.nameRequired,
    });
    expect((await rename(999_999, { name: 'Nada' })).statusCode).toBe(404);

    const outsider = bearer(await login(t.app, await createStaff(t.app.db, ['ADMIN_BRANDS'])));
    const forbidden = await rename(cat.id, { name: 'Intrusa' }, outsider);
    expect(forbidden.statusCode).toBe(403);
    const [row] = await t.app.db.select().from(categories).where(eq(categories.id, cat.id));
    expect(row!.name).toBe('Renombrable');
  });
});

describe('DELETE /api/category/{id}', () => {
  it('refuses while products use it as category or subcategory, saying how many', async () => {
    const brand = await createBrand(t.app.db, 'Ubiquiti');
    const redes = await createCategory(t.app.db, 'Redes');
    const routers = await createCategory(t.app.db, 'Routers', redes.id);
    await createProducts(t.app.db, [
      {
        name: 'Router A',
        model: 'A',
        brandId: brand.id,
        categoryId: redes.id,
        subcategoryId: routers.id,
      },
      {
        name: 'Router B',
        model: 'B',
        brandId: brand.id,
        categoryId: redes.id,
        subcategoryId: routers.id,
      },
    ]);

    const sub = await remove(routers.id);
    expect(sub.statusCode).toBe(409);
    expect(sub.json()).toMatchObject({
      code: 'CATEGORY_IN_USE',
      message: CATEGORY_MESSAGES.hasProducts(2),
    });
    expect(sub.json().message).toContain('tiene 2 productos');
    const top = await remove(redes.id);
    expect(top.json().message).toBe(CATEGORY_MESSAGES.hasProducts(2));
    expect(await auditOf(routers.id)).toEqual([]);
  });

  it('refuses a level-1 category while it has subcategories', async () => {
    const seguridad = await createCategory(t.app.db, 'Seguridad');
    await createCategory(t.app.db, 'Cámaras', seguridad.id);
    await createCategory(t.app.db, 'Grabadores', seguridad.id);
    const res = await remove(seguridad.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(CATEGORY_MESSAGES.hasChildren(2));
    expect(res.json().message).toContain('tiene 2 subcategorías');
  });

  it('deletes an unused category and records who deleted it', async () => {
    const libre = await createCategory(t.app.db, 'Libre');
    const res = await remove(libre.id);
    expect(res.statusCode).toBe(204);
    expect(await t.app.db.select().from(categories).where(eq(categories.id, libre.id))).toEqual([]);
    const [entry] = await auditOf(libre.id);
    expect(entry).toMatchObject({
      action: 'delete',
      after: null,
      before: { name: 'Libre', level: 1 },
    });
    const trail = await t.app.inject(
      json('GET', `/api/category/${libre.id}/audit`, undefined, admin),
    );
    expect(trail.json().entries).toHaveLength(1);
  });

  it('answers 404 for a category that does not exist', async () => {
    const res = await remove(999_999);
    expect(res.statusCode).toBe(404);
  });
});
