import * as XLSX from '@e965/xlsx';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, type Permission } from '@shop/shared';
import { COLOMBIAN_TAX_RULES } from '@shop/shared';
import { contentSections, infoPages, products, roles, rutFiles, users } from '../src/db/schema';
import { bearer, buildTestApp, json, type TestApp } from './app';
import { createBrand, createCategory, createProducts } from './catalogue-factories';
import { insertOrder, insertQuote } from './document-factories';
import { createStaff, createUser, login, multipart, pdfBytes } from './factories';
import { PNG_IMAGE } from './image-fixtures';
import { routeTable } from './route-table';
import { startSmtpRecorder, type SmtpRecorder } from './smtp';

/**
 * The authorization matrix of the dashboard (DESIGN.md, Dashboard), generated from the route
 * table: /api/docs/json names the permissions each route's requirePermission hook asks for
 * (`x-permissions`). Every route asking for an ADMIN_* permission is called anonymous (401), as a
 * plain customer (403; 404 where the route also serves customers their own record, since someone
 * else's does not exist for them), as staff holding every other ADMIN_* permission (403) and as
 * staff holding only its permission (the answer below). A guarded route missing here, or a route
 * whose guard the table cannot see, fails the suite.
 */

const ADMIN = PERMISSIONS.filter((p) => p.startsWith('ADMIN_'));

/** The records the calls act on, all someone else's for the customer making them. */
interface Records {
  client: number;
  rut: string;
  roleToEdit: number;
  roleToDelete: number;
  quote: number;
  order: number;
  categoryToDelete: number;
  brandToEdit: number;
  brandToDelete: number;
  contentToEdit: number;
  contentToDelete: number;
  productToEdit: number;
  productToDelete: number;
  brand: number;
  category: number;
}

interface Call {
  url: string;
  payload?: unknown;
  /** The answer to staff holding the route's permission. */
  ok: number;
  /** Another ADMIN_* permission the route also opens to (client admins read the roles they assign). */
  alsoFor?: Permission;
  /** Headers of a body that is not JSON (a multipart upload). */
  headers?: Record<string, string>;
}

