import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { contentSections } from '../../db/schema';
import { createContentsRepository } from './repository';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.db.insert(contentSections).values([
    {
      name: 'Footer',
      position: 4,
      content: [
        {
          name: 'Ayuda',
          isHighlighted: false,
          contents: [{ name: 'Envíos', url: '/info/envios' }],
        },
      ],
    },
    { name: 'Main Banner', position: 0, content: [] },
  ]);
  await createContentsRepository(t.app.db).insertPages([
    {
      slug: 'envios',
      title: 'Envíos a toda Colombia',
      body: '<h2>Tiempos</h2><p onclick="robar()">Bogotá: 1 día hábil.</p><script>robar()</script>',
      position: 0,
    },
  ]);
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/contents', () => {
  it('lists the sections in their order', async () => {
    const res = await get('/api/contents');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: { name: string }) => s.name)).toEqual(['Main Banner', 'Footer']);
  });

  it('answers one section, and 404 in Spanish for one that does not exist', async () => {
    const [footer] = await t.app.db.select().from(contentSections).limit(1);
    expect((await get(`/api/contents/${footer!.id}`)).json().name).toBe(footer!.name);
    const res = await get('/api/contents/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No encontramos la sección solicitada.',
    });
  });
});

describe('GET /api/pages/:slug', () => {
  it('answers an information page with its HTML stored sanitized', async () => {
    const res = await get('/api/pages/envios');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ slug: 'envios', title: 'Envíos a toda Colombia' });
    expect(page.body).toBe('<h2>Tiempos</h2><p>Bogotá: 1 día hábil.</p>');
    expect(Number.isNaN(Date.parse(page.updatedAt))).toBe(false);
  });

  it('answers 404 in Spanish for a page that does not exist', async () => {
    const res = await get('/api/pages/no-existe');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No encontramos la página solicitada.',
    });
  });

  it.each(['Quienes-Somos', 'envíos', '..%2Fsecretos', 'a--b', 'x'.repeat(81)])(
    'refuses the malformed address %s with a 400 a person can act on',
    async (slug) => {
      const res = await get(`/api/pages/${slug}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
      expect(res.json().message).toMatch(/dirección de la página/);
    },
  );
});
