// The payment page of GET /p/: what is paid, to whom, and one plain form per payment method (no
// JavaScript), each posting the checkout parameters back as hidden fields.
import type { Checkout } from '../checkout-params';
import { MERCHANT } from '../merchant';
import { PSE_BANKS } from '../sandbox-data';
import { escapeHtml, formatCop, page } from './layout';

function paymentForm(checkout: Checkout, method: string, title: string, fields: string): string {
  const carried: [string, string][] = [...checkout.fields, ['payment-method', method]];
  const hidden = carried
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
  const id = `pay-${method.toLowerCase()}`;
  return `<form class="card" method="post" action="/p/pay" aria-labelledby="${id}">
<h2 id="${id}">${title}</h2>
${hidden}
${fields}
</form>`;
}

const CARD_FIELDS = `<label for="card-number">Número de la tarjeta</label>
<input id="card-number" name="card-number" inputmode="numeric" autocomplete="cc-number" required pattern="[0-9 ]{13,23}" aria-describedby="card-hint">
<p id="card-hint" class="hint">Prueba: 4242 4242 4242 4242 se aprueba, 4111 1111 1111 1111 se rechaza.</p>
<button type="submit">Pagar con tarjeta</button>`;

const PSE_FIELDS = `<label for="pse-bank">Banco</label>
<select id="pse-bank" name="financial-institution-code" required>
${PSE_BANKS.map((b) => `<option value="${b.financial_institution_code}">${b.financial_institution_name}</option>`).join('\n')}
</select>
<label for="pse-user-type">Tipo de persona</label>
<select id="pse-user-type" name="user-type" required>
<option value="0">Persona natural</option>
<option value="1">Persona jurídica</option>
</select>
<p class="hint">El pago queda pendiente unos segundos, como cuando el banco lo confirma.</p>
<button type="submit">Pagar con PSE</button>`;

const NEQUI_FIELDS = `<label for="nequi-phone">Número de celular Nequi</label>
<input id="nequi-phone" name="phone-number" type="tel" inputmode="numeric" autocomplete="tel-national" required pattern="3[0-9]{9}" aria-describedby="nequi-hint">
<p id="nequi-hint" class="hint">Prueba: 3991111111 se aprueba, 3992222222 se rechaza.</p>
<button type="submit">Pagar con Nequi</button>`;

export function checkoutPage(checkout: Checkout): string {
  const email = checkout.customerEmail
    ? `<dt>Correo</dt><dd>${escapeHtml(checkout.customerEmail)}</dd>`
    : '';
  return page(
    `Pagar ${formatCop(checkout.amountInCents)} a ${MERCHANT.name}`,
    `<section class="card" aria-label="Resumen del pago">
<h1>${escapeHtml(MERCHANT.name)}</h1>
<dl>
<dt>Total a pagar</dt><dd class="amount">${formatCop(checkout.amountInCents)}</dd>
<dt>Referencia</dt><dd>${escapeHtml(checkout.reference)}</dd>
${email}
</dl>
</section>
${paymentForm(checkout, 'CARD', 'Tarjeta', CARD_FIELDS)}
${paymentForm(checkout, 'PSE', 'PSE', PSE_FIELDS)}
${paymentForm(checkout, 'NEQUI', 'Nequi', NEQUI_FIELDS)}`,
  );
}
