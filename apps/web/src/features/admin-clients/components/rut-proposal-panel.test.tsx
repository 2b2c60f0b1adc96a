import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RUT_PROPOSAL_MESSAGES, type Account, type RutProposal } from '@shop/shared';
import { clientAccount } from '../../../testing/admin-clients';
import { clientApi } from '../../../testing/api/clients';
import { rolesApi } from '../../../testing/api/roles';
import { apiError, fakeApi, json, on, type ApiCall } from '../../../testing/fake-api';
import { renderDashboard } from '../../../testing/render-dashboard';
import { RUT_PANEL_MESSAGES } from './rut-proposal-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PROPOSAL: RutProposal = {
  status: 'PROPOSED',
  note: null,
  rutUrl: '/api/files/rut/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
  reading: {
    nit: '900544472',
    checkDigit: 2,
    legalPersonType: true,
    businessName: 'CONECTIVIDAD ANDINA S.A.S.',
    personName: null,
    municipalityText: 'Medellín, Antioquia',
    municipalityCode: '05001',
    municipalityName: 'MEDELLÍN',
    responsibilities: ['05', '13', '48'],
  },
  proposedFlags: { granContribuyente: true, autorretenedor: false },
  proposedIdentity: { idType: 'NIT', ivaRegime: 'RESPONSABLE_IVA', incomeTaxDeclarant: true },
  contradictions: [],
  createdAt: '2026-08-14T15:00:00.000Z',
  decidedAt: null,
};