/** By the permission spec §6 gives each screen: the route table must ask for exactly that one. */
const MATRIX: Partial<Record<Permission, Record<string, (r: Records) => Call>>> = {
  ADMIN_CLIENTS: {
    'GET /api/auth': () => ({ url: '/api/auth?limit=1', ok: 200 }),
    'GET /api/auth/{id}': (r) => ({ url: `/api/auth/${r.client}`, ok: 200 }),
    'GET /api/auth/{id}/audit': (r) => ({ url: `/api/auth/${r.client}/audit`, ok: 200 }),
    'PATCH /api/auth/update/{id}': (r) => ({
      url: `/api/auth/update/${r.client}`,
      payload: { clientStatus: 'ACTIVE', comments: 'RUT verificado' },
      ok: 200,
    }),
    'POST /api/auth/{id}/type-request': (r) => ({
      url: `/api/auth/${r.client}/type-request`,
      payload: { approve: false, comments: 'Falta el soporte' },
      ok: 200,
    }),
    'GET /api/files/rut/{uuid}': (r) => ({ url: `/api/files/rut/${r.rut}`, ok: 200 }),
  },
  ADMIN_ROLES: {
    'GET /api/roles': () => ({ url: '/api/roles', ok: 200, alsoFor: 'ADMIN_CLIENTS' }),
    'GET /api/roles/{id}/audit': (r) => ({ url: `/api/roles/${r.roleToEdit}/audit`, ok: 200 }),
    'POST /api/roles': () => ({
      url: '/api/roles',
      payload: { name: 'Matriz', permissions: ['ADMIN_STOCK'] },
      ok: 201,
    }),
    'PATCH /api/roles/{id}': (r) => ({
      url: `/api/roles/${r.roleToEdit}`,
      payload: { description: 'Cambiada' },
      ok: 200,
    }),
    'DELETE /api/roles/{id}': (r) => ({ url: `/api/roles/${r.roleToDelete}`, ok: 204 }),
  },
  ADMIN_ORDERS: {
    'GET /api/history': () => ({ url: '/api/history', ok: 200 }),
    'GET /api/quote/{id}': (r) => ({ url: `/api/quote/${r.quote}`, ok: 200 }),
    'GET /api/order/{id}': (r) => ({ url: `/api/order/${r.order}`, ok: 200 }),
    'GET /api/order/{id}/audit': (r) => ({ url: `/api/order/${r.order}/audit`, ok: 200 }),
    'PATCH /api/order/{id}': (r) => ({
      url: `/api/order/${r.order}`,
      payload: { status: 'SENT' },
      ok: 200,
    }),
  },
  ADMIN_TAGS: {
    'GET /api/category/admin': () => ({ url: '/api/category/admin', ok: 200 }),
    'POST /api/category': () => ({
      url: '/api/category',
      payload: { name: 'Matriz', level: 1 },
      ok: 201,
    }),
    'DELETE /api/category/{id}': (r) => ({ url: `/api/category/${r.categoryToDelete}`, ok: 204 }),
    'GET /api/category/{id}/audit': (r) => ({
      url: `/api/category/${r.categoryToDelete}/audit`,
      ok: 200,
    }),
  },
  ADMIN_BRANDS: {
    'GET /api/brand/admin': () => ({ url: '/api/brand/admin', ok: 200 }),
    'POST /api/brand': () => ({ url: '/api/brand', payload: { name: 'Matriz' }, ok: 201 }),
    'PATCH /api/brand/{id}': (r) => ({
      url: `/api/brand/${r.brandToEdit}`,
      payload: { title: 'Cambiado' },
      ok: 200,
    }),
    'DELETE /api/brand/{id}': (r) => ({ url: `/api/brand/${r.brandToDelete}`, ok: 204 }),
    'GET /api/brand/{id}/audit': (r) => ({ url: `/api/brand/${r.brandToEdit}/audit`, ok: 200 }),
  },
  ADMIN_CONTENTS: {
    'POST /api/contents': () => ({
      url: '/api/contents',
      payload: {
        name: 'Matriz nueva',
        content: [{ name: 'G', isHighlighted: false, contents: [] }],
      },
      ok: 201,
    }),
    'PATCH /api/contents/{id}': (r) => ({
      url: `/api/contents/${r.contentToEdit}`,
      payload: { name: 'Matriz cambiada' },
      ok: 200,
    }),
    'POST /api/contents/{id}/move': (r) => ({
      url: `/api/contents/${r.contentToEdit}/move`,
      payload: { direction: 'down' },
      ok: 200,
    }),
    'DELETE /api/contents/{id}': (r) => ({ url: `/api/contents/${r.contentToDelete}`, ok: 204 }),
    'GET /api/contents/{id}/audit': (r) => ({
      url: `/api/contents/${r.contentToEdit}/audit`,
      ok: 200,
    }),
    'GET /api/pages': () => ({ url: '/api/pages', ok: 200 }),
    'POST /api/pages': () => ({
      url: '/api/pages',
      payload: { slug: 'matriz-nueva', title: 'Matriz', body: '<p>Texto</p>' },
      ok: 201,
    }),
    'PATCH /api/pages/{slug}': () => ({
      url: '/api/pages/matriz-editable',
      payload: { title: 'Cambiada' },
      ok: 200,
    }),
    'DELETE /api/pages/{slug}': () => ({ url: '/api/pages/matriz-eliminable', ok: 204 }),
    'GET /api/pages/{slug}/audit': () => ({ url: '/api/pages/matriz-editable/audit', ok: 200 }),
  },
  ADMIN_PRODUCTS: {
    'GET /api/products/admin': () => ({ url: '/api/products/admin?limit=20', ok: 200 }),
    'GET /api/products/{id}/admin': (r) => ({
      url: `/api/products/${r.productToEdit}/admin`,
      ok: 200,
    }),
    'GET /api/products/{id}/audit': (r) => ({
      url: `/api/products/${r.productToEdit}/audit`,
      ok: 200,
    }),
    'POST /api/products': (r) => ({
      url: '/api/products',
      payload: {
        name: 'Producto matriz',
        model: 'MTZ-1',
        sku: 'MATRIZ-NUEVO',
        price: 1000,
        vat: 0.19,
        stock: 1,
        description: '<p>Matriz</p>',
        caracteristics: ['Uno'],
        brand: r.brand,
        categories: [r.category],
        images: { product_url: '/api/files/product/matriz.webp', views_url: [] },
      },
      ok: 201,
    }),
    'PATCH /api/products/{id}': (r) => ({
      url: `/api/products/${r.productToEdit}`,
      payload: { stock: 99 },
      ok: 200,
    }),
    'DELETE /api/products/{id}': (r) => ({ url: `/api/products/${r.productToDelete}`, ok: 204 }),
    'POST /api/products/upload': () => ({
      url: '/api/products/upload?dryRun=true',
      ...multipart(
        'productFile',
        'matriz.xlsx',
        'application/octet-stream',
        templateLikeWorkbook(),
      ),
      ok: 200,
    }),
    'GET /api/products/upload/template': () => ({
      url: '/api/products/upload/template',
      ok: 200,
    }),
    'GET /api/products/export': () => ({ url: '/api/products/export', ok: 200 }),
    'POST /api/products/upload/report': () => ({
      url: '/api/products/upload/report',
      payload: { errors: [{ row: 2, sku: 'A', column: 'Marca', reason: 'No existe.' }] },
      ok: 200,
    }),
  },
  ADMIN_REPORTS: {
    'GET /api/reports/generate-clients': () => ({ url: '/api/reports/generate-clients', ok: 200 }),
    'GET /api/reports/generate-sales': () => ({
      url: '/api/reports/generate-sales?period=day&date=2026-11-24',
      ok: 200,
    }),
    'GET /api/reports/generate-stock': () => ({ url: '/api/reports/generate-stock', ok: 200 }),
    'GET /api/reports/sales-summary': () => ({
      url: '/api/reports/sales-summary?period=month&date=2026-11-24',
      ok: 200,
    }),
  },
  ADMIN_IMAGES: {
    // The product form uploads its pictures first, so product admins may upload too.
    'POST /api/files/product': () => ({
      url: '/api/files/product',
      ...multipart('productImage', 'foto.png', 'image/png', PNG_IMAGE),
      ok: 201,
      alsoFor: 'ADMIN_PRODUCTS',
    }),
    'GET /api/files/product': () => ({ url: '/api/files/product', ok: 200 }),
  },
  ADMIN_STOCK: {
    'GET /api/products/low/stock': () => ({ url: '/api/products/low/stock?searchTerm=a', ok: 200 }),
  },
  // GET /api/config is public (PUBLIC_ROUTES) and answers ADMIN_CONFIG more: see the test below.
  ADMIN_CONFIG: {
    'PATCH /api/config': () => ({
      url: '/api/config',
      payload: { id: 1, configData: { minimumPurchase: 100000 } },
      ok: 200,
    }),
    'GET /api/config/audit': () => ({ url: '/api/config/audit', ok: 200 }),
    'POST /api/config/test-mail': () => ({
      url: '/api/config/test-mail',
      payload: { smtp: { host: '127.0.0.1', port: smtp.port } },
      ok: 200,
    }),
    'GET /api/tax-rules': () => ({ url: '/api/tax-rules', ok: 200 }),
    // A real change (a UVT year the seed lacks): the same table again would be a 422.
    'PUT /api/tax-rules': () => ({
      url: '/api/tax-rules',
      payload: {
        ...COLOMBIAN_TAX_RULES,
        uvt: [...COLOMBIAN_TAX_RULES.uvt, { year: 2027, value: 55_000, source: 'Prueba' }],
        reason: 'Matriz de autorización',
      },
      ok: 200,
    }),
    'GET /api/tax-rules/audit': () => ({ url: '/api/tax-rules/audit', ok: 200 }),
  },
};

