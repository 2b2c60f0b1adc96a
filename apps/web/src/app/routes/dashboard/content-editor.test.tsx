import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_MESSAGES } from '@shop/shared';
import { auditApi, auditEntry } from '../../../testing/api/audit';
import { contentsApi } from '../../../testing/api/contents';
import { always, apiError, fakeApi, json, on } from '../../../testing/fake-api';
import { renderDashboard } from '../../../testing/render-dashboard';

// Unmounted before the real fetch is back, so no late refetch (a list reloaded after a save) leaves.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HOME = {
  id: 7,
  name: 'Home',
  content: [
    {
      name: 'Redes',
      isHighlighted: true,
      contents: [
        { name: 'Routers', image: '/api/files/product/router.svg', url: '/categories/1/routers' },
        { name: 'Switches', url: '/categories/2/switches' },
      ],
    },
    {
      name: 'Energía',
      isHighlighted: false,
      contents: [{ name: 'UPS', url: '/categories/3/ups' }],
    },
  ],
};

function api() {
  return fakeApi(
    on('GET', '/api/contents/7', () => json(HOME)),
    auditApi('/api/contents/7/audit', [
      auditEntry({
        id: 3,
        entity: 'content',
        entityId: '7',
        action: 'update',
        before: { position: 2 },
        after: { position: 1 },
      }),
    ]),
    on('PATCH', '/api/contents/7', (call) => json({ ...HOME, ...(call.body as object) })),
    on('POST', '/api/contents', (call) => json({ id: 9, ...(call.body as object) }, 201)),
    contentsApi({}),
  );
}

describe('/dashboard/contents/create', () => {
  it('requires a name and at least one group, then creates the section', async () => {
    const calls = api();
    const { user, router } = renderDashboard('/dashboard/contents/create', ['ADMIN_CONTENTS']);
    const name = await screen.findByLabelText('Nombre de la sección', undefined, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Quitar el grupo 1' }));
    await user.click(screen.getByRole('button', { name: 'Crear sección' }));
    expect(await screen.findAllByText(CONTENT_MESSAGES.required)).toHaveLength(2);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(name, 'Promociones');
    await user.click(screen.getByRole('button', { name: 'Agregar grupo' }));
    await user.type(screen.getByLabelText('Nombre del grupo'), 'Ofertas');
    await user.type(screen.getByLabelText('Nombre'), 'Cámaras');
    await user.type(screen.getByLabelText('Enlace'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Crear sección' }));
    expect(await screen.findByText(CONTENT_MESSAGES.url)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Enlace'));
    await user.type(screen.getByLabelText('Enlace'), '/categories/4/camaras');
    await user.click(screen.getByRole('button', { name: 'Crear sección' }));
    expect(await screen.findByText(CONTENT_MESSAGES.created)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Promociones',
      content: [
        {
          name: 'Ofertas',
          isHighlighted: false,
          contents: [{ name: 'Cámaras', url: '/categories/4/camaras' }],
        },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/contents'));
    await screen.findByText('Aún no hay secciones de contenido.', undefined, { timeout: 5000 });
  });
});

describe('/dashboard/contents/update/{id}', () => {
  it("says 'No hay cambios para actualizar.' and sends nothing when nothing changed", async () => {
    const calls = api();
    const { user } = renderDashboard('/dashboard/contents/update/7', ['ADMIN_CONTENTS']);
    await user.click(
      await screen.findByRole('button', { name: 'Guardar cambios' }, { timeout: 5000 }),
    );
    expect(await screen.findByText(CONTENT_MESSAGES.unchanged)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    const trail = await screen.findByRole('table', { name: 'Historial de cambios de la sección' });
    expect(within(trail).getAllByRole('row')[1]).toHaveTextContent(/Posición: 3.*Posición: 2/);
  });

  it('moves groups and items within their bounds and sends only the reordered groups', async () => {
    const calls = api();
    const { user } = renderDashboard('/dashboard/contents/update/7', ['ADMIN_CONTENTS']);
    const up = await screen.findByRole('button', { name: 'Subir el grupo 1' }, { timeout: 5000 });
    expect(up).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bajar el grupo 2' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Subir el elemento 1 del grupo 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Bajar el elemento 2 del grupo 1' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Bajar el elemento 1 del grupo 1' }));
    await user.click(screen.getByRole('button', { name: 'Bajar el grupo 1' }));
    const first = screen.getAllByRole('group', { name: /Grupo/ })[0]!;
    expect(within(first).getByLabelText('Nombre del grupo')).toHaveValue('Energía');

    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText(CONTENT_MESSAGES.updated)).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({
      content: [
        HOME.content[1],
        {
          ...HOME.content[0],
          contents: [HOME.content[0]!.contents[1], HOME.content[0]!.contents[0]],
        },
      ],
    });
  });

  it('names a storefront section in Spanish and keeps its name, which the storefront looks for', async () => {
    api();
    renderDashboard('/dashboard/contents/update/7', ['ADMIN_CONTENTS']);
    expect(
      await screen.findByRole('heading', { name: 'Editar: Inicio' }, { timeout: 5000 }),
    ).toBeVisible();
    const name = screen.getByLabelText('Nombre de la sección');
    expect(name).toHaveValue('Home');
    expect(name).toHaveAttribute('readonly');
    expect(name).toHaveAccessibleDescription(/busca esta sección por su nombre/);
  });

  it("shows the spec's message when the section cannot be loaded", async () => {
    fakeApi(always(() => apiError(500, 'INTERNAL_ERROR', 'x')));
    renderDashboard('/dashboard/contents/update/7', ['ADMIN_CONTENTS']);
    expect(
      await screen.findAllByText(CONTENT_MESSAGES.sectionLoadFailed, undefined, { timeout: 5000 }),
    ).not.toHaveLength(0);
  });
});
