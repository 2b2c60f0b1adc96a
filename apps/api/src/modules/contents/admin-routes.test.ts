import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES, CONTENT_SECTIONS } from '@shop/shared';
import { auditLog, contentSections, infoPages } from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import { createStaff, login } from '../../../test/factories';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = bearer(await login(t.app, await createStaff(t.app.db, ['ADMIN_CONTENTS'])));
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.app.db.delete(contentSections);
  await t.app.db.delete(infoPages);
});

const group = (name: string, items: string[] = ['Routers']) => ({
  name,
  isHighlighted: false,
  contents: items.map((item) => ({
    name: item,
    image: '/api/files/product/router.svg',
    url: '/categories/1/routers',
  })),
});
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  t.app.inject(json(method, url, body, admin));
const create = async (name: string, content = [group('Redes')]) => {
  const res = await call('POST', '/api/contents', { name, content });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string };
};
const names = async () =>
  ((await t.app.inject(json('GET', '/api/contents'))).json() as { name: string }[]).map(
    (s) => s.name,
  );
const auditOf = (entity: 'content' | 'info_page', id: string | number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id);

describe('POST /api/contents', () => {
  it.each([
    ['no name', { content: [group('Redes')] }, 'name'],
    ['a blank name', { name: '   ', content: [group('Redes')] }, 'name'],
    ['no groups', { name: 'Home', content: [] }, 'content'],
    ['no content at all', { name: 'Home' }, 'content'],
  ])('refuses %s with the spec message', async (_, body, path) => {
    const res = await call('POST', '/api/contents', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().issues).toContainEqual({ path, message: CONTENT_MESSAGES.required });
  });

  it.each([
    [
      'javascript: link',
      { url: 'javascript:alert(1)' },
      'content.0.contents.0.url',
      CONTENT_MESSAGES.url,
    ],
    [
      'protocol-relative link',
      { url: '//evil.example/x' },
      'content.0.contents.0.url',
      CONTENT_MESSAGES.url,
    ],
    [
      'http image',
      { image: 'http://x.example/a.png' },
      'content.0.contents.0.image',
      CONTENT_MESSAGES.image,
    ],
    [
      'data: image',
      { image: 'data:image/png;base64,AAAA' },
      'content.0.contents.0.image',
      CONTENT_MESSAGES.image,
    ],
    ['nameless item', { name: ' ' }, 'content.0.contents.0.name', CONTENT_MESSAGES.itemName],
  ])('refuses an item with a %s', async (_, item, path, message) => {
    const content = [{ ...group('Redes'), contents: [{ ...group('Redes').contents[0], ...item }] }];
    const res = await call('POST', '/api/contents', { name: 'Home', content });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
  });

  it('stores groups and items in order, places the section last, and audits the creation', async () => {
    await create('Main Banner');
    const content = [
      group('Primero', ['A', 'B']),
      {
        name: 'Segundo',
        isHighlighted: true,
        contents: [{ name: 'WhatsApp', url: 'https://wa.me/57300', description: '' }],
      },
    ];
    const res = await call('POST', '/api/contents', { name: ' Home ', content });
    expect(res.statusCode).toBe(201);
    const section = res.json();
    expect(section.name).toBe('Home');
    expect(section.content.map((g: { name: string }) => g.name)).toEqual(['Primero', 'Segundo']);
    expect(section.content[0].contents.map((i: { name: string }) => i.name)).toEqual(['A', 'B']);
    // A blank description is not stored.
    expect(section.content[1].contents[0]).toEqual({
      name: 'WhatsApp',
      url: 'https://wa.me/57300',
    });
    expect(await names()).toEqual(['Main Banner', 'Home']);
    const [entry] = await auditOf('content', section.id);
    expect(entry).toMatchObject({ action: 'create', before: null, after: { name: 'Home' } });
  });

  it('refuses a name another section has with 409', async () => {
    await create('Footer');
    const res = await call('POST', '/api/contents', { name: 'Footer', content: [group('X')] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONTENT_NAME_TAKEN',
      message: CONTENT_MESSAGES.nameTaken,
    });
  });
});

