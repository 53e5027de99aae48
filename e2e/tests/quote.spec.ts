import { expect, test } from '@playwright/test';
import { createAccount } from '../support/api';
import { signInWithForm } from '../support/session';
import { refuseCookies } from '../support/cookies';

test('devis : code expiré refusé à côté du champ, code valide appliqué, devis numéroté avec totaux HT/TVA/TTC', async ({
  page,
}) => {
  const account = await createAccount();
  await page.goto('/connexion?redirect=%2Fachat%2Fvehicule%2Fx%2F15');
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/achat\/vehicule\/x\/15$/);
  await refuseCookies(page);

  const code = page.getByLabel('Code promo ou code partenaire');
  await code.fill('soldeshiver');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByText('Ce code promo a expiré.')).toBeVisible();

  await code.fill('BIENVENUE500');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByText(/−500\s€/)).toBeVisible();
  await page.getByLabel(/Extension de garantie 12 mois/).check();
  await page.getByRole('button', { name: 'Recevoir mon devis' }).click();

  const summary = page.getByTestId('quote-summary');
  await expect(summary).toContainText(/Devis n° GA-\d{4}-\d{6}/);
  await expect(summary).toContainText('Extension de garantie 12 mois');
  await expect(summary.getByRole('row', { name: /Total/ })).toBeVisible();
  await expect(page.getByText(/Votre devis n° GA-.* est prêt/)).toBeVisible();
});
