import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyAddress, CompanyRole, Municipality } from '@shop/shared';
import { queryKeys } from '../../../lib/query-keys';
import { callsTo } from '../../../testing/api/payments';
import { apiError, fakeApi, json, on, type Route } from '../../../testing/fake-api';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { CompanyAddressesSection } from './company-addresses-section';

afterEach(() => vi.unstubAllGlobals());

const BARRANQUILLA: Municipality = {
  region: 'Caribe',
  municipality: 'BARRANQUILLA',
  department: 'ATLÁNTICO',
  municipalityDaneCode: '08001',
  departmentDaneCode: '08',
};

const PRINCIPAL: CompanyAddress = {
  id: 1,
  siteName: 'Principal',
  address: 'Calle 80 # 11-42',
  municipalityDaneCode: '11001',
  city: 'Bogotá, D.C., Bogotá, D.C.',
  contactName: 'Laura Gómez',
  contactPhone: '3001234567',
};

/** The company's addresses as the API keeps them: a POST adds one, the next GET lists it. */
function addressesApi(refusal?: Route): Route {
  const addresses = [PRINCIPAL];
  return (call) =>
    on('GET', '/api/company/addresses', () => json({ addresses }))(call) ??
    refusal?.(call) ??
    on('POST', '/api/company/addresses', ({ body }) => {
      const input = body as Omit<CompanyAddress, 'id' | 'municipalityDaneCode' | 'city'> & {
        location: Municipality;
      };
      const created: CompanyAddress = {
        id: addresses.length + 1,
        siteName: input.siteName,
        address: input.address,
        municipalityDaneCode: input.location.municipalityDaneCode,
        city: 'Barranquilla, Atlántico',
        contactName: input.contactName,
        contactPhone: input.contactPhone,
      };
      addresses.push(created);
      return json(created, 201);
    })(call);
}

function renderSection(role: CompanyRole, refusal?: Route) {
  const calls = fakeApi(addressesApi(refusal));
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(queryKeys.municipalities.all, [BARRANQUILLA]);
  return {
    calls,
    ...renderWithProviders(<CompanyAddressesSection viewer={7} role={role} />, queryClient),
  };
}

async function fillNorte(user: ReturnType<typeof renderSection>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Agregar dirección' }));
  const dialog = await screen.findByRole('dialog', { name: 'Agregar dirección' });
  await user.type(within(dialog).getByLabelText('Sede'), 'Sede Norte');
  await user.type(within(dialog).getByLabelText('Dirección'), 'Carrera 51B # 94-130');
  await user.type(within(dialog).getByRole('combobox', { name: 'Ciudad' }), 'barranq');
  await user.click(await within(dialog).findByRole('option', { name: /BARRANQUILLA/ }));
  await user.type(within(dialog).getByLabelText('Quién recibe'), 'Andrés Pérez');
  await user.type(within(dialog).getByLabelText('Teléfono de quien recibe'), '3157654321');
  return dialog;
}

describe('CompanyAddressesSection', () => {
  it("lets the administrator add an address, sent with the registration's municipality", async () => {
    const { calls, user } = renderSection('ADMINISTRADOR');
    const dialog = await fillNorte(user);
    await user.click(within(dialog).getByRole('button', { name: 'Agregar dirección' }));

    const card = await screen.findByRole('article', { name: 'Sede Norte' });
    expect(card).toHaveTextContent('Carrera 51B # 94-130');
    expect(card).toHaveTextContent('Barranquilla, Atlántico');
    expect(card).toHaveTextContent('Andrés Pérez, 3157654321');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Dirección agregada.')).toBeVisible();
    expect(callsTo(calls, 'POST', '/api/company/addresses').map((call) => call.body)).toEqual([
      {
        siteName: 'Sede Norte',
        address: 'Carrera 51B # 94-130',
        location: BARRANQUILLA,
        contactName: 'Andrés Pérez',
        contactPhone: '3157654321',
      },
    ]);
  });

  it('shows a member who is not the administrator the addresses, with nothing to change', async () => {
    renderSection('COMPRADOR');
    const card = await screen.findByRole('article', { name: 'Principal' });
    expect(card).toHaveTextContent('Calle 80 # 11-42');
    expect(within(card).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Agregar dirección' })).toBeNull();
    expect(
      screen.getByText(
        'Solo el administrador de su empresa puede agregar, cambiar o archivar direcciones.',
      ),
    ).toBeVisible();
  });

  it('sends nothing while a field is missing, and says which beside it', async () => {
    const { calls, user } = renderSection('ADMINISTRADOR');
    await user.click(await screen.findByRole('button', { name: 'Agregar dirección' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar dirección' });
    await user.type(within(dialog).getByLabelText('Sede'), 'Sede Norte');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar dirección' }));

    expect(within(dialog).getByLabelText('Dirección')).toHaveAccessibleDescription(
      'Este campo es obligatorio.',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Ciudad' })).toHaveAccessibleDescription(
      'Seleccione una ciudad de la lista.',
    );
    expect(
      await screen.findByText('Complete la sede, la dirección, la ciudad y quién recibe.'),
    ).toBeVisible();
    expect(callsTo(calls, 'POST', '/api/company/addresses')).toEqual([]);
  });

  it("puts the server's refusal beside the field it names", async () => {
    const message = 'El teléfono debe tener entre 7 y 15 dígitos.';
    const { user } = renderSection(
      'ADMINISTRADOR',
      on('POST', '/api/company/addresses', () =>
        apiError(400, 'VALIDATION_ERROR', 'Revise los datos de la dirección.', [
          { path: 'contactPhone', message },
        ]),
      ),
    );
    const dialog = await fillNorte(user);
    await user.click(within(dialog).getByRole('button', { name: 'Agregar dirección' }));

    const phone = within(dialog).getByLabelText('Teléfono de quien recibe');
    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('article', { name: 'Sede Norte' })).toBeNull();
  });
});