/** Client 41's detail with `proposal`; the POST answers with `decide` or as confirmed. */
function renderClient(
  proposal: RutProposal | null,
  decide?: (call: ApiCall) => Response,
  account: Account = clientAccount(),
) {
  const calls = fakeApi(
    on('POST', '/api/auth/41/rut-proposal', (call) => {
      if (decide) return decide(call);
      const confirmed = {
        ...account,
        taxProfileConfirmed: true,
        taxProfile: {
          ...account.taxProfile,
          granContribuyente: true,
          ivaRegime: 'RESPONSABLE_IVA',
        },
      };
      return json({ message: RUT_PROPOSAL_MESSAGES.confirmed, changed: true, account: confirmed });
    }),
    on(
      'GET',
      PROPOSAL.rutUrl,
      () => new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' })),
    ),
    clientApi(account, [], proposal),
    rolesApi(),
  );
  return { calls, ...renderDashboard('/dashboard/clients/41', ['ADMIN_CLIENTS']) };
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST');

async function openPanel() {
  const heading = await screen.findByRole(
    'heading',
    { name: RUT_PANEL_MESSAGES.title },
    { timeout: 5000 },
  );
  return within(heading.closest('section')!);
}

describe('the RUT proposal panel', () => {
  it('shows what was read, and confirms the proposal as read with the reason', async () => {
    const { calls, user } = renderClient(PROPOSAL);
    const panel = await openPanel();
    expect(await panel.findByText('NIT 900.544.472-2')).toBeInTheDocument();
    expect(panel.getByText('CONECTIVIDAD ANDINA S.A.S.')).toBeInTheDocument();
    expect(panel.getByText('MEDELLÍN (DIVIPOLA 05001)')).toBeInTheDocument();
    expect(panel.getByText('13 – Gran contribuyente')).toBeInTheDocument();
    expect(panel.getByRole('switch', { name: /^Gran contribuyente \(hoy: no\)/ })).toBeChecked();
    expect(panel.getByLabelText('Responsabilidad de IVA')).toHaveValue('RESPONSABLE_IVA');
    expect(panel.queryByRole('alert')).toBeNull();

    await user.click(panel.getByRole('button', { name: RUT_PANEL_MESSAGES.confirm }));
    expect(panel.getByLabelText('Motivo de la confirmación')).toHaveAccessibleDescription(
      expect.stringContaining(RUT_PROPOSAL_MESSAGES.reasonMissing),
    );
    expect(posts(calls)).toEqual([]);

    await user.type(panel.getByLabelText('Motivo de la confirmación'), 'RUT revisado');
    await user.click(panel.getByRole('button', { name: RUT_PANEL_MESSAGES.confirm }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({ comments: 'RUT revisado' });
    expect(await screen.findByText(RUT_PROPOSAL_MESSAGES.confirmed)).toBeInTheDocument();
  });

  it('sends only what staff corrected, and says it applies corrections', async () => {
    const { calls, user } = renderClient(PROPOSAL);
    const panel = await openPanel();
    await user.click(await panel.findByRole('switch', { name: /^Gran contribuyente/ }));
    await user.selectOptions(panel.getByLabelText('Responsabilidad de IVA'), 'NO_RESPONSABLE_IVA');
    await user.type(panel.getByLabelText('Motivo de la confirmación'), 'El RUT es de 2019');
    await user.click(panel.getByRole('button', { name: RUT_PANEL_MESSAGES.confirmCorrected }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({
      taxFlags: { granContribuyente: false },
      taxIdentity: { ivaRegime: 'NO_RESPONSABLE_IVA' },
      comments: 'El RUT es de 2019',
    });
  });

  it('shows the contradictions with the registration prominently', async () => {
    const message = 'El NIT del RUT (800197268) no coincide con el que se registró (900544472).';
    renderClient({
      ...PROPOSAL,
      contradictions: [{ field: 'nit', registered: '900544472', inRut: '800197268', message }],
    });
    const panel = await openPanel();
    const alert = await panel.findByRole('alert');
    expect(alert).toHaveTextContent(RUT_PANEL_MESSAGES.contradictionsTitle);
    expect(alert).toHaveTextContent(message);
  });

  it('says a RUT without text proposes nothing, and offers no confirmation', async () => {
    renderClient({
      ...PROPOSAL,
      status: 'UNREADABLE',
      note: 'Sin texto legible',
      reading: null,
      proposedFlags: {},
      proposedIdentity: {},
    });
    const panel = await openPanel();
    expect(await panel.findByText(RUT_PANEL_MESSAGES.unreadable)).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: RUT_PANEL_MESSAGES.confirm })).toBeNull();
  });

  it('shows a decided proposal read-only, and the refusal of the server as a toast', async () => {
    renderClient({ ...PROPOSAL, status: 'CONFIRMED', decidedAt: '2026-08-15T15:00:00.000Z' });
    const panel = await openPanel();
    expect(
      await panel.findByText('Propuesta revisada el 15 de agosto de 2026.'),
    ).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: RUT_PANEL_MESSAGES.confirm })).toBeNull();
  });

  it('places a refusal of the server in a toast, keeping the form', async () => {
    const { user } = renderClient(PROPOSAL, () =>
      apiError(409, 'CONFLICT', RUT_PROPOSAL_MESSAGES.alreadyDecided),
    );
    const panel = await openPanel();
    await user.type(await panel.findByLabelText('Motivo de la confirmación'), 'RUT revisado');
    await user.click(panel.getByRole('button', { name: RUT_PANEL_MESSAGES.confirm }));
    expect(await screen.findByText(RUT_PROPOSAL_MESSAGES.alreadyDecided)).toBeInTheDocument();
  });

  it('opens the RUT beside the proposal, to compare them', async () => {
    const { calls, user } = renderClient(PROPOSAL);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:rut-1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const panel = await openPanel();
    expect(panel.queryByTitle('RUT del cliente (PDF)')).toBeNull();
    await user.click(panel.getByRole('button', { name: RUT_PANEL_MESSAGES.showRut }));
    expect(await panel.findByTitle('RUT del cliente (PDF)')).toHaveAttribute('src', 'blob:rut-1');
    expect(calls.some((c) => c.url.pathname === PROPOSAL.rutUrl)).toBe(true);
    await user.click(panel.getByRole('button', { name: RUT_PANEL_MESSAGES.hideRut }));
    expect(panel.queryByTitle('RUT del cliente (PDF)')).toBeNull();
  });

  it('says when no RUT was read for the client', async () => {
    renderClient(null);
    const panel = await openPanel();
    expect(await panel.findByText(RUT_PROPOSAL_MESSAGES.notFound)).toBeInTheDocument();
  });
});
