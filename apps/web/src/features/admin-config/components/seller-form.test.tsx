import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TAX_MESSAGES } from '@shop/shared';
import { configApi } from '../../../testing/api/config';
import { taxRulesApi } from '../../../testing/api/tax-rules';
import { apiError, fakeApi, type ApiCall } from '../../../testing/fake-api';
import { renderDashboard } from '../../../testing/render-dashboard';

afterEach(() => vi.unstubAllGlobals());

function serve(patchAnswer?: () => Response) {
  return fakeApi(configApi({ patch: patchAnswer }), taxRulesApi());
}

const patches = (calls: ApiCall[]) => calls.filter((c) => c.method === 'PATCH');

async function openSeller() {
  const rendered = renderDashboard('/dashboard/taxes', ['ADMIN_CONFIG']);
  const heading = await screen.findByRole(
    'heading',
    { name: 'La tienda como vendedora' },
    { timeout: 10_000 },
  );
  return { ...rendered, card: within(heading.closest('section')!) };
}

describe('/dashboard/taxes, the shop as seller', () => {
  it('shows the NIT with its check digit and checks the digit as it is typed', async () => {
    const calls = serve();
    const { user, card } = await openSeller();

    const nit = card.getByLabelText('NIT');
    expect(nit).toHaveValue('900.544.472-2');
    await user.clear(nit);
    await user.type(nit, '800.197.268');
    expect(nit).toHaveAccessibleDescription(/Dígito de verificación: 4/);
    await user.type(nit, '-7');
    expect(nit).toHaveAccessibleDescription('El dígito de verificación de este NIT es 4, no 7.');
    await user.click(card.getByRole('button', { name: 'Guardar datos de la tienda' }));
    await waitFor(() =>
      expect(nit).toHaveAccessibleDescription('El dígito de verificación no corresponde al NIT.'),
    );
    expect(patches(calls)).toHaveLength(0);
  });

  it('sends only the changed seller fields under configData.seller', async () => {
    const calls = serve();
    const { user, card } = await openSeller();

    const nit = card.getByLabelText('NIT');
    await user.clear(nit);
    await user.type(nit, '800.197.268-4');
    await user.click(card.getByRole('switch', { name: /Autorretenedor/ }));
    await user.selectOptions(card.getByLabelText('Régimen de IVA'), 'No responsable de IVA');
    await user.click(card.getByRole('button', { name: 'Guardar datos de la tienda' }));

    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]!.body).toEqual({
      id: 1,
      configData: {
        seller: { nit: '800.197.268-4', autorretenedor: true, regime: 'NO_RESPONSABLE_IVA' },
      },
    });
    expect(await screen.findByText(TAX_MESSAGES.sellerUpdated)).toBeInTheDocument();
  });

  it('says there is nothing to save, and places the server refusal on its field', async () => {
    const message = 'El correo de la tienda no es válido.';
    const calls = serve(() =>
      apiError(400, 'VALIDATION_ERROR', message, [{ path: 'configData.seller.email', message }]),
    );
    const { user, card } = await openSeller();

    await user.click(card.getByRole('button', { name: 'Guardar datos de la tienda' }));
    expect(
      await screen.findByText('No hay cambios en el perfil tributario de la tienda.'),
    ).toBeInTheDocument();
    expect(patches(calls)).toHaveLength(0);

    const email = card.getByLabelText('Correo de facturación');
    await user.clear(email);
    await user.type(email, 'ventas@tienda.co');
    await user.click(card.getByRole('button', { name: 'Guardar datos de la tienda' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(message));
  });
});
