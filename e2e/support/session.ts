import type { Page } from '@playwright/test';

/** Fills and sends the /connexion form (the page must already show it). */
export async function signInWithForm(page: Page, account: { email: string; password: string }) {
  await page.getByRole('textbox', { name: /^Adresse e-mail/ }).fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}
