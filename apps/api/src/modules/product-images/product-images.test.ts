import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_MESSAGES, type Permission } from '@shop/shared';
import { auditLog, productImages, products } from '../../db/schema';
import { seedCatalogue } from '../../seed/catalogue';
import { SEED_IMAGES_DIR } from '../../seed/catalogue/images';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { createStaff, login, multipart, pdfBytes } from '../../../test/factories';
import {
  HTML_PAGE,
  JPEG_IMAGE,
  PNG_IMAGE,
  SVG_WITH_SCRIPT,
  WEBP_IMAGE,
} from '../../../test/image-fixtures';

let t: TestApp;
let imagesAdmin: Record<string, string>;
let productsAdmin: Record<string, string>;
let imagesAdminId: number;

const staff = async (permissions: Permission[]) => {
  const user = await createStaff(t.app.db, permissions);
  return { id: user.id, headers: bearer(await login(t.app, user)) };
};

beforeAll(async () => {
  t = await buildTestApp();
  const images = await staff(['ADMIN_IMAGES']);
  imagesAdmin = images.headers;
  imagesAdminId = images.id;
  productsAdmin = (await staff(['ADMIN_PRODUCTS'])).headers;
});
afterAll(() => t?.close());

const upload = (
  data: Buffer,
  { name = 'foto.png', type = 'image/png', field = 'productImage', as = imagesAdmin } = {},
) => {
  const body = multipart(field, name, type, data);
  return t.app.inject({
    method: 'POST',
    url: '/api/files/product',
    payload: body.payload,
    headers: { ...body.headers, ...as },
  });
};

describe('POST /api/files/product', () => {
  it.each([
    ['JPEG', JPEG_IMAGE, 'jpg', 'image/jpeg'],
    ['PNG', PNG_IMAGE, 'png', 'image/png'],
    ['WebP', WEBP_IMAGE, 'webp', 'image/webp'],
  ])(
    'stores a %s under a new name and serves it back for a year',
    async (_kind, data, ext, type) => {
      // The browser's name and type are ignored: the bytes decide.
      const res = await upload(data, { name: 'foto.bin', type: 'application/octet-stream' });
      expect(res.statusCode).toBe(201);
      const { url } = res.json() as { url: string };
      expect(url).toMatch(new RegExp(`^/api/files/product/[0-9a-f-]{36}\\.${ext}$`));

      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-security-policy']).toContain('sandbox');
      expect(served.rawPayload.equals(data)).toBe(true);
    },
  );

  it('records the upload and an audit entry naming who uploaded it', async () => {
    const res = await upload(PNG_IMAGE);
    const name = (res.json() as { url: string }).url.split('/').pop()!;
    const [row] = await t.app.db.select().from(productImages).where(eq(productImages.name, name));
    expect(row).toMatchObject({
      contentType: 'image/png',
      sizeBytes: PNG_IMAGE.length,
      uploadedBy: imagesAdminId,
    });
    const [entry] = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, name));
    expect(entry).toMatchObject({
      entity: 'image',
      action: 'create',
      actorUserId: imagesAdminId,
      before: null,
    });
  });

  it('lets the product form upload: ADMIN_PRODUCTS may call it too', async () => {
    const res = await upload(JPEG_IMAGE, { as: productsAdmin });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    ['an SVG', SVG_WITH_SCRIPT, 'logo.svg', 'image/svg+xml'],
    ['an SVG renamed .png', SVG_WITH_SCRIPT, 'logo.png', 'image/png'],
    ['an HTML page renamed .png', HTML_PAGE, 'foto.png', 'image/png'],
    ['a PDF renamed .jpg', pdfBytes(), 'foto.jpg', 'image/jpeg'],
    ['a PNG signature with no image after it', PNG_IMAGE.subarray(0, 12), 'foto.png', 'image/png'],
    ['text after a JPEG start', Buffer.from('\xff\xd8\xff<html>', 'latin1'), 'a.jpg', 'image/jpeg'],
  ])('refuses %s, saying which formats it takes', async (_what, data, name, type) => {
    const before = await t.app.db.$count(productImages);
    const res = await upload(data, { name, type });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'IMAGE_INVALID',
      message: IMAGE_MESSAGES.notImage,
      issues: [{ path: 'productImage', message: IMAGE_MESSAGES.notImage }],
    });
    expect(await t.app.db.$count(productImages)).toBe(before);
  });

  it('refuses a small file declaring a huge picture (a decompression bomb), saying its size', async () => {
    const bomb = Buffer.from(PNG_IMAGE);
    bomb.writeUInt32BE(50_000, 16);
    bomb.writeUInt32BE(50_000, 20);
    const res = await upload(bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'IMAGE_INVALID',
      message: IMAGE_MESSAGES.tooManyPixels(50_000, 50_000),
    });
    expect(res.json().message).toContain('50.000 × 50.000 píxeles');
  });

  it('refuses an image over 5 MB, saying the limit', async () => {
    const big = Buffer.concat([PNG_IMAGE, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE', message: IMAGE_MESSAGES.tooLarge });
    expect(IMAGE_MESSAGES.tooLarge).toContain('5 MB');
  });

  it('asks for an image when the productImage field is missing', async () => {
    const res = await upload(PNG_IMAGE, { field: 'imagen' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'IMAGE_REQUIRED',
      message: 'Por favor seleccione una imagen.',
    });
  });

  it('refuses a request that is not multipart', async () => {
    const res = await t.app.inject(json('POST', '/api/files/product', { url: 'x' }, imagesAdmin));
    expect(res.statusCode).toBe(415);
  });
});

