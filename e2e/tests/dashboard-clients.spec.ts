import type { Page } from '@playwright/test';
import { registerCompany } from '../support/companies';
import { WRITE_HEADERS, expect, signIn, test } from '../support/fixtures';
import { mailText } from '../support/smtp';

/** The demo administrator seeded in e2e: read only here, it only signs in. */
const ADMIN = { email: 'admin@example.com', password: 'Admin12345' };

async function signInAsAdmin(page: Page) {
  await page.goto('/');
  await signIn(page, ADMIN);
}

/** Confirms the open reason dialog, first blank (refused with the spec's text), then with `reason`. */
async function confirmWithReason(page: Page, dialogName: string, button: string, reason: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog.getByText(/No se ha podido realizar el cambio/)).toBeVisible();
  await dialog.getByLabel('Razón del cambio').fill(reason);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('an admin activates a waiting company from the welcome page, and the company can sign in', async ({
  page,
  playwright,
  browser,
  smtp,
}) => {
  const api = await playwright.request.newContext();
  const company = await registerCompany(api);
  await api.dispose();

  await signInAsAdmin(page);
  await page.goto('/dashboard');
  const waiting = page.getByRole('region', { name: 'Cuentas por activar' });
  await expect(waiting.getByText(/\d+ cuentas? esperan? activación/)).toBeVisible();
  await waiting.getByRole('link', { name: new RegExp(company.businessName) }).click();

  await expect(page.getByRole('heading', { level: 1, name: company.businessName })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver RUT' })).toBeVisible();
  await page.getByRole('button', { name: 'Activar', exact: true }).click();
  await confirmWithReason(page, 'Activar la cuenta', 'Activar', 'RUT revisado y NIT verificado');

  await expect(page.getByText('¡Actualización realizada!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Desactivar', exact: true })).toBeVisible();
  const trail = page.getByRole('table', { name: 'Historial de cambios' });
  await expect(trail.getByRole('row', { name: /RUT revisado y NIT verificado/ })).toContainText(
    /Pendiente →.*Activo/,
  );

  const activation = () =>
    smtp.mails.find(
      (mail) =>
        mail.to.includes(company.email) && mailText(mail).includes('Su cuenta ya está activa'),
    );
  await expect.poll(() => Boolean(activation()), { timeout: 15_000 }).toBe(true);

  const context = await browser.newContext();
  const companyPage = await context.newPage();
  await companyPage.goto('/');
  await signIn(companyPage, company);
  await expect(companyPage.getByText(/pendiente de aprobación/)).toHaveCount(0);
  await context.close();
});

test('an admin approves the client type a customer asked for, and the customer is told', async ({
  page,
  playwright,
  customer,
  smtp,
}) => {
  const own = await playwright.request.newContext();
  const login = await own.post('/api/auth/login', {
    headers: WRITE_HEADERS,
    data: { email: customer.email, password: customer.password },
  });
  expect(login.ok()).toBe(true);
  const asked = await own.patch(`/api/auth/update/${customer.id}`, {
    headers: WRITE_HEADERS,
    data: { clientType: 'DISTRIBUTOR' },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  await own.dispose();

  await signInAsAdmin(page);
  await page.goto('/dashboard/clients?typeRequests=true');
  await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill(customer.email);
  const row = page.getByRole('row', { name: new RegExp(customer.email.replace(/\./g, '\\.')) });
  await expect(row.getByText('Solicita Distribuidor de Tecnología')).toBeVisible();
  await expect(page).toHaveURL(/search=/);
  await row.getByRole('link', { name: customer.name }).click();

  const request = page.getByRole('region', { name: 'Solicitud de cambio de tipo' });
  await request.getByRole('button', { name: 'Aprobar' }).click();
  await confirmWithReason(page, 'Aprobar la solicitud', 'Aprobar', 'Distribuidor con contrato');

  await expect(page.getByText('Solicitud de cambio de tipo aprobada.')).toBeVisible();
  await expect(request).toBeHidden();
  const approved = () =>
    smtp.mails.find(
      (mail) =>
        mail.to.includes(customer.email) && mailText(mail).includes('Distribuidor con contrato'),
    );
  await expect.poll(() => Boolean(approved()), { timeout: 15_000 }).toBe(true);
  expect(mailText(approved()!)).toContain('Aprobamos su solicitud');
});
