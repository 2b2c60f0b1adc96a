import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatCop,
  TRANSFER_MESSAGES,
  TRANSFER_RECEIPT_MAX_BYTES,
  type OrderTransferReceipts,
  type TransferReceipt,
} from '@shop/shared';
import { anyOf, apiError, fakeApi, json, on, type ApiCall } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { OrderReceipts } from './order-receipts';

afterEach(() => vi.unstubAllGlobals());

const ACCOUNT = {
  bank: 'Bancolombia',
  accountType: 'CORRIENTE' as const,
  number: '123-456789-01',
  holder: 'Redes Andinas S.A.S.',
  holderNit: '900544472',
};

const receipt = (o: Partial<TransferReceipt>): TransferReceipt => ({
  id: 1,
  orderId: 30,
  fileName: 'comprobante.pdf',
  mimeType: 'application/pdf',
  sizeBytes: 2048,
  status: 'PENDING',
  uploadedAt: '2026-03-02T15:00:00.000Z',
  decidedAt: null,
  amount: null,
  receivedOn: null,
  reason: null,
  ...o,
});

const receiptsOf = (o: Partial<OrderTransferReceipts> = {}): OrderTransferReceipts => ({
  orderId: 30,
  paymentStatus: 'UNPAID',
  total: 1_000_000,
  amountPaid: 0,
  uploadRefusal: null,
  receipts: [],
  ...o,
});

const URL_ = '/api/orders/30/transfer-receipts';

/** The receipts endpoint answering `list` until an upload answers, then `after`. */
function receiptsApi(
  list: OrderTransferReceipts,
  upload?: (call: ApiCall) => Response | Promise<Response>,
  after = list,
) {
  let uploaded = false;
  return fakeApi(
    anyOf(
      on('GET', URL_, () => json(uploaded ? after : list)),
      ...(upload
        ? [
            on('POST', URL_, async (call) => {
              const answer = await upload(call);
              uploaded = answer.ok;
              return answer;
            }),
          ]
        : []),
    ),
  );
}

const pdf = (name = 'pago marzo.pdf', size?: number) => {
  const file = new File(['%PDF-1.4 comprobante'], name, { type: 'application/pdf' });
  if (size) Object.defineProperty(file, 'size', { value: size });
  return file;
};

const renderPanel = (showsMoney?: boolean) =>
  renderWithProviders(
    <OrderReceipts
      viewer={7}
      orderId={30}
      bankTransfer={{ accounts: [ACCOUNT], receiptEmail: 'pagos@tienda.co' }}
      {...(showsMoney === undefined ? {} : { showsMoney })}
    />,
  );