describe('GET /api/files/product/{name}', () => {
  it('keeps serving the seeded pictures (stable names) for a day only', async () => {
    await t.app.storage.put('product/ubiquiti-u6-lr.svg', SVG_WITH_SCRIPT);
    const res = await t.app.inject({ method: 'GET', url: '/api/files/product/ubiquiti-u6-lr.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });
});

describe('GET /api/files/product', () => {
  beforeEach(async () => {
    await t.app.db.delete(productImages);
  });

  const list = (query = '') =>
    t.app.inject(json('GET', `/api/files/product${query}`, undefined, imagesAdmin));

  it('answers 15 per page, newest first, with the page count', async () => {
    const start = Date.UTC(2026, 10, 1);
    await t.app.db.insert(productImages).values(
      Array.from({ length: 17 }, (_, i) => ({
        name: `${String(i).padStart(8, '0')}-0000-4000-8000-000000000000.png`,
        contentType: 'image/png',
        sizeBytes: 100 + i,
        createdAt: new Date(start + i * 60_000),
      })),
    );
    const first = await list();
    expect(first.statusCode).toBe(200);
    const page1 = first.json() as { images: { name: string; size: number }[]; totalPages: number };
    expect(page1.totalPages).toBe(2);
    expect(page1.images).toHaveLength(15);
    expect(page1.images[0]).toEqual({
      url: '/api/files/product/00000016-0000-4000-8000-000000000000.png',
      name: '00000016-0000-4000-8000-000000000000.png',
      size: 116,
      createdAt: new Date(start + 16 * 60_000).toISOString(),
    });
    expect(page1.images.map((i) => i.size)).toEqual(Array.from({ length: 15 }, (_, i) => 116 - i));
    const page2 = (await list('?offset=1')).json() as { images: { size: number }[] };
    expect(page2.images.map((i) => i.size)).toEqual([101, 100]);
  });

  it('lists what was just uploaded first', async () => {
    const { url } = (await upload(WEBP_IMAGE)).json() as { url: string };
    const body = (await list()).json() as { images: { url: string }[]; totalPages: number };
    expect(body).toMatchObject({ totalPages: 1, images: [{ url }] });
  });

  it('lists every picture of the demo catalogue after the uploads, each one served', async () => {
    await seedCatalogue(t.app.db, t.app.storage);
    const { url: uploaded } = (await upload(PNG_IMAGE)).json() as { url: string };
    const first = (await list()).json() as {
      images: { url: string; name: string; size: number; createdAt: string }[];
      totalPages: number;
    };
    const seeded = await readdir(`${SEED_IMAGES_DIR}/product`);
    expect(first.totalPages).toBe(Math.ceil((seeded.length + 1) / 15));
    expect(first.images[0]!.url).toBe(uploaded);
    const pages = await Promise.all(
      Array.from({ length: first.totalPages }, async (_, page) => {
        const body = (await list(`?offset=${page}`)).json() as typeof first;
        return body.images;
      }),
    );
    const all = pages.flat();
    // Dated alike, the demo's pictures follow the upload in the database's order of their names.
    expect(
      all
        .slice(1)
        .map((i) => i.name)
        .sort(),
    ).toEqual([...seeded].sort());
    const [demoProduct] = await t.app.db.select().from(products).limit(1);
    expect(all.find((i) => i.name === 'access-point.svg')).toEqual({
      url: '/api/files/product/access-point.svg',
      name: 'access-point.svg',
      size: expect.any(Number),
      createdAt: demoProduct!.createdAt.toISOString(),
    });
    const logo = all.find((i) => i.name.startsWith('logo-'))!;
    const served = await t.app.inject({ method: 'GET', url: logo.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBe(logo.size);

    // A later start lists no picture twice.
    await seedCatalogue(t.app.db, t.app.storage);
    expect((await list()).json()).toEqual(first);
  });

  it('lists the demo pictures of a catalogue seeded before the library did, but no missing file', async () => {
    await seedCatalogue(t.app.db, t.app.storage);
    await t.app.db.delete(productImages);
    await t.app.storage.remove('product/access-point.svg');
    await seedCatalogue(t.app.db, t.app.storage);
    const names = new Set(
      (await t.app.db.select({ name: productImages.name }).from(productImages)).map((r) => r.name),
    );
    const seeded = await readdir(`${SEED_IMAGES_DIR}/product`);
    expect(names.size).toBe(seeded.length - 1);
    expect(names.has('access-point.svg')).toBe(false);
  });

  it('refuses unknown or malformed paging parameters in Spanish', async () => {
    const res = await list('?offset=-1');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/página/i);
    expect((await list('?page=2')).statusCode).toBe(400);
  });

  it('opens to the forms with an image picker, but the product form uploads without browsing', async () => {
    const res = await t.app.inject(json('GET', '/api/files/product', undefined, productsAdmin));
    expect(res.statusCode).toBe(403);
    for (const permission of ['ADMIN_BRANDS', 'ADMIN_CONTENTS', 'ADMIN_CONFIG'] as const) {
      const { headers } = await staff([permission]);
      expect((await upload(PNG_IMAGE, { as: headers })).statusCode).toBe(201);
      const listed = await t.app.inject(json('GET', '/api/files/product', undefined, headers));
      expect(listed.statusCode, permission).toBe(200);
    }
  });
});
