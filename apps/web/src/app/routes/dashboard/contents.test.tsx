import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_MESSAGES } from '@shop/shared';
import { contentsApi } from '../../../testing/api/contents';
import { always, apiError, fakeApi, json, noContent, on } from '../../../testing/fake-api';
import { renderDashboard } from '../../../testing/render-dashboard';

// Unmounted before the real fetch is back, so no late refetch (a list reloaded after a save) leaves.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const section = (id: number, name: string) => ({
  id,
  name,
  content: [{ name: 'Grupo', isHighlighted: false, contents: [{ name: 'Elemento' }] }],
});
let SECTIONS = [section(1, 'Main Banner'), section(2, 'Home'), section(3, 'Promociones')];
const PAGE = {
  slug: 'envios',
  title: 'Envíos',
  body: '<p>Bogotá: 1 día hábil.</p>',
  position: 0,
  updatedAt: '2026-11-20T15:00:00.000Z',
};

function api() {
  return fakeApi(
    on('POST', '/api/contents/1/move', () => {
      SECTIONS = [SECTIONS[1]!, SECTIONS[0]!, SECTIONS[2]!];
      return json(SECTIONS);
    }),
    on('DELETE', '/api/contents/:id', noContent),
    on('DELETE', '/api/pages/:slug', noContent),
    on('PATCH', '/api/pages/envios', (call) => json({ ...PAGE, ...(call.body as object) })),
    // Read at each call: a test starts by putting SECTIONS back in order.
    (call) => contentsApi({ sections: SECTIONS, pages: [PAGE] })(call),
  );
}

const rowOf = async (name: string) => {
  const table = await screen.findByRole(
    'table',
    { name: 'Secciones de contenido' },
    { timeout: 5000 },
  );
  return within(table).getByRole('row', { name: new RegExp(name) });
};

describe('/dashboard/contents', () => {
  it('lists the sections in order; the first cannot go up and the last cannot go down', async () => {
    SECTIONS = [section(1, 'Main Banner'), section(2, 'Home'), section(3, 'Promociones')];
    const calls = api();
    const { user } = renderDashboard('/dashboard/contents', ['ADMIN_CONTENTS']);

    const first = await rowOf('Banner principal');
    expect(
      within(first).getByRole('button', { name: 'Subir la sección Banner principal' }),
    ).toBeDisabled();
    expect(
      within(first).getByRole('button', { name: 'Bajar la sección Banner principal' }),
    ).toBeEnabled();
    const last = await rowOf('Promociones');
    expect(
      within(last).getByRole('button', { name: 'Bajar la sección Promociones' }),
    ).toBeDisabled();
    expect(
      within(last).getByRole('button', { name: 'Subir la sección Promociones' }),
    ).toBeEnabled();
    expect(within(first).getByText('Carrusel de la página de inicio')).toBeInTheDocument();
    expect(within(last).getByText('No se muestra')).toBeInTheDocument();

    await user.click(
      within(first).getByRole('button', { name: 'Bajar la sección Banner principal' }),
    );
    expect(await screen.findByText(CONTENT_MESSAGES.moved)).toBeInTheDocument();
    const move = calls.find((call) => call.url.pathname === '/api/contents/1/move');
    expect(move?.body).toEqual({ direction: 'down' });
    await waitFor(async () =>
      expect(
        within(await rowOf('Inicio')).getByRole('button', { name: 'Subir la sección Inicio' }),
      ).toBeDisabled(),
    );
  });

  it('asks before deleting, warns about a section the storefront uses, and deletes on confirm', async () => {
    SECTIONS = [section(1, 'Main Banner'), section(2, 'Home'), section(3, 'Promociones')];
    const calls = api();
    const { user } = renderDashboard('/dashboard/contents', ['ADMIN_CONTENTS']);

    await user.click(
      within(await rowOf('Inicio')).getByRole('button', { name: 'Eliminar la sección Inicio' }),
    );
    let dialog = screen.getByRole('dialog', { name: 'Eliminar sección' });
    expect(dialog).toHaveTextContent('Grupos de la página de inicio');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(
      within(await rowOf('Promociones')).getByRole('button', {
        name: 'Eliminar la sección Promociones',
      }),
    );
    dialog = screen.getByRole('dialog', { name: 'Eliminar sección' });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(CONTENT_MESSAGES.deleted)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([
      '/api/contents/3',
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the spec's message when the sections cannot be loaded", async () => {
    fakeApi(
      on('*', '/api/pages', () => json([])),
      always(() => apiError(500, 'INTERNAL_ERROR', 'x')),
    );
    renderDashboard('/dashboard/contents', ['ADMIN_CONTENTS']);
    expect(
      await screen.findAllByText(CONTENT_MESSAGES.loadFailed, undefined, { timeout: 5000 }),
    ).not.toHaveLength(0);
  });

  it('edits an information page, sending only what changed; unchanged says so', async () => {
    SECTIONS = [];
    const calls = api();
    const { user } = renderDashboard('/dashboard/contents', ['ADMIN_CONTENTS']);
    expect(
      await screen.findByText('Aún no hay secciones de contenido.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    const table = await screen.findByRole(
      'table',
      { name: 'Páginas informativas' },
      { timeout: 5000 },
    );
    await user.click(within(table).getByRole('button', { name: 'Editar la página Envíos' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar página: Envíos' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(CONTENT_MESSAGES.unchanged)).toBeInTheDocument();

    expect(within(dialog).getByRole('checkbox', { name: /Editar como HTML/ })).not.toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Contenido' })).toHaveTextContent(
      'Bogotá: 1 día hábil.',
    );
    const title = within(dialog).getByRole('textbox', { name: 'Título' });
    await user.clear(title);
    await user.type(title, 'Envíos a toda Colombia');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(CONTENT_MESSAGES.pageUpdated)).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ title: 'Envíos a toda Colombia' });
  });
});