describe('OrderReceipts', () => {
  it('leaves the money out where the page around already shows it, keeping the receipts', async () => {
    receiptsApi(
      receiptsOf({ paymentStatus: 'PARTIALLY_PAID', amountPaid: 400_000, receipts: [receipt({})] }),
    );
    renderPanel(false);

    const items = await screen.findByRole('list', { name: 'Comprobantes enviados' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Pago parcial')).toBeNull();
    expect(screen.getByRole('region', { name: 'Comprobantes de pago' }).textContent).not.toContain(
      'Pagado',
    );
  });

  it('shows how the money stands, the accounts and each receipt with what staff made of it', async () => {
    receiptsApi(
      receiptsOf({
        paymentStatus: 'PARTIALLY_PAID',
        amountPaid: 400_000,
        receipts: [
          receipt({ id: 3, fileName: 'segundo.png', mimeType: 'image/png' }),
          receipt({
            id: 2,
            status: 'CONFIRMED',
            amount: 400_000,
            receivedOn: '2026-03-01',
          }),
          receipt({ id: 1, status: 'REJECTED', reason: 'El monto no coincide' }),
        ],
      }),
    );
    renderPanel();

    expect(await screen.findByText('Pago parcial')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Comprobantes de pago' });
    expect(panel.textContent).toContain(`Pagado ${formatCop(400_000)} de ${formatCop(1_000_000)}`);
    expect(within(panel).getByText('123-456789-01')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Comprobantes enviados' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('segundo.png');
    expect(items[0]).toHaveTextContent('Pendiente de revisión');
    expect(items[1]!.textContent).toContain(
      `Confirmado${formatCop(400_000)} recibidos el 1 de marzo de 2026`,
    );
    expect(items[2]).toHaveTextContent('RechazadoMotivo: El monto no coincide');
  });

  it('uploads the chosen receipt as receiptFile, locked while it goes, then lists it', async () => {
    let release: (answer: Response) => void = () => {};
    const calls = receiptsApi(
      receiptsOf(),
      () => new Promise<Response>((resolve) => (release = resolve)),
      receiptsOf({ paymentStatus: 'PENDING', receipts: [receipt({ fileName: 'pago marzo.pdf' })] }),
    );
    const { user } = renderPanel();

    const field = await screen.findByLabelText('Comprobante de la transferencia');
    expect(field).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');
    await user.upload(field, pdf());
    await user.click(screen.getByRole('button', { name: 'Subir comprobante' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Comprobante de la transferencia')).toBeDisabled(),
    );
    expect(screen.getByRole('button', { name: /Subir comprobante/ })).toBeDisabled();
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.url.pathname).toBe(URL_);
    expect((sent.body as FormData).get('receiptFile')).toBeInstanceOf(File);
    expect(((sent.body as FormData).get('receiptFile') as File).name).toBe('pago marzo.pdf');

    release(json(receipt({ fileName: 'pago marzo.pdf' }), 201));
    expect(await screen.findByText(TRANSFER_MESSAGES.uploaded)).toBeInTheDocument();
    expect(await screen.findByText('Pago en verificación')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Comprobantes enviados' })).toHaveTextContent(
      'pago marzo.pdf',
    );
    expect(screen.getByLabelText('Comprobante de la transferencia')).toBeEnabled();
  });

  it("shows the server's refusal beside the field", async () => {
    receiptsApi(receiptsOf(), () =>
      apiError(400, 'TRANSFER_RECEIPT_INVALID', TRANSFER_MESSAGES.notAccepted, [
        { path: 'receiptFile', message: TRANSFER_MESSAGES.notAccepted },
      ]),
    );
    const { user } = renderPanel();

    await user.upload(await screen.findByLabelText('Comprobante de la transferencia'), pdf());
    await user.click(screen.getByRole('button', { name: 'Subir comprobante' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Comprobante de la transferencia')).toHaveAccessibleDescription(
        TRANSFER_MESSAGES.notAccepted,
      ),
    );
    expect(screen.getByLabelText('Comprobante de la transferencia')).toBeInvalid();
  });

  it('refuses a file over 5 MB, or none, before sending anything', async () => {
    const calls = receiptsApi(receiptsOf(), () => json(receipt({}), 201));
    const { user } = renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Subir comprobante' }));
    expect(screen.getByLabelText('Comprobante de la transferencia')).toHaveAccessibleDescription(
      TRANSFER_MESSAGES.required,
    );
    await user.upload(
      screen.getByLabelText('Comprobante de la transferencia'),
      pdf('grande.pdf', TRANSFER_RECEIPT_MAX_BYTES + 1),
    );
    expect(screen.getByLabelText('Comprobante de la transferencia')).toHaveAccessibleDescription(
      TRANSFER_MESSAGES.tooLarge,
    );
    await user.click(screen.getByRole('button', { name: 'Subir comprobante' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('says why an order takes no receipt instead of offering the upload', async () => {
    receiptsApi(
      receiptsOf({
        paymentStatus: 'PAID',
        amountPaid: 1_000_000,
        uploadRefusal: TRANSFER_MESSAGES.alreadyPaid,
      }),
    );
    renderPanel();

    expect(await screen.findByText(TRANSFER_MESSAGES.alreadyPaid)).toBeInTheDocument();
    expect(screen.getByText('Pagada')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subir comprobante' })).not.toBeInTheDocument();
  });
});
