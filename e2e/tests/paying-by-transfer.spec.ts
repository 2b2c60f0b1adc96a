import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test, WRITE_HEADERS } from '../support/fixtures';
import { mailText } from '../support/smtp';
import { DEMO_ADMIN } from '../support/staff';

// A demo product with plenty of stock: two reach the demo shop's minimum purchase.
const PHONE = 'Teléfono IP de 2 líneas con PoE';
// Any well-formed PDF stands for the bank's receipt.
const RECEIPT_PDF = readFileSync(fileURLToPath(new URL('../fixtures/rut.pdf', import.meta.url)));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text });

async function addPhones(page: Page, quantity: number) {
  await page.goto('/search/telefono%20IP%202%20lineas');
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(escape(PHONE)) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PHONE);
  await page.getByLabel('Cantidad', { exact: true }).fill(String(quantity));
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(toast(page, 'El producto se ha añadido al carrito').first()).toBeVisible();
}

test.use({ viewport: { width: 1280, height: 900 } });

test('a customer pays by transfer, uploads the receipt, staff confirm it and the order is paid', async ({
  signedIn: page,
  customer,
  browser,
  baseURL,
  smtp,
}) => {
  // Two people's sessions, a file both ways and a mail: longer than one page's journey.
  test.setTimeout(60_000);
  await addPhones(page, 2);
  await page.goto('/shopping-cart');
  await page.getByLabel('Transferencia bancaria').check();
  await page.getByRole('button', { name: 'Generar orden' }).click();
  await expect(page).toHaveURL(/\/orders$/);

  // The order just placed: the accounts to pay into, and the receipt's upload right there.
  const placed = page.getByRole('region', { name: /^Orden ORD-\d{4}-\d{5} recibida$/ });
  const customId = (await placed.getByRole('heading', { level: 2 }).innerText()).match(
    /ORD-\d{4}-\d{5}/,
  )![0];
  await expect(placed).toContainText('Datos para la transferencia');
  await expect(placed).toContainText('031-000123-45');
  const receipts = placed.getByRole('region', { name: 'Comprobantes de pago' });
  await expect(receipts).toContainText('Sin pagar');
  await receipts.getByLabel('Comprobante de la transferencia').setInputFiles({
    name: 'comprobante-bancolombia.pdf',
    mimeType: 'application/pdf',
    buffer: RECEIPT_PDF,
  });
  await receipts.getByRole('button', { name: 'Subir comprobante' }).click();
  await expect(toast(page, 'Recibimos su comprobante.')).toBeVisible();
  const sent = receipts.getByRole('list', { name: 'Comprobantes enviados' });
  await expect(sent).toContainText('comprobante-bancolombia.pdf');
  await expect(sent).toContainText('Pendiente de revisión');
  await expect(receipts).toContainText('Pago en verificación');

  // Staff (the demo administrator) review it in a browser of their own.
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  const login = await staff.request.post('/api/auth/login', {
    headers: WRITE_HEADERS,
    data: DEMO_ADMIN,
  });
  expect(login.ok()).toBe(true);
  await staff.goto('/dashboard/payments/receipts');
  await expect(
    staff.getByRole('heading', { level: 1, name: 'Comprobantes por revisar' }),
  ).toBeVisible();
  const row = staff.getByRole('row').filter({ hasText: customId });
  await expect(row).toContainText('comprobante-bancolombia.pdf');

  // The PDF opens in a tab of its own, read with the staff member's session.
  const tab = staffContext.waitForEvent('page');
  await row
    .getByRole('button', { name: /^comprobante-bancolombia\.pdf.*ver el comprobante/ })
    .click();
  const opened = await tab;
  await expect.poll(() => opened.url()).toMatch(/^blob:/);
  await opened.close();

  await row.getByRole('button', { name: `Confirmar el pago de ${customId}` }).click();
  const dialog = staff.getByRole('dialog', { name: 'Confirmar pago' });
  const order = (await (await page.request.get('/api/order?offset=0&limit=40')).json()) as {
    orders: { customId: string; totalOrder: number }[];
  };
  const total = order.orders.find((o) => o.customId === customId)!.totalOrder;
  // Prefilled with what the order still owes: all of it.
  await expect(dialog.getByLabel('Monto recibido (pesos)')).toHaveValue(
    total.toLocaleString('es-CO'),
  );
  await dialog
    .getByLabel('Cómo lo verificó')
    .fill('Consignación vista en el extracto de Bancolombia');
  await dialog.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(toast(staff, 'Pago confirmado.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await staff.request.post('/api/auth/logout', { headers: WRITE_HEADERS });
  await staffContext.close();

  // The customer sees the order paid, and got the mail.
  await page.goto('/orders');
  const orderRow = page.getByRole('row').filter({ hasText: customId });
  await orderRow.getByRole('button', { name: `Comprobantes de ${customId}` }).click();
  const paid = page.getByRole('dialog', { name: `Pago por transferencia de la orden ${customId}` });
  await expect(paid).toContainText('Pagada');
  await expect(paid.getByRole('list', { name: 'Comprobantes enviados' })).toContainText(
    'Confirmado',
  );
  await expect(paid).toContainText('Esta orden ya está pagada: no necesita más comprobantes.');
  // "Pago recibido": the money of the order, and that it is paid.
  const received = () =>
    smtp.mails.find((mail) => {
      const text = mailText(mail);
      return (
        mail.to.includes(customer.email) &&
        text.includes(`de la orden ${customId} (Transferencia bancaria)`) &&
        text.includes('La orden está pagada')
      );
    });
  await expect.poll(() => Boolean(received()), { timeout: 15_000 }).toBe(true);
});
