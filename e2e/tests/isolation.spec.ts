import { expect, test, type Page } from '@playwright/test';
import { API_URL, EXCLUSIVE } from '../support/env';
import { registryTools } from '../support/canary';

/** Makes one remote's files unreachable (network error), as if its release were gone. */
async function block(page: Page, remote: string) {
  await page.route(`**/releases/${remote}/**`, (route) => route.abort('failed'));
}

/** Full page loads (document requests), not client-side navigations. */
function countDocumentLoads(page: Page) {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  return loads;
}

test('un remote injoignable : le reste du site fonctionne', async ({ page }) => {
  await block(page, 'mf-content');
  await page.goto('/');
  // The news widget of mf-content fails alone (once the visitor scrolls to it: it loads near the
  // viewport); the catalogue slider, header, footer and banner work.
  await page.getByTestId('home-latest-news').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('widget-unavailable')).toContainText('momentanément indisponible');
  // The catalogue's slider, above it, loads when it comes near the viewport too.
  await page.getByTestId('home-vehicle-sliders').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByTestId('cookie-banner')).toBeVisible();

  // A route of the broken remote: one reload (guarded), then a French message with "Réessayer".
  const loads = countDocumentLoads(page);
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Services' }).click();
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  expect(loads.length).toBeLessThanOrEqual(2);

  // Other remotes' routes still work.
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
});

test('Réessayer fonctionne une fois le remote revenu', async ({ page }) => {
  await block(page, 'mf-content');
  await page.goto('/services');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  await page.unroute('**/releases/mf-content/**');
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nos services');
});

test('le garde de rechargement ne boucle pas', async ({ page }) => {
  await block(page, 'mf-tradein');
  const loads = countDocumentLoads(page);
  await page.goto('/reprise-voiture');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  await page.waitForTimeout(1500);
  // The first load plus at most one guarded reload.
  expect(loads.filter((u) => u.endsWith('/reprise-voiture')).length).toBeLessThanOrEqual(2);
  const guard = await page.evaluate(() => sessionStorage.getItem('ga_reload_guard'));
  expect(guard).toContain('/reprise-voiture');
});

test('un chunk de page qui échoue en pleine navigation : un seul rechargement, puis le message', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
  // The remote entry and its routes load; the page chunks of mf-account do not.
  await page.route(/\/releases\/mf-account\/(?:[^/]+\/)?\d+\.[0-9a-f]+\.(js|css)$/, (route) => route.abort('failed'));
  const loads = countDocumentLoads(page);
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(loads.filter((u) => u.endsWith('/connexion'))).toHaveLength(1); // one guarded full reload
  expect(await page.evaluate(() => sessionStorage.getItem('ga_reload_guard'))).toContain('/connexion');
  // The rest of the site still works.
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Services' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nos services');
});

test(
  'un remote qui plante au rendu : message de sa rubrique, le reste du site fonctionne',
  EXCLUSIVE,
  async ({ page }) => {
    // Malformed data from the API makes the catalogue's vehicle page throw while rendering.
    await page.route('**/api/vehicles/20?*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":{"id":20}}' }),
    );
    // Rendered in the browser (server rendering of the catalogue switched off, as ops can), so that
    // the browser asks the (mocked) API.
    const tools = await registryTools();
    await tools.serverRendering('mf-catalogue', false);
    try {
      await page.goto('/achat/vehicule/x/20?utm_source=essai');
      await expectAreaBroken(page);
    } finally {
      await tools.serverRendering('mf-catalogue', undefined);
    }
  },
);

async function expectAreaBroken(page: Page) {
  const area = page.getByTestId('remote-unavailable');
  await expect(area).toBeVisible();
  await expect(area).toHaveAttribute('data-remote', 'mf-catalogue');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // Another area renders normally.
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
}

test('un remote injoignable est signalé sur le canal de balises, par remote et version', async ({ page, request }) => {
  await block(page, 'mf-content');
  // The batch that carries the failure (pages also report the remotes they loaded).
  const beacon = page.waitForRequest(
    (r) => r.url().endsWith('/beacon') && r.method() === 'POST' && (r.postData() ?? '').includes('remote-load-failed'),
  );
  await page.goto('/services');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();
  const sent = (await beacon).postDataJSON() as { events: { kind: string; remote: string; version: string }[] };
  expect(sent.events).toContainEqual(expect.objectContaining({ kind: 'remote-load-failed', remote: 'mf-content' }));
  // Counted by the API (ops endpoint: on loopback here).
  await expect
    .poll(async () => {
      const totals = (await (await request.get(`${API_URL}/ops/front-events?minutes=10`)).json()) as {
        data: { kind: string; remote: string; count: number }[];
      };
      return totals.data.find((t) => t.kind === 'remote-load-failed' && t.remote === 'mf-content')?.count ?? 0;
    })
    .toBeGreaterThan(0);
});
