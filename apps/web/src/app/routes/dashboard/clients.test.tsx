import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientListItem } from '../../../testing/admin-clients';
import { clientListApi } from '../../../testing/api/clients';
import { fakeApi, queryOf, type ApiCall } from '../../../testing/fake-api';
import { renderDashboard } from '../../../testing/render-dashboard';

afterEach(() => vi.unstubAllGlobals());

const listCalls = (calls: ApiCall[]) => calls.filter((call) => call.url.pathname === '/api/auth');

function renderClients(search = '') {
  const calls = fakeApi(
    clientListApi(() => ({
      users: [
        clientListItem(),
        clientListItem({
          id: 42,
          email: 'ana@correo.co',
          fullName: 'Ana Gómez',
          businessName: null,
          identificationNumber: '1020304050',
          clientType: 'CLIENT_FINAL',
          clientStatus: 'ACTIVE',
          requestedClientType: 'TECHNICAL',
        }),
      ],
      totalPages: 3,
    })),
  );
  return { calls, ...renderDashboard(`/dashboard/clients${search}`, ['ADMIN_CLIENTS']) };
}

// The first visit loads the screen's lazy chunk.
const findAndina = () =>
  screen.findByRole('link', { name: 'Conectividad Andina S.A.S.' }, { timeout: 5000 });

describe('the clients list', () => {
  it('asks the API for the filters and the page of the address, 40 per page', async () => {
    const { calls } = renderClients(
      '?search=andina&status=PENDING&clientType=DISTRIBUTOR&typeRequests=true&page=2',
    );

    expect(await findAndina()).toBeVisible();
    expect(queryOf(listCalls(calls)[0])).toEqual({
      search: 'andina',
      status: 'PENDING',
      clientType: 'DISTRIBUTOR',
      typeRequests: 'true',
      offset: '1',
      limit: '40',
    });
    expect(screen.getByRole('searchbox', { name: 'Buscar clientes' })).toHaveValue('andina');
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveValue('PENDING');
    expect(screen.getByRole('combobox', { name: 'Tipo de cliente' })).toHaveValue('DISTRIBUTOR');
    expect(screen.getByRole('checkbox', { name: 'Solicitudes de tipo' })).toBeChecked();
  });

  it('reads a malformed address as no filter', async () => {
    const { calls } = renderClients('?status=BORRADO&clientType=&typeRequests=si');

    await findAndina();
    expect(queryOf(listCalls(calls)[0])).toEqual({ offset: '0', limit: '40' });
  });

  it('puts a new filter in the address and starts again from the first page', async () => {
    const { calls, router, user } = renderClients('?status=PENDING&page=3');
    await findAndina();

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Tipo de cliente' }),
      'GOVERMENT',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Solicitudes de tipo' }));

    await waitFor(() =>
      expect(queryOf(listCalls(calls).at(-1))).toEqual({
        status: 'PENDING',
        clientType: 'GOVERMENT',
        typeRequests: 'true',
        offset: '0',
        limit: '40',
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'PENDING',
      clientType: 'GOVERMENT',
      typeRequests: 'true',
    });
  });

  it('searches once the typing pauses, not on every keystroke', async () => {
    const { calls, router, user } = renderClients();
    await findAndina();

    await user.type(screen.getByRole('searchbox', { name: 'Buscar clientes' }), '900544');

    await waitFor(() => expect(queryOf(listCalls(calls).at(-1)).search).toBe('900544'));
    const searched = listCalls(calls).map((call) => call.url.searchParams.get('search'));
    expect(searched.filter(Boolean)).toEqual(['900544']);
    expect(router.state.location.search).toBe('?search=900544');
  });

  it('shows each status as a labelled pill, the pending type request, and links every name', async () => {
    renderClients();

    const andina = await findAndina();
    expect(andina).toHaveAttribute('href', '/dashboard/clients/41');
    const ana = screen.getByRole('row', { name: /Ana Gómez/ });
    expect(within(ana).getByText('Activo')).toBeVisible();
    expect(within(ana).getByText('Solicita Técnico')).toBeVisible();
    expect(
      within(screen.getByRole('row', { name: /Andina/ })).getByText('Pendiente'),
    ).toBeVisible();
    expect(screen.getByText('Página 1 de 3')).toBeVisible();
  });
});
