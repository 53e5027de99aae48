import { expect, test } from '@playwright/test';
import { API_URL } from '../support/env';

test('l’API injoignable : un message en français pour toute la page, puis la page se remplit seule à son retour', async ({ page }) => {
  // The API is away (connection refused); with a query string the site server inlines no data,
  // so the page asks the API itself.
  await page.route(`${API_URL}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/achat?sort=newest');
  const status = page.getByTestId('service-status');
  await expect(status).toHaveAttribute('role', 'status');
  await expect(status).toContainText('Le service est momentanément indisponible');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Back: no reload, no click — the failed queries are tried again and the page fills in.
  await page.unroute(`${API_URL}/**`);
  await expect(page.getByTestId('listing-results').getByTestId('vehicle-card').first()).toBeVisible({ timeout: 15_000 });
  await expect(status).toHaveText('');
});
