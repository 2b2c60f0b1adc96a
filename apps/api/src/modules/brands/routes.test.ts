import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { createBrand, createCategory } from '../../../test/catalogue-factories';
import { contentSections } from '../../db/schema';

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  ids.ubiquiti = (
    await createBrand(db, 'Ubiquiti', {
      description: '<p>Redes <strong>UniFi</strong></p>',
      logo: '/api/files/product/ubiquiti.svg',
    })
  ).id;
  await createBrand(db, 'APC');
  await createBrand(db, 'Dahua');
  const energia = await createCategory(db, 'Energía');
  ids.energia = energia.id;
  ids.ups = (await createCategory(db, 'UPS', energia.id)).id;
  await createCategory(db, 'Reguladores', energia.id);
  await createCategory(db, 'Cableado estructurado');
  await db.insert(contentSections).values([
    {
      name: 'Footer',
      position: 4,
      content: [
        { name: 'Empresa', isHighlighted: false, contents: [{ name: 'Quiénes somos', url: '/' }] },
      ],
    },
    {
      name: 'Main Banner',
      position: 0,
      content: [
        {
          name: 'Banners',
          isHighlighted: true,
          contents: [
            { name: 'UniFi', image: '/api/files/content/a.svg', url: '/brand/1/ubiquiti' },
          ],
        },
      ],
    },
  ]);
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/brand', () => {
  it('lists brands by name', async () => {
    expect((await get('/api/brand')).json().map((b: { name: string }) => b.name)).toEqual([
      'APC',
      'Dahua',
      'Ubiquiti',
    ]);
  });

  it('answers one brand with its title, description and logo', async () => {
    expect((await get(`/api/brand/${ids.ubiquiti}`)).json()).toEqual({
      id: ids.ubiquiti,
      name: 'Ubiquiti',
      title: 'Ubiquiti en Colombia',
      description: '<p>Redes <strong>UniFi</strong></p>',
      logo: '/api/files/product/ubiquiti.svg',
    });
  });

  it('answers 404 and 400 in Spanish', async () => {
    expect((await get('/api/brand/9999')).json()).toMatchObject({
      statusCode: 404,
      message: 'No encontramos la marca solicitada.',
    });
    expect((await get('/api/brand/marca')).statusCode).toBe(400);
  });
});

describe('GET /api/category', () => {
  it('lists every level, or one level', async () => {
    expect((await get('/api/category')).json()).toHaveLength(4);
    expect(
      (await get('/api/category?level=1')).json().map((c: { name: string }) => c.name),
    ).toEqual(['Cableado estructurado', 'Energía']);
    expect((await get('/api/category?level=2')).json()).toEqual([
      { id: expect.any(Number), name: 'Reguladores', level: 2, parentCategoryId: ids.energia },
      { id: ids.ups, name: 'UPS', level: 2, parentCategoryId: ids.energia },
    ]);
  });

  it('refuses a level other than 1 or 2', async () => {
    for (const level of ['3', 'uno', '0']) {
      const res = await get(`/api/category?level=${level}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('El nivel debe ser 1 o 2.');
    }
  });

  it('answers a category with its subcategories', async () => {
    const res = await get(`/api/category/${ids.energia}`);
    expect(res.json()).toMatchObject({ name: 'Energía', level: 1, parentCategoryId: null });
    expect(res.json().subcategories.map((s: { name: string }) => s.name)).toEqual([
      'Reguladores',
      'UPS',
    ]);
  });

  it('answers 404 in Spanish for an unknown category', async () => {
    expect((await get('/api/category/424242')).json().message).toBe(
      'No encontramos la categoría solicitada.',
    );
  });
});

describe('GET /api/contents', () => {
  it('lists sections in their order', async () => {
    const sections = (await get('/api/contents')).json();
    expect(sections.map((s: { name: string }) => s.name)).toEqual(['Main Banner', 'Footer']);
    expect(sections[0].content[0].contents[0]).toEqual({
      name: 'UniFi',
      image: '/api/files/content/a.svg',
      url: '/brand/1/ubiquiti',
    });
  });

  it('answers one section, or 404', async () => {
    const [first] = (await get('/api/contents')).json();
    expect((await get(`/api/contents/${first.id}`)).json().name).toBe('Main Banner');
    expect((await get('/api/contents/31337')).statusCode).toBe(404);
  });
});

describe('GET /api/files/product/:name', () => {
  it('serves a stored image with a CSP that forbids scripts', async () => {
    await t.app.storage.put(
      'product/logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    const res = await get('/api/files/product/logo.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  it('answers 404 for a missing image and 400 for a name that is not a file name', async () => {
    expect((await get('/api/files/product/nada.png')).statusCode).toBe(404);
    expect((await get('/api/files/product/..%2F..%2Fjwt-secret')).statusCode).toBe(400);
    expect((await get('/api/files/content/script.js')).statusCode).toBe(400);
  });
});