describe('PATCH /api/contents/{id}', () => {
  it('changes the groups in the order sent and audits only what changed', async () => {
    const { id } = await create('Home', [group('Redes'), group('Energía')]);
    const res = await call('PATCH', `/api/contents/${id}`, {
      name: 'Home',
      content: [group('Energía'), group('Redes')],
    });
    expect(res.statusCode).toBe(200);
    const stored = (await t.app.inject(json('GET', `/api/contents/${id}`))).json();
    expect(stored.content.map((g: { name: string }) => g.name)).toEqual(['Energía', 'Redes']);
    const entries = await auditOf('content', id);
    expect(entries.at(-1)).toMatchObject({ action: 'update' });
    expect(Object.keys(entries.at(-1)!.after!)).toEqual(['content']);
  });

  it.each([
    ['an empty body', {}],
    ['the same name and groups', { name: 'Home', content: [group('Redes')] }],
  ])("answers 'No hay cambios para actualizar.' for %s", async (_, body) => {
    const { id } = await create('Home');
    const res = await call('PATCH', `/api/contents/${id}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CONTENT_MESSAGES.unchanged);
    expect(await auditOf('content', id)).toHaveLength(1);
  });

  it('refuses emptying the groups, taking a used name, and a section that does not exist', async () => {
    const { id } = await create('Home');
    await create('Login');
    const empty = await call('PATCH', `/api/contents/${id}`, { content: [] });
    expect(empty.json().message).toBe(CONTENT_MESSAGES.required);
    const offers = await create('Ofertas');
    const taken = await call('PATCH', `/api/contents/${offers.id}`, { name: 'Login' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(CONTENT_MESSAGES.nameTaken);
    const missing = await call('PATCH', '/api/contents/999999', { name: 'Otro' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(CONTENT_MESSAGES.notFound);
  });
});

describe('renaming the sections the storefront reads by name', () => {
  it.each(Object.values(CONTENT_SECTIONS))(
    "refuses renaming '%s' with 409, keeping it whole, while its groups still change",
    async (name) => {
      const { id } = await create(name);
      const renamed = await call('PATCH', `/api/contents/${id}`, {
        name: 'Contacto',
        content: [group('Otra')],
      });
      expect(renamed.statusCode).toBe(409);
      expect(renamed.json()).toMatchObject({
        code: 'CONTENT_SECTION_IN_USE',
        message: CONTENT_MESSAGES.storefrontName,
      });
      expect(await names()).toContain(name);
      expect(await auditOf('content', id)).toHaveLength(1);
      const regrouped = await call('PATCH', `/api/contents/${id}`, {
        name,
        content: [group('Otra')],
      });
      expect(regrouped.statusCode).toBe(200);
    },
  );

  it('lets any other section take a free storefront name, bringing that part back', async () => {
    const { id } = await create('Contacto');
    const res = await call('PATCH', `/api/contents/${id}`, { name: CONTENT_SECTIONS.contactUs });
    expect(res.statusCode).toBe(200);
    const shown = await t.app.inject(json('GET', '/api/contents'));
    expect(shown.json()).toContainEqual(expect.objectContaining({ name: 'Contact Us' }));
  });
});

describe('POST /api/contents/{id}/move', () => {
  it('moves a section up and down, persisting the order, and refuses past the ends', async () => {
    const a = await create('Main Banner');
    const b = await create('Home');
    const c = await create('Footer');

    const up = await call('POST', `/api/contents/${a.id}/move`, { direction: 'up' });
    expect(up.statusCode).toBe(409);
    expect(up.json()).toMatchObject({
      code: 'CONTENT_MOVE_OUT_OF_BOUNDS',
      message: CONTENT_MESSAGES.firstCannotMoveUp,
    });
    const down = await call('POST', `/api/contents/${c.id}/move`, { direction: 'down' });
    expect(down.statusCode).toBe(409);
    expect(down.json().message).toBe(CONTENT_MESSAGES.lastCannotMoveDown);

    const moved = await call('POST', `/api/contents/${c.id}/move`, { direction: 'up' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().map((s: { name: string }) => s.name)).toEqual([
      'Main Banner',
      'Footer',
      'Home',
    ]);
    await call('POST', `/api/contents/${a.id}/move`, { direction: 'down' });
    expect(await names()).toEqual(['Footer', 'Main Banner', 'Home']);
    expect(b.id).toBeGreaterThan(0);
    expect((await auditOf('content', c.id)).at(-1)).toMatchObject({
      action: 'update',
      before: { position: 2 },
      after: { position: 1 },
    });
  });

  it('refuses a direction other than up or down, and a missing section', async () => {
    const { id } = await create('Home');
    expect((await call('POST', `/api/contents/${id}/move`, { direction: 'left' })).statusCode).toBe(
      400,
    );
    expect((await call('POST', '/api/contents/999999/move', { direction: 'up' })).statusCode).toBe(
      404,
    );
  });

  it('keeps the order whole under simultaneous moves, none failing', async () => {
    const ids: number[] = [];
    for (const name of ['A', 'B', 'C', 'D']) ids.push((await create(name)).id);
    const moves = Array.from({ length: 40 }, (_, i) =>
      call('POST', `/api/contents/${ids[i % 4]}/move`, { direction: i % 3 ? 'down' : 'up' }),
    );
    const statuses = (await Promise.all(moves)).map((res) => res.statusCode);
    // Two moves once read the positions before and after a third one's commit, took the rows in
    // different orders and deadlocked: a 500 on PostgreSQL.
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const rows = await t.app.db.select().from(contentSections);
    expect(rows.map((row) => row.position).sort()).toEqual([0, 1, 2, 3]);
  });
});

describe('DELETE /api/contents/{id}', () => {
  it('deletes a section, audits it with what it held, and answers 404 after', async () => {
    const { id } = await create('Contact Us');
    expect((await call('DELETE', `/api/contents/${id}`)).statusCode).toBe(204);
    expect(await names()).toEqual([]);
    expect((await auditOf('content', id)).at(-1)).toMatchObject({
      action: 'delete',
      before: { name: 'Contact Us' },
      after: null,
    });
    const again = await call('DELETE', `/api/contents/${id}`);
    expect(again.statusCode).toBe(404);
    const trail = await call('GET', `/api/contents/${id}/audit`);
    expect(trail.json().entries.map((e: { action: string }) => e.action)).toEqual([
      'delete',
      'create',
    ]);
  });
});

describe('information pages', () => {
  const createPage = (slug: string, body = '<p>Texto</p>') =>
    call('POST', '/api/pages', { slug, title: `Página ${slug}`, body });

  it('lists, creates, edits and deletes pages, each write audited', async () => {
    expect((await createPage('envios')).statusCode).toBe(201);
    expect((await createPage('garantias')).statusCode).toBe(201);
    const list = await call('GET', '/api/pages');
    expect(list.json().map((p: { slug: string }) => p.slug)).toEqual(['envios', 'garantias']);
    const taken = await createPage('envios');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(CONTENT_MESSAGES.pageSlugTaken);

    const patched = await call('PATCH', '/api/pages/envios', { title: 'Envíos a toda Colombia' });
    expect(patched.statusCode).toBe(200);
    expect((await t.app.inject(json('GET', '/api/pages/envios'))).json().title).toBe(
      'Envíos a toda Colombia',
    );
    expect((await call('DELETE', '/api/pages/garantias')).statusCode).toBe(204);
    expect((await call('DELETE', '/api/pages/garantias')).statusCode).toBe(404);
    expect((await auditOf('info_page', 'envios')).map((e) => e.action)).toEqual([
      'create',
      'update',
    ]);
    expect((await auditOf('info_page', 'garantias')).map((e) => e.action)).toEqual([
      'create',
      'delete',
    ]);
  });

  it('stores the body sanitized: no script, no event handler, no javascript: link', async () => {
    await createPage('envios');
    const res = await call('PATCH', '/api/pages/envios', {
      body: '<h2>Tiempos</h2><script>robar()</script><img src="https://x.example/a.png" onerror="robar()"><a href="javascript:robar()">clic</a><a href="/info/garantias">Garantías</a>',
    });
    expect(res.statusCode).toBe(200);
    const body = (await t.app.inject(json('GET', '/api/pages/envios'))).json().body as string;
    expect(body).toContain('<h2>Tiempos</h2>');
    expect(body).toContain('href="/info/garantias"');
    expect(body).not.toMatch(/script|onerror|javascript:/i);
  });

  it("answers 'No hay cambios para actualizar.' for the same title, and refuses a body with nothing left", async () => {
    await createPage('envios');
    const same = await call('PATCH', '/api/pages/envios', { title: 'Página envios' });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(CONTENT_MESSAGES.unchanged);
    const onlyScript = await call('PATCH', '/api/pages/envios', { body: '<script>x()</script>' });
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().message).toBe(CONTENT_MESSAGES.pageBody);
    expect((await call('PATCH', '/api/pages/no-existe', { title: 'X' })).statusCode).toBe(404);
  });
});

describe('storefront freshness', () => {
  it('serves contents and pages uncached, so the next load shows a change', async () => {
    await create('Home');
    const res = await t.app.inject(json('GET', '/api/contents'));
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
