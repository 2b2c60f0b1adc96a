import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_CLIENT_MESSAGES, TAX_MESSAGES, type Account } from '@shop/shared';
import { clientAccount } from '../../../testing/admin-clients';
import { clientApi } from '../../../testing/api/clients';
import { rolesApi } from '../../../testing/api/roles';
import { apiError, fakeApi, json, on, type ApiCall } from '../../../testing/fake-api';
import { renderDashboard } from '../../../testing/render-dashboard';
import { TAX_PANEL_MESSAGES } from './tax-profile-panel';

afterEach(() => vi.unstubAllGlobals());

/** Client 41's detail; the PATCH answers with `write` or with the flags it was sent. */
function renderClient(account: Account, write?: (call: ApiCall) => Response) {
  const calls = fakeApi(
    on('PATCH', '/api/auth/update/:id', (call) => {
      if (write) return write(call);
      const { taxFlags } = call.body as { taxFlags: object };
      const next = { ...account, taxProfile: { ...account.taxProfile, ...taxFlags } };
      return json({ message: ADMIN_CLIENT_MESSAGES.updated, changed: true, account: next });
    }),
    clientApi(account),
    rolesApi(),
  );
  return { calls, ...renderDashboard('/dashboard/clients/41', ['ADMIN_CLIENTS']) };
}

const patches = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PATCH');

async function openPanel() {
  const heading = await screen.findByRole(
    'heading',
    { name: 'Perfil tributario' },
    { timeout: 5000 },
  );
  return within(heading.closest('section')!);
}

describe('the client tax profile panel', () => {
  it('shows the kind, the municipality and the flags, and says when nothing changed', async () => {
    const { calls, user } = renderClient(clientAccount());
    const panel = await openPanel();

    expect(panel.getByText('Persona jurídica')).toBeInTheDocument();
    expect(panel.getByText('MEDELLÍN')).toBeInTheDocument();
    expect(panel.getByRole('switch', { name: 'Gran contribuyente' })).not.toBeChecked();
    // The buyer's autorretención changes none of its withholdings: the switch says so.
    expect(
      panel.getByRole('switch', {
        name: 'Autorretenedor (informativo: no cambia las retenciones de sus compras)',
      }),
    ).not.toBeChecked();
    expect(panel.getByText(/Nos practica ReteFuente .*; no ReteIVA/)).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Guardar perfil tributario' }));

    expect(await screen.findByText(TAX_PANEL_MESSAGES.noChanges)).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);
  });

  it('asks for the reason, then sends only the switched flag with it', async () => {
    const { calls, user } = renderClient(clientAccount());
    const panel = await openPanel();

    await user.click(panel.getByRole('switch', { name: 'Gran contribuyente' }));
    expect(panel.getByText(/Nos practica ReteFuente y ReteIVA/)).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Guardar perfil tributario' }));
    expect(panel.getByLabelText('Motivo del cambio')).toHaveAccessibleDescription(
      expect.stringContaining(ADMIN_CLIENT_MESSAGES.reasonMissing),
    );
    expect(patches(calls)).toEqual([]);

    await user.type(panel.getByLabelText('Motivo del cambio'), 'Resolución DIAN 012635 de 2024');
    await user.click(panel.getByRole('button', { name: 'Guardar perfil tributario' }));

    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]!.url.pathname).toBe('/api/auth/update/41');
    expect(patches(calls)[0]!.body).toEqual({
      taxFlags: { granContribuyente: true },
      comments: 'Resolución DIAN 012635 de 2024',
    });
    expect(await screen.findByText(TAX_MESSAGES.flagsUpdated)).toBeInTheDocument();
    expect(panel.getByRole('switch', { name: 'Gran contribuyente' })).toBeChecked();
    expect(panel.getByLabelText('Motivo del cambio')).toHaveValue('');
  });

  it('confirms a profile the shop inferred: sends every flag with the reason, even unchanged', async () => {
    const inferred = clientAccount({
      taxProfileConfirmed: false,
      taxProfile: { ...clientAccount().taxProfile, kind: 'PUBLIC_ENTITY', publicEntity: true },
    });
    const { calls, user } = renderClient(inferred, () =>
      json({
        message: ADMIN_CLIENT_MESSAGES.updated,
        changed: true,
        account: { ...inferred, taxProfileConfirmed: true },
      }),
    );
    const panel = await openPanel();
    expect(panel.getByText(TAX_PANEL_MESSAGES.pendingTitle)).toBeVisible();

    await user.type(panel.getByLabelText('Motivo del cambio'), 'RUT revisado');
    await user.click(panel.getByRole('button', { name: 'Guardar perfil tributario' }));

    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]!.body).toEqual({
      taxFlags: {
        withholdingAgent: false,
        granContribuyente: false,
        autorretenedor: false,
        publicEntity: true,
        ivaWithholdingAgent: false,
        regimenSimple: false,
      },
      comments: 'RUT revisado',
    });
    await waitFor(() => expect(panel.queryByText(TAX_PANEL_MESSAGES.pendingTitle)).toBeNull());
  });

  it('shows the document with its DV and sends the ID type and IVA responsibility changed', async () => {
    const company = clientAccount({
      taxProfile: { ...clientAccount().taxProfile, idType: 'NIT', checkDigit: 2 },
    });
    const { calls, user } = renderClient(company, () =>
      json({ message: ADMIN_CLIENT_MESSAGES.updated, changed: true, account: company }),
    );
    const panel = await openPanel();
    expect(panel.getByText('NIT 900.544.472-2')).toBeInTheDocument();
    expect(panel.getByLabelText('Tipo de documento')).toHaveValue('NIT');

    await user.selectOptions(panel.getByLabelText('Responsabilidad de IVA'), 'RESPONSABLE_IVA');
    await user.selectOptions(panel.getByLabelText('Declarante de renta (RUT: 05)'), 'true');
    await user.type(panel.getByLabelText('Motivo del cambio'), 'RUT: 05 y 48');
    await user.click(panel.getByRole('button', { name: 'Guardar perfil tributario' }));

    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]!.body).toEqual({
      taxIdentity: { ivaRegime: 'RESPONSABLE_IVA', incomeTaxDeclarant: true },
      comments: 'RUT: 05 y 48',
    });
  });

  it("places the server's refusal of the reason beside it", async () => {
    const refusal = 'El motivo no puede superar 500 caracteres.';
    const { user } = renderClient(
      clientAccount({
        taxProfile: { ...clientAccount().taxProfile, kind: 'NATURAL_PERSON' },
      }),
      () => apiError(400, 'VALIDATION_ERROR', refusal, [{ path: 'comments', message: refusal }]),
    );
    const panel = await openPanel();
    expect(panel.getByText('No nos practica retenciones.')).toBeInTheDocument();

    await user.click(panel.getByRole('switch', { name: /Agente de retención/ }));
    await user.type(panel.getByLabelText('Motivo del cambio'), 'Supera 30.000 UVT');
    await user.click(panel.getByRole('button', { name: 'Guardar perfil tributario' }));

    await waitFor(() =>
      expect(panel.getByLabelText('Motivo del cambio')).toHaveAccessibleDescription(
        expect.stringContaining(refusal),
      ),
    );
  });
});
