import { expect, test } from '@playwright/test';
import { refuseCookies } from '../support/cookies';

for (const path of [
  '/cette-page-n-existe-pas',
  '/a-propos/rubrique-inconnue',
  '/achat-par-energie/hydrogene',
  '/financement/inconnu',
]) {
  test(`${path} affiche la page introuvable`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await expect(page).toHaveTitle(/Page introuvable \| Glinche Automobiles/);
  });
}

test('une route connue d’un remote s’affiche et le menu mobile se ferme à la navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await refuseCookies(page);
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu mobile' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(menu).toBeHidden();
});

test('un slug d’énergie valide s’affiche', async ({ page }) => {
  await page.goto('/achat-par-energie/electrique-hybride');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hybride & Électrique');
});
