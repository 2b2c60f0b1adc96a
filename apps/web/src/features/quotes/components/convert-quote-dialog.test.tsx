import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_DOCUMENT_TERMS,
  NOT_AN_INVOICE,
  PURCHASE_ORDER_MESSAGES,
  QUOTE_REPRICE_MESSAGES,
  type CompanyAddress,
  type PayMethod,
  type QuoteReprice,
  type QuoteSummary,
} from '@shop/shared';
import { quotesApi } from '../../../testing/api/quotes';
import { DeliveryAddressField } from '../../../components/ui/form/delivery-address-field';
import { apiError, fakeApi, json, on, type ApiCall } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { breakdownOf, COMPANY_BUYER, MIXED_LINES, orderOf, quoteOf } from '../../../testing/taxes';
import { QuotesTable } from './quotes-table';

afterEach(() => vi.unstubAllGlobals());

// Quoted in 2025 before the base fell to 10 UVT; today (2026) the prices went up 10 %.
const quoted = breakdownOf(MIXED_LINES, COMPANY_BUYER, '2025-05-20');
const expiredQuote = quoteOf(
  { status: 'EXPIRED', createdAt: '2025-05-20T15:00:00.000Z', validUntil: '2025-06-04' },
  quoted,
);
const raised = (factor: number) =>
  MIXED_LINES.map((line) => ({ ...line, unitPrice: Math.round(line.unitPrice * factor) }));
const repriceOf = (factor: number): QuoteReprice => ({
  id: expiredQuote.id,
  customId: expiredQuote.customId,
  validUntil: expiredQuote.validUntil,
  lines: raised(factor).map((line, index) => ({
    productId: index + 1,
    name: `Producto ${index + 1}`,
    model: `M-${index + 1}`,
    quantity: line.quantity,
    ivaClass: line.ivaClass,
    quotedUnitPrice: MIXED_LINES[index]!.unitPrice,
    unitPrice: line.unitPrice,
  })),
  quotedTotal: quoted.totalToPay,
  taxes: breakdownOf(raised(factor), COMPANY_BUYER, '2026-03-02'),
});

// What GET /api/pay-methods answers while the gateway is configured.
const ONLINE_AND_TRANSFER = ['CREDIT', 'DEBIT', 'PSE', 'NEQUI', 'BANK_TRANSFER'] as const;

const created = () => json({ ...orderOf(), cart: { emptied: false, removed: [] } });
const conflict = (code: string, message: string) => apiError(409, code, message);

const addressOf = (id: number, siteName: string): CompanyAddress => ({
  id,
  siteName,
  address: 'Calle 13 # 37-50',
  municipalityDaneCode: '11001',
  city: 'Bogotá, D.C., Bogotá, D.C.',
  contactName: 'Laura Gómez',
  contactPhone: '3001234567',
});
const ADDRESSES = [addressOf(3, 'Principal'), addressOf(9, 'Bodega Sur')];

const converts = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.url.pathname === '/api/convert-quote');
const reprices = (calls: ApiCall[]) =>
  calls.filter((call) => call.url.pathname === `/api/quotes/${expiredQuote.id}/reprice`);

function renderQuotes(
  quote: QuoteSummary,
  // null: still loading (undefined would take the default).
  payMethods: readonly PayMethod[] | null = ONLINE_AND_TRANSFER,
  delivery?: ReactNode,
) {
  return renderWithProviders(
    <MemoryRouter>
      <QuotesTable
        quotes={[quote]}
        terms={DEFAULT_DOCUMENT_TERMS}
        payMethods={payMethods ?? undefined}
        delivery={delivery}
      />
    </MemoryRouter>,
  );
}

