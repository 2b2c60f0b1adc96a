import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bogotaDate, formatCop as cop, TAX_MESSAGES, type TaxRulesView } from '@shop/shared';
import { TAX_RULES_VIEW } from '../../../testing/admin-config';
import { configApi } from '../../../testing/api/config';
import { taxRulesApi } from '../../../testing/api/tax-rules';
import { apiError, fakeApi, type ApiCall } from '../../../testing/fake-api';
import { renderDashboard } from '../../../testing/render-dashboard';

afterEach(() => vi.unstubAllGlobals());

/** '$ 524.000' as text matchers read it (they fold the no-break space into a space). */
const formatCop = (pesos: number) => cop(pesos).replace(/\u00a0/g, ' ');

const YEAR = Number(bogotaDate().slice(0, 4));
/** The seed's table with this year's UVT, so the page can state its bases in pesos. */
const VIEW: TaxRulesView = {
  ...TAX_RULES_VIEW,
  uvt: [
    { year: YEAR - 1, value: 49_799, source: 'Resolución DIAN 000193 de 2024' },
    { year: YEAR, value: 52_374, source: 'Resolución DIAN 000238 de 2025' },
  ],
};

/** The page's API: the settings, the rules, their trail and the PUT's answer. */
function serve(put?: (call: ApiCall) => Response) {
  return fakeApi(configApi(), taxRulesApi({ view: VIEW, put }));
}

const puts = (calls: ApiCall[]) =>
  calls.filter((c) => c.method === 'PUT' && c.url.pathname === '/api/tax-rules');

async function openPage() {
  const rendered = renderDashboard('/dashboard/taxes', ['ADMIN_CONFIG']);
  await screen.findByRole('heading', { name: 'Retenciones' }, { timeout: 10_000 });
  return rendered;
}

const section = (name: string | RegExp) =>
  within(screen.getByRole('heading', { name }).closest('section')!);

