import { expect, test } from '@playwright/test';
import { createAccount } from '../support/api';
import { signInWithForm } from '../support/session';

test('connexion puis déconnexion', async ({ page }) => {
  const account = await createAccount();
  await page.goto('/connexion');
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/mon-compte$/);
  await expect(page.getByRole('link', { name: /Bonjour Camille/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ga_app_token'))).toBeTruthy();

  // A signed-in visitor is sent away from guest-only pages.
  await page.goto('/connexion');
  await expect(page).toHaveURL(/\/mon-compte$/);

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ga_app_token'))).toBeNull();
});

test('mauvais mot de passe : message en français', async ({ page }) => {
  const account = await createAccount();
  await page.goto('/connexion');
  await page.getByLabel('Adresse e-mail').fill(account.email);
  await page.locator('input[name="password"]').fill('pas-le-bon-mot-de-passe');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toContainText('Identifiant ou mot de passe incorrect.');
});

test('l’espace client demande la connexion puis y revient', async ({ page }) => {
  const account = await createAccount();
  await page.goto('/mon-compte/mes-devis');
  await expect(page).toHaveURL(/\/connexion\?redirect=%2Fmon-compte%2Fmes-devis$/);
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/mon-compte\/mes-devis$/);
});

test('un jeton révoqué est effacé sans bruit au chargement', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('ga_app_token', 'jeton-invalide'));
  await page.reload();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ga_app_token'))).toBeNull();
});
