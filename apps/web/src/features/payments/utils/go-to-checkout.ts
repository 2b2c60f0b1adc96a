/**
 * Leaves the shop for the gateway's checkout page (a full navigation: the gateway sends the
 * customer back to /orders/:id/pago). Its own module, so tests replace it and stay on the page.
 */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
