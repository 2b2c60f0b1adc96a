import type { Page } from '@playwright/test';
import { expect, openSettings, signIn, test } from '../support/fixtures';
import { mailText } from '../support/smtp';

// The demo company (Redes del Caribe S.A.S.) and its administrator, who registered it.
const COMPANY_ADMIN = { email: 'distribuidor@example.com', password: 'Cliente12345' };
const INVITATION_LINK = /https?:\/\/[^\s"'<>]+\/empresa\/unirse\?token=[A-Za-z0-9_-]+/;
// A demo product with plenty of stock: two reach the demo shop's minimum purchase.
const PHONE = 'Teléfono IP de 2 líneas con PoE';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const toast = (page: Page, text: string | RegExp) =>
  page.getByRole('alert').filter({ hasText: text });

test.use({ viewport: { width: 1280, height: 900 } });

test('a company administrator invites a buyer, who joins, orders, and is named on the order', async ({
  page,
  browser,
  baseURL,
  smtp,
}) => {
  // Two people's sessions and a mail between them: longer than one page's journey.
  test.setTimeout(90_000);
  const buyer = {
    name: 'Valentina Ríos Acosta',
    email: `comprador.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`,
    password: 'Compras2026',
  };

  // The administrator signs in and opens Mi empresa from the settings menu.
  await page.goto('/');
  await signIn(page, COMPANY_ADMIN);
  const menu = await openSettings(page);
  await menu.getByRole('menuitem', { name: 'Mi empresa' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mi empresa' })).toBeVisible();
  const members = page.getByRole('region', { name: 'Integrantes' });
  await expect(
    members.getByRole('row', { name: /Andrés Martínez Pacheco \(usted\)/ }),
  ).toBeVisible();

  // Invites a new e-mail as Comprador.
  const form = page.getByRole('form', { name: 'Invitar integrante' });
  await form.getByLabel('Correo electrónico de la persona').fill(buyer.email);
  await form.getByRole('radio', { name: /^Comprador/ }).check();
  await form.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(toast(page, 'Invitación enviada.')).toBeVisible();
  const pending = page.getByRole('region', { name: 'Invitaciones pendientes' });
  await expect(pending.getByRole('row', { name: new RegExp(escape(buyer.email)) })).toContainText(
    'Comprador',
  );

  // The invitation arrives by mail with its single-use link to this very shop.
  const invitationLink = () =>
    smtp.mails
      .filter((m) => m.to.includes(buyer.email))
      .map((m) => mailText(m).match(INVITATION_LINK)?.[0])
      .find(Boolean);
  await expect.poll(invitationLink, { timeout: 15_000 }).toBeDefined();
  const link = invitationLink()!;
  expect(link.startsWith(`${baseURL}/empresa/unirse?token=`)).toBe(true);

  // The buyer opens it in a browser of their own, fills the form and lands signed in.
  const buyerContext = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
  });
  const buyerPage = await buyerContext.newPage();
  await buyerPage.goto(link);
  await expect(buyerPage.getByRole('region', { name: 'Invitación' })).toContainText(
    'Andrés Martínez Pacheco lo invitó a Redes del Caribe S.A.S. como Comprador.',
  );
  const join = buyerPage.getByRole('form', { name: 'Unirse a la empresa' });
  await join.getByLabel('Nombre completo').fill(buyer.name);
  await join.getByLabel('Documento de identidad').fill('1032456789');
  await join.getByLabel('Teléfono de contacto').fill('3105550123');
  await join.getByLabel('Cargo').fill('Compradora sede norte');
  await join.getByLabel('Contraseña').fill(buyer.password);
  await join.getByRole('checkbox', { name: /tratamiento de mis datos/ }).check();
  await join.getByRole('button', { name: 'Unirme a la empresa' }).click();
  await expect(buyerPage).toHaveURL(`${baseURL}/`);
  await expect(
    buyerPage.getByRole('banner').getByRole('link', { name: 'Mi cuenta' }),
  ).toBeVisible();

  // The new buyer adds a product and places an order by bank transfer.
  await buyerPage.goto('/search/telefono%20IP%202%20lineas');
  await buyerPage
    .getByRole('main')
    .getByRole('link', { name: new RegExp(escape(PHONE)) })
    .first()
    .click();
  await expect(buyerPage.getByRole('heading', { level: 1 })).toHaveText(PHONE);
  await buyerPage.getByLabel('Cantidad', { exact: true }).fill('2');
  await buyerPage.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(toast(buyerPage, 'El producto se ha añadido al carrito').first()).toBeVisible();
  await buyerPage.goto('/shopping-cart');
  await buyerPage.getByLabel('Transferencia bancaria').check();
  await buyerPage.getByRole('button', { name: 'Generar orden' }).click();
  await expect(buyerPage).toHaveURL(/\/orders$/);
  const placed = buyerPage.getByRole('region', { name: /^Orden ORD-\d{4}-\d{5} recibida$/ });
  const customId = (await placed.getByRole('heading', { level: 2 }).innerText()).match(
    /ORD-\d{4}-\d{5}/,
  )![0];
  await buyerContext.close();

  // The administrator reads the company's orders: the buyer's is there, named as theirs.
  await page.goto('/orders');
  const row = page.getByRole('row').filter({ hasText: customId });
  await expect(row).toContainText(`Creada por ${buyer.name}`);
  // And the buyer is now among the members.
  await page.goto('/empresa');
  await expect(members.getByRole('row', { name: new RegExp(escape(buyer.name)) })).toContainText(
    'Comprador',
  );
});