/** A product sheet whose one row names a brand that does not exist: a preview with one error. */
function templateLikeWorkbook(): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([
      ['SKU', 'Nombre', 'Modelo', 'Marca', 'Categoría', 'Descripción', 'Características'].concat([
        'Precio (COP)',
        'IVA (%)',
        'Stock',
        'Imagen principal (URL)',
      ]),
      [
        'MATRIZ-1',
        'Producto',
        'M1',
        'Sin marca',
        'Redes',
        'Texto',
        'Una',
        1000,
        19,
        1,
        'https://example.com/a.png',
      ],
    ]),
    'Productos',
  );
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/**
 * Routes anyone may call. A new route is guarded unless it is added here on purpose: a route that
 * forgot its requirePermission would otherwise look public and slip through the matrix.
 */
const PUBLIC_ROUTES = [
  // The storefront's catalogue and site data (prices only for a signed-in customer).
  'GET /api/brand',
  'GET /api/brand/{id}',
  'GET /api/category',
  'GET /api/category/{id}',
  'GET /api/config',
  'GET /api/contents',
  'GET /api/contents/{id}',
  'GET /api/files/content/{name}',
  'GET /api/files/product/{name}',
  'GET /api/municipalities',
  'GET /api/pages/{slug}',
  'GET /api/products',
  'GET /api/products/{id}',
  'GET /api/trm',
  // Signing in and out, registering (with its RUT upload) and recovering a password.
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/password-request',
  'POST /api/auth/password-response',
  'POST /api/auth/register',
  'POST /api/files/rut',
];

