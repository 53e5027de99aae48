import { expect, test } from '@playwright/test';
import { API_URL, EXCLUSIVE } from '../support/env';
import { registryTools } from '../support/canary';

test(
  'l’API injoignable : un message en français pour toute la page, puis la page se remplit seule à son retour',
  EXCLUSIVE,
  async ({ page }) => {
    // The API is away from the browser (connection refused), and the page is rendered by the browser
    // (server rendering switched off, as ops can), so the page asks the API itself.
    const tools = await registryTools();
    await tools.serverRendering('shell', false);
    await page.route(`${API_URL}/**`, (route) => route.abort('connectionrefused'));
    try {
      await page.goto('/achat?sort=newest');
    } finally {
      await tools.serverRendering('shell', undefined);
    }
    const status = page.getByTestId('service-status');
    await expect(status).toHaveAttribute('role', 'status');
    await expect(status).toContainText('Le service est momentanément indisponible');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Back: no reload, no click — the failed queries are tried again and the page fills in.
    await page.unroute(`${API_URL}/**`);
    await expect(page.getByTestId('listing-results').getByTestId('vehicle-card').first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(status).toHaveText('');
  },
);
