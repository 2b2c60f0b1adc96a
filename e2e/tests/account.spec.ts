import type { Page } from '@playwright/test';
import { mailText } from '../support/smtp';
import { WRITE_HEADERS, expect, openSettings, test } from '../support/fixtures';

const RECOVERY_LINK = /https?:\/\/[^\s"'<>]+\/user\/\d+\/recovery-password\?token=[A-Za-z0-9_-]+/;

async function openAccount(page: Page) {
  const menu = await openSettings(page);
  await menu.getByRole('menuitem', { name: 'Mi cuenta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
}

async function signInFromMenu(page: Page, email: string, password: string) {
  const menu = await openSettings(page);
  await menu.getByRole('menuitem', { name: 'Iniciar sesión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Acceda' });
  await dialog.getByLabel('Correo electrónico').fill(email);
  await dialog.getByLabel('Contraseña').fill(password);
  await dialog.getByRole('button', { name: 'Acceder' }).click();
  return dialog;
}

test('a customer recovers a forgotten password with the mailed link, which works once', async ({
  page,
  smtp,
  customer,
  baseURL,
}) => {
  const oldPassword = customer.password;
  await page.goto('/user/forgotten-password');
  const form = page.getByRole('form', { name: '¿Olvidó su contraseña?' });
  await form.getByLabel('Correo electrónico').fill(customer.email);
  await form.getByRole('button', { name: 'Enviar enlace' }).click();
  // On the page as well as in a toast: the user must go and look for the mail.
  await expect(form.getByRole('status')).toContainText(
    'Si el correo está registrado, le enviamos un enlace',
  );

  // The address also got the registration mail: wait for the one with the link.
  const recoveryLink = () =>
    smtp.mails
      .filter((m) => m.to.includes(customer.email))
      .map((m) => mailText(m).match(RECOVERY_LINK)?.[0])
      .find(Boolean);
  await expect.poll(recoveryLink, { timeout: 15_000 }).toBeDefined();
  const link = recoveryLink();
  expect(link, 'the mail carries a recovery link').toBeDefined();
  expect(link!.startsWith(`${baseURL}/user/${customer.id}/recovery-password?token=`)).toBe(true);

  await page.goto(link!);
  const recovery = page.getByRole('form', { name: 'Cree una nueva contraseña' });
  await recovery.getByLabel('Nueva contraseña').fill('Renovada2027');
  await recovery.getByLabel('Confirmar contraseña').fill('Renovada2027');
  await recovery.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('¡Contraseña cambiada exitosamente!')).toBeVisible();
  customer.password = 'Renovada2027';

  // The sign-in opens, and the new password works.
  await expect(page).toHaveURL(/\/login$/);
  const login = page.getByRole('dialog', { name: 'Acceda' });
  await login.getByLabel('Correo electrónico').fill(customer.email);
  await login.getByLabel('Contraseña').fill('Renovada2027');
  await login.getByRole('button', { name: 'Acceder' }).click();
  await expect(page.getByText(`Bienvenido, ${customer.name}`)).toBeVisible();
  await openAccount(page);
  await expect(page.getByRole('region', { name: 'Cuenta' })).toContainText(customer.email);
  const menu = await openSettings(page);
  await menu.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL('/');

  // The old one no longer does.
  await signInFromMenu(page, customer.email, oldPassword);
  await expect(
    page.getByText('Error al iniciar sesión. Por favor, revise sus credenciales.'),
  ).toBeVisible();

  // The link was used up.
  await page.goto(link!);
  await recovery.getByLabel('Nueva contraseña').fill('OtraClave2028');
  await recovery.getByLabel('Confirmar contraseña').fill('OtraClave2028');
  await recovery.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(recovery.getByRole('alert')).toContainText(
    'El enlace para restablecer la contraseña no es válido, ya fue usado o venció.',
  );
  await expect(recovery.getByRole('link', { name: 'Solicitar un enlace nuevo' })).toBeVisible();
});

test('a customer changes phone and address, and asks for a new city; only changes are sent', async ({
  signedIn: page,
}) => {
  await openAccount(page);
  await page.getByRole('link', { name: 'Cambiar datos' }).click();

  const form = page.getByRole('form', { name: 'Datos del perfil' });
  // The consent names the privacy policy, and the policy is one click away.
  await form.getByRole('button', { name: 'Política de Privacidad' }).click();
  const policies = page.getByRole('dialog', {
    name: 'Políticas de Privacidad y Términos y Condiciones',
  });
  await expect(policies).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(policies).toBeHidden();

  await form.getByLabel('Teléfono de contacto').fill('604 444 5566');
  await form.getByPlaceholder('Buscar ciudad…').fill('medellin');
  await page.getByRole('option', { name: /MEDELLÍN/ }).click();
  await form.getByLabel('Dirección principal').fill('Carrera 43A # 1-50, oficina 702');

  const patch = page.waitForRequest((r) => r.url().endsWith('/api/profile'));
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  expect((await patch).postDataJSON()).toEqual({
    contactPhone: '604 444 5566',
    primaryAddress: 'Carrera 43A # 1-50, oficina 702',
    location: { municipalityDaneCode: '05001' },
  });
  // The city decides the withholdings: it waits for staff (docs/taxes.md, "Changes staff approve").
  await expect(
    page.getByText(
      /^Guardamos sus datos\. El cambio de ciudad a Medellín \(Antioquia\) queda en revisión/,
    ),
  ).toBeVisible();
  await expect(form.getByText('Cambio de ciudad en revisión')).toBeVisible();

  // Nothing changed since: nothing is sent.
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/profile')) sent += 1;
  });
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('No se realizaron cambios en el perfil.')).toBeVisible();
  expect(sent).toBe(0);

  await page
    .getByRole('navigation', { name: 'Ruta de navegación' })
    .getByRole('link', { name: 'Mi cuenta' })
    .click();
  await page.reload();
  await expect(page.getByText('604 444 5566')).toBeVisible();
  await expect(page.getByText('Cambio a MEDELLÍN (ANTIOQUIA) en revisión')).toBeVisible();
  await expect(page.getByText('Carrera 43A # 1-50, oficina 702')).toBeVisible();
});

