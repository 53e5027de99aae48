import { expect, test, type Page } from '@playwright/test';
import { EXCLUSIVE } from '../support/env';
import { publishIncompatible, releaseTools } from '../support/store';
import { waitForHydration } from '../support/cookies';

/** Versions of a remote whose files this page requested. */
function requestedVersions(page: Page, app: string): Set<string> {
  const versions = new Set<string>();
  page.on('request', (request) => {
    const match = new RegExp(`/releases/${app}/(\\d+\\.\\d+\\.\\d+-[0-9a-z]+)/`).exec(request.url());
    if (match?.[1]) versions.add(match[1]);
  });
  return versions;
}

test.describe.configure({ mode: 'serial' });

test('un remote incompatible est refusé, sa zone seule affiche le repli', EXCLUSIVE, async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const previous = await publishIncompatible('mf-tradein', 'react', '^99.0.0');
  try {
    const loads: string[] = [];
    page.on('request', (r) => r.resourceType() === 'document' && loads.push(r.url()));
    await page.goto('/reprise-voiture');
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();
    expect(loads).toHaveLength(1); // refused, not reloaded
    expect(errors.join('\n')).toContain('mf-tradein refusé : il demande react ^99.0.0, le shell fournit 19.');
    // No file of the refused release was fetched: no second React in the page.
    await page.getByRole('link', { name: 'Se connecter' }).click();
    await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  } finally {
    await (await releaseTools()).rollback('mf-tradein', previous);
  }
  await page.goto('/reprise-voiture');
  await expect(page.getByRole('heading', { level: 1, name: 'Faites reprendre votre voiture' })).toBeVisible();
});

test('une nouvelle release pendant qu’une page est ouverte, puis un retour arrière', EXCLUSIVE, async ({ page }) => {
  const tools = await releaseTools();
  const v1 = (await tools.readRegistry()).apps['mf-catalogue']!.live;
  const seen = requestedVersions(page, 'mf-catalogue');
  await page.goto('/');
  await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
  expect([...seen]).toEqual([v1]);

  process.env.GA_BUILD_LABEL = `e2e-${Date.now()}`;
  const v2 = (await tools.release('mf-catalogue', { quiet: true })).version;
  delete process.env.GA_BUILD_LABEL;
  expect(v2).not.toBe(v1);

  // The open page keeps navigating on the version it loaded: its chunks are still served.
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Acheter' }).click();
  await expect(page.getByTestId('listing-results').getByTestId('vehicle-card').first()).toBeVisible();
  expect(seen.has(v2)).toBe(false); // still the version the page loaded
  await page.goto('/achat-par-energie/diesel');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Diesel');
  // The server's markup shows the heading at once; the remote's files load with the page's scripts.
  await waitForHydration(page);
  expect(seen.has(v2)).toBe(true); // the next page load got the new release

  const v2Seen = requestedVersions(page, 'mf-catalogue');
  await tools.rollback('mf-catalogue', v1);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Diesel');
  await waitForHydration(page);
  expect([...v2Seen]).toEqual([v1]); // after the rollback, the old release again
});

test('les en-têtes de cache : registre et remoteEntry revalidés, le reste immuable', EXCLUSIVE, async ({ request }) => {
  const registry = await request.get('/registry.json');
  expect(registry.headers()['cache-control']).toBe('no-cache');
  const { remotes } = await registry.json();
  const entry = await request.get(remotes['mf-content'].entry);
  expect(entry.headers()['cache-control']).toBe('no-cache');
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/\/releases\/shell\/[^/]+\/main\.[0-9a-f]{10}\.js/);
  const main = /\/releases\/shell\/[^/"]+\/main\.[0-9a-f]{10}\.js/.exec(html)![0];
  expect((await request.get(main)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('toutes les zones se chargent sans écraser l’endpoint d’une autre', EXCLUSIVE, async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await page.getByTestId('home-latest-news').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('latest-news')).toBeVisible();
  // Each area's own page heading, not only « no fallback shown » (also true while nothing loaded).
  const areas: [string, RegExp][] = [
    ['/connexion', /^Connexion$/],
    ['/reprise-voiture', /Faites reprendre votre voiture/],
    ['/services', /Nos services/],
    ['/achat-par-energie/essence', /Essence/],
  ];
  for (const [path, heading] of areas) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
  }
  expect(errors.filter((e) => /endpoint|already|existe/i.test(e))).toEqual([]);
});
