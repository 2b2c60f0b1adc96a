import { escapeHtml, page } from './layout';

/** What the payer sees when the checkout or the payment is refused: the reason, in Spanish. */
export function refusalPage(reason: string): string {
  return page(
    'No se puede pagar',
    `<section class="card">
<h1 class="refused">No se puede realizar el pago</h1>
<p>${escapeHtml(reason)}</p>
<p class="hint">Vuelve a la tienda e inicia el pago de nuevo.</p>
</section>`,
  );
}