describe('converting a valid quote', () => {
  it('sends the quote and the payment method, with no accepted total', async () => {
    const calls = fakeApi(quotesApi({ convert: created }));
    const { user } = renderQuotes(quoteOf());
    await user.click(screen.getByRole('button', { name: 'Convertir en orden la COT-2026-00012' }));
    const dialog = screen.getByRole('dialog', { name: 'Convertir en orden' });
    await user.click(within(dialog).getByRole('radio', { name: /Transferencia bancaria/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await screen.findByText(/Su cotización se ha convertido en orden/);
    expect(converts(calls).map((call) => call.body)).toEqual([
      { id: 12, payMethod: 'BANK_TRANSFER' },
    ]);
    expect(reprices(calls)).toEqual([]);
  });

  it("sends the company's delivery address chosen, the first unless another is picked", async () => {
    const calls = fakeApi(
      quotesApi({ convert: created }),
      on('GET', '/api/company/addresses', () => json({ addresses: ADDRESSES })),
    );
    const { user } = renderQuotes(
      quoteOf(),
      ONLINE_AND_TRANSFER,
      <DeliveryAddressField viewer={7} />,
    );
    await user.click(screen.getByRole('button', { name: 'Convertir en orden la COT-2026-00012' }));
    const dialog = screen.getByRole('dialog', { name: 'Convertir en orden' });
    await user.selectOptions(await within(dialog).findByDisplayValue('Principal'), 'Bodega Sur');
    await user.click(within(dialog).getByRole('radio', { name: /Transferencia bancaria/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await screen.findByText(/Su cotización se ha convertido en orden/);
    expect(converts(calls).map((call) => call.body)).toEqual([
      { id: 12, payMethod: 'BANK_TRANSFER', deliveryAddressId: 9 },
    ]);
  });
});

describe("the conversion's 'Orden de compra (opcional)'", () => {
  it('sends the number typed with the conversion', async () => {
    const calls = fakeApi(quotesApi({ convert: created }));
    const { user } = renderQuotes(quoteOf());
    await user.click(screen.getByRole('button', { name: 'Convertir en orden la COT-2026-00012' }));
    const dialog = screen.getByRole('dialog', { name: 'Convertir en orden' });
    await user.click(within(dialog).getByRole('radio', { name: /Transferencia bancaria/ }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Orden de compra (opcional)' }),
      'OC 981',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await screen.findByText(/Su cotización se ha convertido en orden/);
    expect(converts(calls).map((call) => call.body)).toEqual([
      { id: 12, payMethod: 'BANK_TRANSFER', purchaseOrder: 'OC 981' },
    ]);
  });

  it('refuses one over 40 characters beside the field, sending nothing', async () => {
    const calls = fakeApi(quotesApi({ convert: created }));
    const { user } = renderQuotes(quoteOf());
    await user.click(screen.getByRole('button', { name: 'Convertir en orden la COT-2026-00012' }));
    const dialog = screen.getByRole('dialog', { name: 'Convertir en orden' });
    await user.click(within(dialog).getByRole('radio', { name: /Transferencia bancaria/ }));
    const field = within(dialog).getByRole('textbox', { name: 'Orden de compra (opcional)' });
    // The box stops at 40; a pasted value set past it is still checked by the schema.
    field.removeAttribute('maxlength');
    await user.type(field, 'A'.repeat(41));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(field).toHaveAccessibleDescription(PURCHASE_ORDER_MESSAGES.tooLong);
    expect(converts(calls)).toEqual([]);
  });
});

describe("the conversion's payment method", () => {
  const open = async (payMethods: readonly PayMethod[] | null) => {
    fakeApi();
    const { user } = renderQuotes(quoteOf(), payMethods);
    await user.click(screen.getByRole('button', { name: 'Convertir en orden la COT-2026-00012' }));
    return screen.getByRole('dialog', { name: 'Convertir en orden' });
  };

  it('offers only the methods the server allows', async () => {
    const dialog = await open(['BANK_TRANSFER']);
    expect(within(dialog).getAllByRole('radio')).toEqual([
      within(dialog).getByRole('radio', { name: /Transferencia bancaria/ }),
    ]);
  });

  it('offers none while they load', async () => {
    const dialog = await open(null);
    expect(within(dialog).getByRole('group', { name: 'Método de pago' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(within(dialog).queryAllByRole('radio')).toEqual([]);
  });
});

describe('converting an expired quote', () => {
  it("shows the quoted total beside today's and sends the accepted total only on confirming", async () => {
    const today = repriceOf(1.1);
    const calls = fakeApi(
      quotesApi({
        reprice: () => json(today),
        convert: () => created(),
      }),
    );
    const { user } = renderQuotes(expiredQuote);
    await user.click(screen.getByRole('button', { name: 'Convertir en orden la COT-2026-00012' }));
    const dialog = screen.getByRole('dialog', { name: 'Convertir en orden' });
    await within(dialog).findByText(QUOTE_REPRICE_MESSAGES.expired('COT-2026-00012'));
    expect(within(dialog).getByText('Total cotizado').nextSibling).toHaveTextContent(
      `$ ${quoted.totalToPay.toLocaleString('es-CO')}`,
    );
    const todayTotal = today.taxes.totalToPay;
    expect(within(dialog).getByText('Total de hoy').nextSibling).toHaveTextContent(
      `$ ${todayTotal.toLocaleString('es-CO')}`,
    );
    // Today's breakdown, withholdings included.
    const breakdown = within(
      within(dialog).getByRole('region', { name: 'Desglose con los precios y las reglas de hoy' }),
    );
    expect(breakdown.getByText('Total a pagar')).toBeVisible();
    expect(breakdown.getByText('ReteFuente')).toBeVisible();

    await user.click(within(dialog).getByRole('radio', { name: /Tarjeta de crédito/ }));
    expect(converts(calls)).toEqual([]);
    await user.click(
      within(dialog).getByRole('button', { name: 'Confirmar con los nuevos totales' }),
    );
    await screen.findByText(/Su cotización se ha convertido en orden/);
    expect(converts(calls).map((call) => call.body)).toEqual([
      { id: 12, payMethod: 'CREDIT', acceptedTotal: todayTotal },
    ]);
  });

  it('reads the new figures and says why when the totals changed before confirming', async () => {
    const first = repriceOf(1.1);
    const second = repriceOf(1.2);
    let asked = 0;
    const changed = QUOTE_REPRICE_MESSAGES.changed('COT-2026-00012');
    const calls = fakeApi(
      quotesApi({
        reprice: () => json(asked++ === 0 ? first : second),
        convert: () =>
          converts(calls).length === 1 ? conflict('REPRICE_CHANGED', changed) : created(),
      }),
    );
    const { user } = renderQuotes(expiredQuote);
    await user.click(screen.getByRole('button', { name: 'Convertir en orden la COT-2026-00012' }));
    const dialog = screen.getByRole('dialog', { name: 'Convertir en orden' });
    await within(dialog).findByText(QUOTE_REPRICE_MESSAGES.expired('COT-2026-00012'));
    await user.click(within(dialog).getByRole('radio', { name: /Tarjeta débito/ }));
    await user.click(
      within(dialog).getByRole('button', { name: 'Confirmar con los nuevos totales' }),
    );

    // The dialog stays, says why and shows today's new total.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(changed);
    const newTotal = `$ ${second.taxes.totalToPay.toLocaleString('es-CO')}`;
    await vi.waitFor(() =>
      expect(within(dialog).getByText('Total de hoy').nextSibling).toHaveTextContent(newTotal),
    );
    expect(reprices(calls)).toHaveLength(2);

    await user.click(
      within(dialog).getByRole('button', { name: 'Confirmar con los nuevos totales' }),
    );
    await screen.findByText(/Su cotización se ha convertido en orden/);
    expect(converts(calls).map((call) => call.body)).toEqual([
      { id: 12, payMethod: 'DEBIT', acceptedTotal: first.taxes.totalToPay },
      { id: 12, payMethod: 'DEBIT', acceptedTotal: second.taxes.totalToPay },
    ]);
  });

  it('turns into the reprice when a quote listed as open has expired meanwhile', async () => {
    const calls = fakeApi(
      quotesApi({
        reprice: () => json(repriceOf(1)),
        convert: () => conflict('QUOTE_EXPIRED', 'La cotización venció.'),
      }),
    );
    const { user } = renderQuotes(quoteOf());
    await user.click(screen.getByRole('button', { name: 'Convertir en orden la COT-2026-00012' }));
    const dialog = screen.getByRole('dialog', { name: 'Convertir en orden' });
    await user.click(within(dialog).getByRole('radio', { name: /Tarjeta débito/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(
      await within(dialog).findByText(QUOTE_REPRICE_MESSAGES.expired('COT-2026-00012')),
    ).toBeVisible();
    expect(reprices(calls)).toHaveLength(1);
    expect(converts(calls).map((call) => call.body)).toEqual([{ id: 12, payMethod: 'DEBIT' }]);
  });
});

describe("a quote's validity", () => {
  it('says the day an expired quote stopped being valid', () => {
    fakeApi();
    renderQuotes(expiredQuote);
    expect(screen.getByText('el 4 de junio de 2025')).toBeVisible();
  });
});

describe("a quote's breakdown", () => {
  it('shows the frozen breakdown, the TRM of the day of issue and the validity', async () => {
    fakeApi();
    const { user } = renderQuotes(quoteOf());
    await user.click(screen.getByRole('button', { name: 'Desglose de COT-2026-00012' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Desglose de la cotización' }));
    expect(dialog.getByText('Cotización').nextSibling).toHaveTextContent('COT-2026-00012');
    expect(dialog.getByText('TRM del día de emisión').nextSibling).toHaveTextContent(
      '$ 3.912,45 (2 de marzo de 2026)',
    );
    expect(dialog.getByText('hasta 17 de marzo de 2026')).toBeVisible();
    expect(dialog.getByText('Total a pagar').nextSibling).toHaveTextContent('$ 5.412.942');
  });

  it('shows the stored totals of a quote issued before the tax engine', async () => {
    fakeApi();
    const { user } = renderQuotes(
      quoteOf({
        taxes: null,
        trm: null,
        subtotal: 1_000_000,
        totalVAT: 190_000,
        totalQuote: 1_190_000,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Desglose de COT-2026-00012' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Desglose de la cotización' }));
    expect(dialog.getByText('TRM del día de emisión').nextSibling).toHaveTextContent(
      'TRM no registrada: documento anterior al registro de la TRM.',
    );
    expect(dialog.getByText('Total').nextSibling).toHaveTextContent('$ 1.190.000');
    expect(dialog.queryByText('Total a pagar')).toBeNull();
  });

  it('says a quote is no invoice and gives its validity and the shop conditions', async () => {
    fakeApi();
    const { user } = renderQuotes(quoteOf());
    await user.click(screen.getByRole('button', { name: 'Desglose de COT-2026-00012' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Desglose de la cotización' }));
    expect(dialog.getByText(NOT_AN_INVOICE)).toBeVisible();
    const conditions = within(dialog.getByRole('region', { name: 'Condiciones comerciales' }));
    expect(conditions.getByText('Vigencia').nextSibling).toHaveTextContent(
      'válidos hasta el 17 de marzo de 2026',
    );
    expect(conditions.getByText('Forma de pago').nextSibling).toHaveTextContent(
      DEFAULT_DOCUMENT_TERMS.paymentTerms,
    );
    expect(dialog.queryByText('Datos para la transferencia')).toBeNull();
  });
});