/** Ids for reading a row's shape (its alsoFor) before the records exist. */
const dummyRecords: Records = {
  client: 0,
  rut: '',
  roleToEdit: 0,
  roleToDelete: 0,
  quote: 0,
  order: 0,
  categoryToDelete: 0,
  brandToEdit: 0,
  brandToDelete: 0,
  contentToEdit: 0,
  contentToDelete: 0,
  productToEdit: 0,
  productToDelete: 0,
  brand: 0,
  category: 0,
};

const ROWS = Object.entries(MATRIX).flatMap(([permission, routes]) =>
  Object.entries(routes).map(([route, call]) => ({
    route,
    permission: permission as Permission,
    call,
  })),
);

let t: TestApp;
let records: Records;
let customer: Record<string, string>;
/** Each route's permissions as the OpenAPI document states them; absent: a public route. */
let guards: Map<string, { method: string; url: string; permissions?: Permission[] }>;
const staffTokens = new Map<string, Promise<Record<string, string>>>();

/** A signed-in staff account holding exactly `permissions` (no USER), one per set. */
const staffWith = (permissions: Permission[]) => {
  const key = [...permissions].sort().join();
  if (!staffTokens.has(key))
    staffTokens.set(
      key,
      createStaff(t.app.db, permissions).then(async (user) => bearer(await login(t.app, user))),
    );
  return staffTokens.get(key)!;
};

async function seedRecords(): Promise<Records> {
  const db = t.app.db;
  const client = await createUser(db, { clientStatus: 'PENDING' });
  await db.update(users).set({ requestedClientType: 'TECHNICAL' }).where(eq(users.id, client.id));
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/files/rut',
    ...multipart('rutFile', 'rut.pdf', 'application/pdf', pdfBytes()),
  });
  const rut = upload.json().url.split('/').pop() as string;
  await db.update(rutFiles).set({ userId: client.id }).where(eq(rutFiles.id, rut));
  const [roleToEdit, roleToDelete] = await db
    .insert(roles)
    .values([
      { name: 'Matriz editable', permissions: ['ADMIN_STOCK'] },
      { name: 'Matriz eliminable', permissions: ['ADMIN_STOCK'] },
    ])
    .returning({ id: roles.id });
  const createdAt = new Date();
  const quote = await insertQuote(db, { userId: client.id, createdAt });
  const order = await insertOrder(db, { userId: client.id, createdAt });
  const categoryToDelete = await createCategory(db, 'Matriz eliminable');
  const brandToEdit = await createBrand(db, 'Matriz editable');
  const brandToDelete = await createBrand(db, 'Matriz eliminable');
  const [contentToEdit, , contentToDelete] = await db
    .insert(contentSections)
    .values(
      ['Matriz editable', 'Matriz siguiente', 'Matriz eliminable'].map((name, position) => ({
        name,
        position,
        content: [],
      })),
    )
    .returning({ id: contentSections.id });
  await db.insert(infoPages).values([
    { slug: 'matriz-editable', title: 'Editable', body: '<p>Texto</p>' },
    { slug: 'matriz-eliminable', title: 'Eliminable', body: '<p>Texto</p>' },
  ]);
  const brand = await createBrand(db, 'Marca matriz');
  const category = await createCategory(db, 'Categoría matriz');
  await createProducts(db, [
    { name: 'Editable', model: 'E-1', sku: 'MATRIZ-E', brandId: brand.id, categoryId: category.id },
    {
      name: 'Eliminable',
      model: 'D-1',
      sku: 'MATRIZ-D',
      brandId: brand.id,
      categoryId: category.id,
    },
  ]);
  const productIds = await db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(inArray(products.sku, ['MATRIZ-E', 'MATRIZ-D']));
  const productId = (sku: string) => productIds.find((p) => p.sku === sku)!.id;
  return {
    productToEdit: productId('MATRIZ-E'),
    productToDelete: productId('MATRIZ-D'),
    brand: brand.id,
    category: category.id,
    client: client.id,
    rut,
    roleToEdit: roleToEdit!.id,
    roleToDelete: roleToDelete!.id,
    quote: quote.id,
    order: order.id,
    categoryToDelete: categoryToDelete.id,
    brandToEdit: brandToEdit.id,
    brandToDelete: brandToDelete.id,
    contentToEdit: contentToEdit!.id,
    contentToDelete: contentToDelete!.id,
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  guards = new Map(
    (await routeTable(t.app)).map((op) => [
      `${op.method} ${op.path}`,
      {
        method: op.method,
        url: op.url,
        permissions: (op.operation as { 'x-permissions'?: Permission[] })['x-permissions'],
      },
    ]),
  );
  records = await seedRecords();
  customer = bearer(await login(t.app, await createUser(t.app.db)));
});
afterAll(() => t?.close());