describe('/dashboard/taxes, the tax rules', () => {
  it('says which rule is in force today with its base in pesos (art. 868) and the exact cap', async () => {
    serve();
    await openPage();

    const withholdings = section('Retenciones');
    // 10 UVT × $ 52.374 = $ 523.740 → $ 524.000.
    expect(withholdings.getByRole('status')).toHaveTextContent(
      `ReteFuente por compras de bienes: 2,5 % desde 10 UVT = ${formatCop(524_000)}`,
    );
    const rows = withholdings.getAllByRole('group');
    expect(within(rows[1]!).getByText('Vigente hoy')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('Vigente hoy')).toBeNull();
    expect(within(rows[0]!).getByLabelText('Base')).toHaveAccessibleDescription(
      `= ${cop(1_414_000)} en ${YEAR}`,
    );
    expect(section(/Topes de exclusión/).getByRole('status')).toHaveTextContent(
      `hasta 50 UVT = ${formatCop(2_618_700)}`,
    );
    expect(section('ReteICA por municipio').getByRole('status')).toHaveTextContent(
      'BOGOTÁ, D.C.: 11,04 ‰ desde 27 UVT',
    );
  });

  it('sends the whole table with the typed percentage as a fraction and the reason', async () => {
    const calls = serve();
    const { user } = await openPage();

    const withholdings = section('Retenciones');
    await user.click(withholdings.getByRole('button', { name: 'Agregar retención' }));
    const added = withholdings.getAllByRole('group').at(-1)!;
    await user.selectOptions(within(added).getByLabelText('Tipo'), 'ReteIVA');
    const validFrom = within(added).getByLabelText('Vigente desde');
    await user.clear(validFrom);
    await user.type(validFrom, `${YEAR + 1}-01-01`);
    await user.type(within(added).getByLabelText('Tarifa'), '2,5');
    expect(within(added).getByLabelText('Tarifa')).toHaveAccessibleDescription(
      'Se guarda como 0,025',
    );
    await user.type(within(added).getByLabelText('Base'), '10');
    await user.type(within(added).getByLabelText('Norma'), 'Decreto de prueba');
    await user.type(screen.getByLabelText('Motivo del cambio'), 'Nuevo decreto');
    await user.click(screen.getByRole('button', { name: 'Guardar reglas' }));

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    const body = puts(calls)[0]!.body as Record<string, unknown[]> & { reason: string };
    expect(body.reason).toBe('Nuevo decreto');
    expect(body.uvt).toEqual(VIEW.uvt);
    expect(body.ivaCaps).toEqual(VIEW.ivaCaps);
    expect(body.reteIca).toEqual(VIEW.reteIca.map(({ municipalityName: _n, ...rule }) => rule));
    expect(body.withholdings).toEqual([
      ...VIEW.withholdings,
      {
        kind: 'RETEIVA',
        validFrom: `${YEAR + 1}-01-01`,
        rate: 0.025,
        baseUvt: 10,
        source: 'Decreto de prueba',
      },
    ]);
    expect(await screen.findByText(TAX_MESSAGES.updated)).toBeInTheDocument();
  });

  it('dates a new reading of where ICA is caused and sends it with the table', async () => {
    const calls = serve();
    const { user } = await openPage();

    const place = section('Dónde se causa el ICA (Ley 1819 de 2016, art. 343)');
    expect(
      place.getByText('Municipio del establecimiento del vendedor', { selector: 'strong' }),
    ).toBeVisible();
    await user.click(place.getByRole('button', { name: 'Agregar regla' }));
    const added = place.getAllByRole('group').at(-1)!;
    await user.selectOptions(
      within(added).getByLabelText('Municipio donde se causa'),
      'Municipio del comprador (destino del despacho)',
    );
    const validFrom = within(added).getByLabelText('Vigente desde');
    await user.clear(validFrom);
    await user.type(validFrom, `${YEAR + 1}-01-01`);
    await user.type(within(added).getByLabelText('Norma'), 'Concepto del contador');
    await user.type(screen.getByLabelText('Motivo del cambio'), 'Lectura del lit. c');
    await user.click(screen.getByRole('button', { name: 'Guardar reglas' }));

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect((puts(calls)[0]!.body as { icaPlace: unknown[] }).icaPlace).toEqual([
      ...VIEW.icaPlace,
      {
        validFrom: `${YEAR + 1}-01-01`,
        basis: 'BUYER_MUNICIPALITY',
        source: 'Concepto del contador',
      },
    ]);
  });

  it('refuses a save without a reason or with a rate that is not a number, naming the cell', async () => {
    const calls = serve();
    const { user } = await openPage();

    const first = section('Retenciones').getAllByRole('group')[0]!;
    const rate = within(first).getByLabelText('Tarifa');
    await user.clear(rate);
    await user.type(rate, 'dos');
    await user.click(screen.getByRole('button', { name: 'Guardar reglas' }));

    await waitFor(() => expect(rate).toHaveAccessibleDescription('La tarifa es un número.'));
    expect(screen.getByLabelText('Motivo del cambio')).toHaveAccessibleDescription(
      'Indique el motivo del cambio (por ejemplo, el decreto que lo ordena).',
    );
    expect(puts(calls)).toHaveLength(0);
  });

  it("places the server's issue on its cell (['withholdings', 2, 'validFrom'])", async () => {
    const message = 'Hay dos reglas de ReteIVA desde el 2025-06-01.';
    serve(() =>
      apiError(400, 'VALIDATION_ERROR', message, [{ path: 'withholdings.2.validFrom', message }]),
    );
    const { user } = await openPage();

    await user.type(screen.getByLabelText('Motivo del cambio'), 'Prueba');
    await user.click(screen.getByRole('button', { name: 'Guardar reglas' }));

    const third = section('Retenciones').getAllByRole('group')[2]!;
    await waitFor(() =>
      expect(within(third).getByLabelText('Vigente desde')).toHaveAccessibleDescription(message),
    );
  });

  it('says so when the server finds nothing changed (422)', async () => {
    serve(() => apiError(422, 'NO_CHANGES', TAX_MESSAGES.noChanges));
    const { user } = await openPage();

    await user.type(screen.getByLabelText('Motivo del cambio'), 'Nada');
    await user.click(screen.getByRole('button', { name: 'Guardar reglas' }));

    expect(await screen.findByText(TAX_MESSAGES.noChanges)).toBeInTheDocument();
  });

  it('warns when the UVT of this year is missing, and removes a row', async () => {
    const calls = serve();
    const { user } = await openPage();

    const uvt = section('UVT por año');
    await user.click(uvt.getByRole('button', { name: `Quitar UVT ${YEAR}` }));
    expect(uvt.getByRole('status')).toHaveTextContent(`Falta la UVT de ${YEAR}`);
    await user.type(screen.getByLabelText('Motivo del cambio'), 'Quitar');
    await user.click(screen.getByRole('button', { name: 'Guardar reglas' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect((puts(calls)[0]!.body as TaxRulesView).uvt).toEqual([VIEW.uvt[0]]);
  });
});
