import { fileURLToPath } from 'node:url';
import { PASSWORD_POLICY } from '@shop/shared';
import { mailText } from '../support/smtp';
import { expect, openSettings, test } from '../support/fixtures';

const rutPdf = fileURLToPath(new URL('../fixtures/rut.pdf', import.meta.url));

test('a new visitor registers a company with its RUT and both mails go out', async ({
  page,
  smtp,
}) => {
  const email = `compras.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto('/');
  const menu = await openSettings(page);
  await menu.getByRole('menuitem', { name: 'Iniciar sesión' }).click();
  await page
    .getByRole('dialog', { name: 'Acceda' })
    .getByRole('button', { name: /Regístrese/ })
    .click();

  const dialog = page.getByRole('dialog', { name: 'Regístrese' });
  await dialog.getByRole('radio', { name: 'Soy una empresa' }).check();
  await dialog.getByLabel('Nombre completo').fill('María Fernanda Ruiz');
  await dialog.getByLabel('Cargo').fill('Jefe de compras');
  await dialog.getByLabel('Teléfono de contacto').fill('6015551234');
  await dialog.getByLabel('Razón social').fill('Conectividad Andina S.A.S.');
  await dialog.getByLabel('NIT').fill('900544472');
  await expect(dialog.getByText('DV 2')).toBeVisible();
  await dialog.getByLabel('Correo de notificación').fill(email);
  await dialog.getByLabel('Correo de facturación').fill('facturacion@example.com');
  await dialog.getByLabel('Tipo de cliente').selectOption({ label: 'Integrador de soluciones' });
  await dialog.getByLabel('Dirección principal').fill('Avenida El Dorado # 68C-61');
  const city = dialog.getByRole('combobox', { name: 'Ciudad' });
  await city.fill('medellin');
  await page.getByRole('option', { name: /MEDELLÍN/ }).click();
  await dialog.getByLabel('RUT (PDF)').setInputFiles(rutPdf);
  await dialog.getByLabel('Contraseña').fill('Segura2026');
  await dialog.getByRole('checkbox', { name: /tratamiento de mis datos personales/ }).check();
  await dialog.getByRole('button', { name: 'Regístrese' }).click();

  await expect(
    page.getByText('¡Registro exitoso! Recibirá un correo pronto.').first(),
  ).toBeVisible();
  // Mails other tests left in the shop's outbox may arrive too: these two name this e-mail.
  const customerMail = () => smtp.mails.find((m) => m.to[0] === email);
  const staffMail = () =>
    smtp.mails.find((m) => m.to[0] === 'admin@example.com' && mailText(m).includes(email));
  await expect.poll(() => !!customerMail() && !!staffMail()).toBe(true);
  expect(mailText(customerMail()!)).toContain('solicitud de registro');
  expect(mailText(staffMail()!)).toContain('Conectividad Andina S.A.S.');

  // The account waits for an administrator: signing in says so.
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Acceda' });
  await login.getByLabel('Correo electrónico').fill(email);
  await login.getByLabel('Contraseña').fill('Segura2026');
  await login.getByRole('button', { name: 'Acceder' }).click();
  await expect(page.getByText(/pendiente de aprobación/)).toBeVisible();
});

test('registering without the required fields shows the spec message and sends nothing', async ({
  page,
}) => {
  await page.goto('/');
  const menu = await openSettings(page);
  await menu.getByRole('menuitem', { name: 'Iniciar sesión' }).click();
  await page
    .getByRole('dialog', { name: 'Acceda' })
    .getByRole('button', { name: /Regístrese/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Regístrese' });
  await dialog.getByRole('radio', { name: 'Soy una empresa' }).check();
  let posted = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/auth/register') || r.url().includes('/api/files/rut')) posted = true;
  });
  await dialog.getByRole('button', { name: 'Regístrese' }).click();
  await expect(page.getByText('Alguno de los campos no está completo.').first()).toBeVisible();
  expect(posted).toBe(false);
});

test('a natural person is told once that the account is active, with no stale error over it', async ({
  page,
}) => {
  const email = `persona.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto('/');
  const menu = await openSettings(page);
  await menu.getByRole('menuitem', { name: 'Iniciar sesión' }).click();
  await page
    .getByRole('dialog', { name: 'Acceda' })
    .getByRole('button', { name: /Regístrese/ })
    .click();

  const dialog = page.getByRole('dialog', { name: 'Regístrese' });
  await dialog.getByRole('radio', { name: 'Soy persona natural' }).check();
  await dialog.getByLabel('Nombre completo').fill('Jorge Iván Restrepo');
  await dialog.getByLabel('Número de cédula').fill('1020304050');
  await dialog.getByLabel('Teléfono de contacto').fill('3105551234');
  await dialog.getByLabel('Tipo de cliente').selectOption({ label: 'Cliente final' });
  await dialog.getByLabel('Dirección principal').fill('Calle 10 # 43-12');
  const city = dialog.getByRole('combobox', { name: 'Ciudad' });
  await city.fill('medellin');
  await page.getByRole('option', { name: /MEDELLÍN/ }).click();
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByRole('checkbox', { name: /tratamiento de mis datos personales/ }).check();

  // A too-short password first: its own message, not "Alguno de los campos no está completo."
  await dialog.getByLabel('Contraseña').fill('corta1');
  await dialog.getByRole('button', { name: 'Regístrese' }).click();
  await expect(page.getByRole('alert').filter({ hasText: PASSWORD_POLICY })).toBeVisible();
  await expect(page.getByText('Alguno de los campos no está completo.')).toHaveCount(0);

  await dialog.getByLabel('Contraseña').fill('Segura2026');
  await dialog.getByRole('button', { name: 'Regístrese' }).click();
  await expect(page.getByRole('heading', { name: 'Su cuenta ya está activa' })).toBeVisible();
  await expect(page.getByText('Solicitud recibida')).toHaveCount(0);
  // The red toast of the first attempt does not stay over the good news.
  await expect(page.getByRole('alert').filter({ hasText: PASSWORD_POLICY })).toHaveCount(0);
});