/** Where the configuration page's test mail goes. */
let smtp: SmtpRecorder;
beforeAll(async () => {
  smtp = await startSmtpRecorder();
});
afterAll(() => smtp?.close());

const adminPermissionsOf = (route: string) =>
  (guards.get(route)?.permissions ?? []).filter((p) => p.startsWith('ADMIN_'));

describe('authorization matrix', () => {
  it('covers every route asking for an ADMIN_* permission, and only those, each with its permission', () => {
    const documented = [...guards.keys()]
      .filter((route) => adminPermissionsOf(route).length)
      .map((route) => `${route} ${adminPermissionsOf(route).sort()}`);
    const expected = ROWS.map(({ route, permission, call }) => {
      const also = call(dummyRecords).alsoFor;
      return `${route} ${[permission, ...(also ? [also] : [])].sort()}`;
    });
    expect(documented.sort()).toEqual(expected.sort());
  });

  it('states the permissions of every route but the public ones listed here', () => {
    const unguarded = [...guards].filter(([, op]) => !op.permissions).map(([route]) => route);
    expect(unguarded.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });

  it("sees every route's guard: a route answering 401 or 403 to anyone states its permissions", async () => {
    const unseen: string[] = [];
    for (const [route, op] of guards) {
      const res = await t.app.inject(
        json(op.method as 'GET', op.url, op.method === 'GET' ? undefined : {}),
      );
      const refused = res.statusCode === 401 || res.statusCode === 403;
      if (refused !== (op.permissions !== undefined))
        unseen.push(`${route}: ${res.statusCode}, x-permissions ${op.permissions}`);
    }
    expect(unseen).toEqual([]);
  });

  it('answers GET /api/config with SMTP settings only to ADMIN_CONFIG', async () => {
    const others = ADMIN.filter((p) => p !== 'ADMIN_CONFIG');
    const callers = { anonymous: {}, customer, others: await staffWith(others) };
    for (const [who, headers] of Object.entries(callers)) {
      const res = await t.app.inject(json('GET', '/api/config', undefined, headers));
      expect(res.statusCode, who).toBe(200);
      expect(res.json(), who).not.toHaveProperty('smtp');
    }
    const res = await t.app.inject(
      json('GET', '/api/config', undefined, await staffWith(['ADMIN_CONFIG'])),
    );
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().smtp).sort()).toEqual(
      ['from', 'hasPassword', 'host', 'port', 'secure', 'user'].sort(),
    );
  });

  it.each(ROWS)('$route ($permission)', async ({ route, permission, call: callOf }) => {
    const op = guards.get(route)!;
    const call = callOf(records);
    const status = async (headers: Record<string, string>) =>
      (
        await t.app.inject(
          json(op.method as 'GET', call.url, call.payload, { ...call.headers, ...headers }),
        )
      ).statusCode;

    expect(await status({}), 'anonymous').toBe(401);
    expect(await status(customer), 'customer').toBe(op.permissions?.includes('USER') ? 404 : 403);
    const others = ADMIN.filter((p) => p !== permission && p !== call.alsoFor);
    expect(await status(await staffWith(others)), 'staff with every other permission').toBe(403);
    expect(await status(await staffWith([permission])), `staff with ${permission}`).toBe(call.ok);
    if (call.alsoFor)
      expect(await status(await staffWith([call.alsoFor])), `staff with ${call.alsoFor}`).toBe(
        call.ok,
      );
  });
});

/** Customer routes on a customer's own records: the matrix above covers only ADMIN_* routes. */
describe('customer routes on their own records', () => {
  it('GET /api/quotes/{id}/reprice: 401 anonymous, 403 staff without USER, 404 for another customer, the owner past the guard', async () => {
    const status = async (id: number, headers: Record<string, string>) =>
      (await t.app.inject(json('GET', `/api/quotes/${id}/reprice`, undefined, headers))).statusCode;
    expect(await status(records.quote, {}), 'anonymous').toBe(401);
    expect(await status(records.quote, await staffWith(ADMIN)), 'staff').toBe(403);
    expect(await status(records.quote, customer), 'another customer').toBe(404);
    const owner = await createUser(t.app.db);
    const own = await insertQuote(t.app.db, { userId: owner.id, createdAt: new Date() });
    // Still valid: nothing to re-price, but the owner is let through to that answer.
    expect(await status(own.id, bearer(await login(t.app, owner))), 'owner').toBe(409);
  });
});
