// Where the payer lands after paying when the checkout named no redirect-url.
import type { Transaction, TransactionStatus } from '../transactions';
import { escapeHtml, formatCop, page } from './layout';

const HEADINGS: Record<TransactionStatus, string> = {
  APPROVED: 'Pago aprobado',
  DECLINED: 'Pago rechazado',
  ERROR: 'Error en el pago',
  PENDING: 'Pago pendiente',
  VOIDED: 'Pago anulado',
};

export function resultPage(transaction: Transaction): string {
  const { status } = transaction;
  // A pending payment settles by itself; the page reloads rather than asking for JavaScript.
  const refresh = status === 'PENDING' ? '<meta http-equiv="refresh" content="2">\n' : '';
  const message = transaction.status_message
    ? `<p>${escapeHtml(transaction.status_message)}</p>`
    : '';
  return page(
    HEADINGS[status],
    `<section class="card">
<h1 class="status ${status}">${HEADINGS[status]}</h1>
${message}
<dl>
<dt>Monto</dt><dd>${formatCop(transaction.amount_in_cents)}</dd>
<dt>Referencia</dt><dd>${escapeHtml(transaction.reference)}</dd>
<dt>Transacción</dt><dd>${escapeHtml(transaction.id)}</dd>
</dl>
</section>`,
    refresh,
  );
}
