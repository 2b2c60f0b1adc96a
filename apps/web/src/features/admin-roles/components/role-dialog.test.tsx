import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE_MESSAGES, type Role } from '@shop/shared';
import { renderWithProviders } from '../../../testing/render';
import { RoleDialog, type RoleDialogTarget } from './role-dialog';

const SALES: Role = {
  id: 4,
  name: 'Ventas',
  description: 'Atiende las órdenes',
  permissions: ['ADMIN_ORDERS'],
  accounts: 2,
};

/** The API as the browser sees it: every call answers this status and body. */
function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
    Response.json(body, { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

function renderDialog(target: RoleDialogTarget) {
  const onClose = vi.fn();
  const rendered = renderWithProviders(<RoleDialog target={target} onClose={onClose} />);
  return { ...rendered, onClose };
}

const sentBody = (fetchMock: ReturnType<typeof answer>) =>
  JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)) as unknown;

describe('RoleDialog', () => {
  it('refuses a blank name with a message beside the field, without calling the server', async () => {
    const fetchMock = answer(201, SALES);
    const { user, onClose } = renderDialog({ mode: 'create' });

    await user.type(screen.getByLabelText('Nombre'), '   ');
    await user.click(screen.getByRole('checkbox', { name: /Órdenes y Cotizaciones/ }));
    await user.click(screen.getByRole('button', { name: 'Crear rol' }));

    const name = screen.getByLabelText('Nombre');
    expect(name).toBeInvalid();
    expect(name).toHaveAccessibleDescription(ROLE_MESSAGES.nameRequired);
    expect(name).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('creates a role with its name, description and the ticked permissions', async () => {
    const fetchMock = answer(201, SALES);
    const { user, onClose } = renderDialog({ mode: 'create' });

    await user.type(screen.getByLabelText('Nombre'), ' Ventas ');
    await user.type(screen.getByLabelText('Descripción'), 'Atiende las órdenes');
    await user.click(screen.getByRole('checkbox', { name: /Órdenes y Cotizaciones/ }));
    await user.click(screen.getByRole('checkbox', { name: /Reportes/ }));
    await user.click(screen.getByRole('button', { name: 'Crear rol' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/roles');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('POST');
    expect(sentBody(fetchMock)).toEqual({
      name: 'Ventas',
      description: 'Atiende las órdenes',
      permissions: ['ADMIN_ORDERS', 'ADMIN_REPORTS'],
    });
    expect(await screen.findByText(ROLE_MESSAGES.created)).toBeInTheDocument();
  });

  it('sends only the fields an edit changed', async () => {
    const fetchMock = answer(200, { ...SALES, permissions: ['ADMIN_ORDERS', 'ADMIN_STOCK'] });
    const { user, onClose } = renderDialog({ mode: 'edit', role: SALES });

    expect(screen.getByLabelText('Nombre')).toHaveValue('Ventas');
    expect(screen.getByRole('checkbox', { name: /Órdenes y Cotizaciones/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /Monitorear Stock/ }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/roles/4');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('PATCH');
    expect(sentBody(fetchMock)).toEqual({ permissions: ['ADMIN_ORDERS', 'ADMIN_STOCK'] });
    expect(await screen.findByText(ROLE_MESSAGES.updated)).toBeInTheDocument();
  });

  it('says so and sends nothing when an edit changed nothing', async () => {
    const fetchMock = answer(200, SALES);
    const { user, onClose } = renderDialog({ mode: 'edit', role: SALES });

    // Spaces around the name are not a change: the server would store the same name.
    await user.type(screen.getByLabelText('Nombre'), ' ');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText(ROLE_MESSAGES.unchanged)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's refusal beside the name and keeps the dialog open", async () => {
    answer(409, {
      statusCode: 409,
      error: 'Conflict',
      code: 'ROLE_NAME_TAKEN',
      message: ROLE_MESSAGES.nameTaken,
    });
    const { user, onClose } = renderDialog({ mode: 'create' });

    await user.type(screen.getByLabelText('Nombre'), 'Administrador');
    await user.click(screen.getByRole('button', { name: 'Crear rol' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription(ROLE_MESSAGES.nameTaken),
    );
    // And as a toast, the spec's way of telling.
    expect(screen.getAllByText(ROLE_MESSAGES.nameTaken)).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
  });
});
