import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { useUnsavedChanges } from './use-unsaved-changes';

function Editor() {
  const [text, setText] = useState('');
  useUnsavedChanges(text !== '');
  return (
    <>
      <label>
        Nombre
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="button" onClick={() => setText('')}>
        Guardar
      </button>
      <Link to="/otra">Otra pantalla</Link>
      <Link to="/editor?pagina=2">Página 2</Link>
    </>
  );
}

const renderEditor = () =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          {
            element: (
              <>
                <Outlet />
                <UnsavedChangesGuard />
              </>
            ),
            children: [
              { path: '/editor', element: <Editor /> },
              { path: '/otra', element: <h1>Otra</h1> },
            ],
          },
        ],
        { initialEntries: ['/editor'] },
      )}
    />,
  );

const unloadIsCancelled = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useUnsavedChanges with the UnsavedChangesGuard', () => {
  it('leaves a clean form without asking', async () => {
    renderEditor();
    expect(unloadIsCancelled()).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Otra pantalla' }));
    expect(await screen.findByRole('heading', { name: 'Otra' })).toBeVisible();
  });

  it('asks before leaving unsaved changes: "Seguir editando" keeps them', async () => {
    renderEditor();
    await userEvent.type(screen.getByLabelText('Nombre'), 'Cámaras');
    expect(unloadIsCancelled()).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'Otra pantalla' }));
    // The dialog is a lazy chunk, its first load transformed on demand in the test.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Cambios sin guardar' },
      { timeout: 5000 },
    );
    expect(dialog).toHaveTextContent('Tiene cambios sin guardar. ¿Desea salir sin guardarlos?');
    await userEvent.click(screen.getByRole('button', { name: 'Seguir editando' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Cámaras');
  });

  it('"Salir sin guardar" goes on, and the page it leaves no longer holds the browser', async () => {
    renderEditor();
    await userEvent.type(screen.getByLabelText('Nombre'), 'Cámaras');
    await userEvent.click(screen.getByRole('link', { name: 'Otra pantalla' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Salir sin guardar' }, { timeout: 5000 }),
    );
    expect(await screen.findByRole('heading', { name: 'Otra' })).toBeVisible();
    expect(unloadIsCancelled()).toBe(false);
  });

  it('lets a change of the query alone through, and asks nothing once saved', async () => {
    renderEditor();
    await userEvent.type(screen.getByLabelText('Nombre'), 'Cámaras');
    await userEvent.click(screen.getByRole('link', { name: 'Página 2' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(unloadIsCancelled()).toBe(false);
    await userEvent.click(screen.getByRole('link', { name: 'Otra pantalla' }));
    expect(await screen.findByRole('heading', { name: 'Otra' })).toBeVisible();
  });
});
