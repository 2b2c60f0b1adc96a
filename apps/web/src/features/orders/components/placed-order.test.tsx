import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENT_TERMS, NOT_AN_INVOICE } from '@shop/shared';
import { renderWithProviders } from '../../../testing/render';
import { orderOf } from '../../../testing/taxes';
import { PlacedOrder } from './placed-order';

const ACCOUNT = {
  bank: 'Banco Davivienda',
  accountType: 'AHORROS' as const,
  number: '0550-0012-3456',
  holder: 'Tienda S.A.S.',
  holderNit: '900544472',
};

describe('the order just placed', () => {
  it('gives the total, says it is no invoice and lists the accounts of a transfer', () => {
    const order = orderOf({
      bankTransfer: { accounts: [ACCOUNT], receiptEmail: 'pagos@tienda.co' },
    });
    renderWithProviders(<PlacedOrder order={order} terms={DEFAULT_DOCUMENT_TERMS} />);
    const placed = within(screen.getByRole('region', { name: 'Orden ORD-2026-00030 recibida' }));
    expect(placed.getByText('Total a pagar').nextSibling).toHaveTextContent('$ 5.412.942');
    expect(placed.getByText(NOT_AN_INVOICE)).toBeVisible();
    const accounts = within(placed.getByRole('region', { name: 'Datos para la transferencia' }));
    expect(accounts.getByText('Cuenta de ahorros')).toBeVisible();
    expect(accounts.getByText('0550-0012-3456')).toBeVisible();
    expect(placed.getByText('Tiempo de entrega').nextSibling).toHaveTextContent(
      DEFAULT_DOCUMENT_TERMS.deliveryTime,
    );
  });

  it('says whom to ask for the accounts when none is configured', () => {
    renderWithProviders(<PlacedOrder order={orderOf()} terms={DEFAULT_DOCUMENT_TERMS} />);
    expect(screen.queryByRole('region', { name: 'Datos para la transferencia' })).toBeNull();
    expect(
      screen.getByText('Transferencia bancaria', { selector: 'dt' }).nextSibling,
    ).toHaveTextContent(
      'Solicite los datos de la cuenta bancaria a ventas@tienda.co indicando la orden ORD-2026-00030; después suba el comprobante',
    );
  });

  it('shows no accounts for an order paid by card', () => {
    const order = orderOf({ payMethod: 'CREDIT', bankTransfer: null });
    renderWithProviders(<PlacedOrder order={order} terms={DEFAULT_DOCUMENT_TERMS} />);
    expect(
      screen.getByText('Tarjeta de crédito', { selector: 'dt' }).nextSibling,
    ).toHaveTextContent(
      'El despacho se programa cuando la entidad financiera confirme el pago de la orden ORD-2026-00030.',
    );
    expect(screen.queryByText('Datos para la transferencia')).toBeNull();
  });
});
