import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_DISTRIBUTOR = {
  email: 'distribuidor@example.com',
  password: 'Cliente12345',
  name: 'Andrés Martínez Pacheco',
};

/** Opens the settings drop-down of the header and returns it. */
export async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Configuración' }).first().click();
  return page.getByRole('menu');
}

export async function signIn(page: Page, user: { email: string; password: string }) {
  const menu = await openSettings(page);
  await menu.getByRole('menuitem', { name: 'Iniciar sesión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Acceda' });
  await dialog.getByLabel('Correo electrónico').fill(user.email);
  await dialog.getByLabel('Contraseña').fill(user.password);
  await dialog.getByRole('button', { name: 'Acceder' }).click();
  await expect(dialog).toBeHidden();
}

export const test = base;
export { expect };
