import type { Page } from '@playwright/test';
import { formatCop } from '@shop/shared';
import { expect, test, WRITE_HEADERS } from '../support/fixtures';
import { registerCompany } from '../support/companies';
import { mailText } from '../support/smtp';
import { DEMO_ADMIN } from '../support/staff';

// A demo product with plenty of stock: two reach the demo shop's minimum purchase.
const PHONE = 'Teléfono IP de 2 líneas con PoE';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text });
const pesos = (text: string) => Number(text.replace(/\D/g, ''));

test.use({ viewport: { width: 1366, height: 900 } });

test('staff grant a company credit, it orders on credit, and a partial payment lowers what it owes', async ({
  browser,
  baseURL,
  playwright,
  smtp,
}) => {
  // Two people's sessions and a mail: longer than one page's journey.
  test.setTimeout(90_000);
  const api = await playwright.request.newContext({ baseURL });
  const company = await registerCompany(api);
  await api.dispose();

  // Staff (the demo administrator) activate the company and grant it a line on its page.
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  const login = await staff.request.post('/api/auth/login', {
    headers: WRITE_HEADERS,
    data: DEMO_ADMIN,
  });
  expect(login.ok()).toBe(true);
  const activated = await staff.request.patch(`/api/auth/update/${company.id}`, {
    headers: WRITE_HEADERS,
    data: { clientStatus: 'ACTIVE', comments: 'RUT revisado' },
  });
  expect(activated.ok(), await activated.text()).toBe(true);
  await staff.goto(`/dashboard/clients/${company.id}`);
  const panel = staff.getByRole('region', { name: 'Crédito empresarial' });
  await panel.getByLabel('Cupo').fill('20000000');
  await panel.getByLabel('Plazo').selectOption('60');
  await panel.getByLabel('Motivo del cambio').fill('Cupo aprobado por el comité de cartera');
  await panel.getByRole('button', { name: 'Otorgar crédito' }).click();
  await expect(toast(staff, 'Línea de crédito guardada.')).toBeVisible();
  const facts = panel.getByRole('definition');
  await expect(panel.getByLabel('Línea de crédito')).toContainText('$ 20.000.000');
  await expect(facts.filter({ hasText: '60 días' })).toHaveCount(1);

  // The company orders on its line.
  const buyerContext = await browser.newContext({ baseURL });
  const buyer = await buyerContext.newPage();
  const signedIn = await buyer.request.post('/api/auth/login', {
    headers: WRITE_HEADERS,
    data: { email: company.email, password: company.password },
  });
  expect(signedIn.ok()).toBe(true);
  await buyer.goto('/search/telefono%20IP%202%20lineas');
  await buyer
    .getByRole('main')
    .getByRole('link', { name: new RegExp(escape(PHONE)) })
    .first()
    .click();
  await buyer.getByLabel('Cantidad', { exact: true }).fill('2');
  await buyer.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(toast(buyer, /carrito/).first()).toBeVisible();
  await buyer.goto('/shopping-cart');
  await buyer.getByLabel('Crédito empresarial').check();
  await expect(buyer.getByText('Crédito disponible: $ 20.000.000')).toBeVisible();
  await buyer.getByRole('button', { name: 'Generar orden' }).click();
  await expect(buyer).toHaveURL(/\/orders$/);
  const placed = buyer.getByRole('region', { name: /^Orden ORD-\d{4}-\d{5} recibida$/ });
  const customId = (await placed.getByRole('heading', { level: 2 }).innerText()).match(
    /ORD-\d{4}-\d{5}/,
  )![0];
  const total = pesos(await placed.getByRole('definition').first().innerText());
  await expect(placed).toContainText('Crédito empresarial');
  // Due 60 days from today, on the order and its mail.
  await expect(placed).toContainText('Fecha de vencimiento');
  const ordered = () =>
    smtp.mails.find((mail) => mail.to.includes(company.email) && mailText(mail).includes(customId));
  await expect.poll(() => Boolean(ordered()), { timeout: 15_000 }).toBe(true);
  expect(mailText(ordered()!)).toMatch(/vence/i);

  // Cartera: the company owes the order; staff record part of it.
  await staff.goto('/dashboard/receivables');
  const companyRow = staff.getByRole('row').filter({ hasText: company.businessName });
  await expect(companyRow).toContainText(formatCop(total));
  await companyRow.getByRole('link', { name: `Ver órdenes de ${company.businessName}` }).click();
  const orderRow = staff.getByRole('row').filter({ hasText: customId });
  await orderRow.getByRole('button', { name: `Registrar abono a ${customId}` }).click();
  const dialog = staff.getByRole('dialog', { name: `Registrar abono a ${customId}` });
  const part = 100_000;
  await dialog.getByLabel('Valor recibido').fill(String(part));
  await dialog.getByLabel('Motivo o soporte').fill('Transferencia 7781 de Bancolombia');
  await dialog.getByRole('button', { name: 'Registrar abono' }).click();
  await expect(toast(staff, 'Abono registrado.')).toBeVisible();
  await expect(orderRow).toContainText(formatCop(total - part));
  await staff.request.post('/api/auth/logout', { headers: WRITE_HEADERS });
  await staffContext.close();

  // The buyer sees the order partly paid.
  await buyer.goto('/orders');
  const listed = buyer.getByRole('row').filter({ hasText: customId });
  await expect(listed).toContainText('Pago parcial');
  await buyer.request.post('/api/auth/logout', { headers: WRITE_HEADERS });
  await buyerContext.close();
});