test('client type: the same type sends nothing, another one waits for review', async ({
  signedIn: page,
}) => {
  await openAccount(page);
  await page.getByRole('link', { name: 'Cambiar datos' }).click();

  const form = page.getByRole('form', { name: 'Tipo de cliente' });
  await expect(form.getByLabel('Tipo de cliente')).toHaveValue('CLIENT_FINAL');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('No se realizaron cambios en el tipo de cliente.')).toBeVisible();

  await form.getByLabel('Tipo de cliente').selectOption({ label: 'Distribuidor de Tecnología' });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.getByText('Recibimos su solicitud de cambio a Distribuidor de Tecnología.'),
  ).toBeVisible();
  // Until an administrator decides, the account keeps its type (and prices).
  await expect(form.getByText('Cambio a Distribuidor de Tecnología en revisión')).toBeVisible();
  await expect(form.getByLabel('Tipo de cliente')).toHaveValue('CLIENT_FINAL');

  // Withdrawing the data-treatment authorization is not done from the form.
  const profile = page.getByRole('form', { name: 'Datos del perfil' });
  await profile.getByRole('checkbox', { name: /tratamiento de mis datos personales/ }).uncheck();
  await profile.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(profile.getByText(/implica cerrar su cuenta \(Ley 1581 de 2012\)/)).toBeVisible();
});

test('leaving a special-pricing type for Cliente final asks first', async ({
  signedInAsDemoTechnician: page,
}) => {
  // A shared demo account: a change of its type is counted and stopped before the server.
  let sent = 0;
  await page.route('**/api/auth/update/*', (route) => {
    sent += 1;
    return route.abort();
  });
  await openAccount(page);
  await page.getByRole('link', { name: 'Cambiar datos' }).click();

  const form = page.getByRole('form', { name: 'Tipo de cliente' });
  await expect(form.getByLabel('Tipo de cliente')).toHaveValue('TECHNICAL');
  await form.getByLabel('Tipo de cliente').selectOption({ label: 'Cliente final' });
  await form.getByRole('button', { name: 'Guardar' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Cambiar a Cliente final?' });
  await expect(confirm).toContainText('Volver a Técnico requiere');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  expect(sent).toBe(0);
});

test('a signed-in customer changes the password and stays signed in', async ({
  page,
  customer,
  playwright,
  baseURL,
}) => {
  // Another device signed in with the old password: the change ends its session.
  const otherDevice = await playwright.request.newContext({ baseURL });
  const otherLogin = await otherDevice.post('/api/auth/login', {
    headers: WRITE_HEADERS,
    data: { email: customer.email, password: customer.password },
  });
  expect(otherLogin.ok()).toBe(true);

  await page.goto('/');
  await signInFromMenu(page, customer.email, customer.password);
  await expect(page.getByRole('dialog', { name: 'Acceda' })).toBeHidden();
  await openAccount(page);
  await page.getByRole('link', { name: 'Cambiar contraseña' }).click();

  const form = page.getByRole('form', { name: 'Nueva contraseña' });
  await form.getByLabel('Contraseña actual').fill('NoEsEsta2026');
  await form.getByLabel('Nueva contraseña', { exact: true }).fill('Cambiada2027');
  await form.getByLabel('Confirmar nueva contraseña').fill('Cambiada2027');
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(form.getByText('La contraseña actual no es correcta.')).toBeVisible();

  await form.getByLabel('Contraseña actual').fill(customer.password);
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('¡Contraseña cambiada exitosamente!')).toBeVisible();
  customer.password = 'Cambiada2027';
  await expect(page).toHaveURL(new RegExp(`/user/${customer.id}$`));

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
  const menu = await openSettings(page);
  await expect(menu.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
  expect((await otherDevice.get('/api/auth/user/verify')).status()).toBe(401);
  await otherDevice.dispose();
});

test('a recovery link without its token says so and cannot be used', async ({ page }) => {
  await page.goto('/user/12/recovery-password');
  const form = page.getByRole('form', { name: 'Cree una nueva contraseña' });
  await expect(form.getByRole('alert')).toHaveText(
    /Error: el usuario o el token no están definidos\./,
  );
  await expect(form.getByRole('button', { name: 'Cambiar contraseña' })).toBeDisabled();
  await expect(form.getByLabel('Nueva contraseña')).toBeDisabled();
  // Also as a toast (docs/architecture.md, "Contract: validation and messages").
  await expect(
    page.getByText('Error: el usuario o el token no están definidos.', { exact: true }),
  ).toHaveCount(2);
});

test('the account pages of someone else or of no one are not found', async ({ signedIn: page }) => {
  await page.goto('/user/1');
  await expect(page.getByRole('heading', { name: 'Cuenta no encontrada' })).toBeVisible();
  await page.goto('/user/abc');
  await expect(page.getByRole('heading', { name: 'Cuenta no encontrada' })).toBeVisible();
});
