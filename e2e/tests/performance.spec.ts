// What makes the first view fast, checked from the browser's side (figures come from
// `pnpm bench`, never from timed assertions here).
import { expect, test } from '@playwright/test';
import { API_KEY, API_URL, EXCLUSIVE } from '../support/env';
import { registryTools } from '../support/canary';

test('sur un téléphone, les widgets sous la ligne de flottaison ne se chargent qu’à l’approche', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const remoteFiles: string[] = [];
  page.on('request', (r) => /\/releases\/mf-(catalogue|content)\//.test(r.url()) && remoteFiles.push(r.url()));
  await page.goto('/');
  await expect(page.locator('h1')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  expect(remoteFiles).toEqual([]);
  await page.getByTestId('home-vehicle-sliders').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('vehicle-card').first()).toBeVisible();
  expect(remoteFiles.some((url) => url.includes('/mf-catalogue/') && url.endsWith('remoteEntry.js'))).toBe(true);
  await context.close();
});

/** A visitor who refused the optional cookies (shell/src/cookies/consent-cookies.ts). */
const CHOSE_COOKIES = 'ncc_c=1; ncc_e=';

test('la page arrive rendue avec ses données, le registre et les annonces de préchargement', async ({
  page,
  request,
}) => {
  const apiCalls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/') && apiCalls.push(new URL(r.url()).pathname));
  // Read with a consent cookie: another page for the micro-cache than the browser's below, which must
  // be rendered for it (a page sent again from the cache is fetched again once hydrated).
  const html = await (await request.get('/', { headers: { cookie: CHOSE_COOKIES } })).text();
  expect(html).toMatch(/<script type="application\/json" id="ga-registry" nonce="[^"]+">\{"remotes":/);
  // Server-rendered: the replies are in the API state the browser takes over, not a first-data island.
  expect(html).toMatch(
    /<script type="application\/json" id="ga-ssr-state" nonce="[^"]+">\{"queries":\{[^<]*"homeWelcomeSlides\(undefined\)":\{"status":"fulfilled"/,
  );
  expect(html).not.toContain('id="ga-first-data"');
  // The markup paints without JavaScript: no script is announced ahead of the document's stylesheet.
  expect(html).not.toContain('<link rel="preload" as="script"');
  // A query string of its own: a key no other worker's visit put in the micro-cache this second.
  await page.goto(`/?visite=${Date.now()}`);
  await expect(page.locator('h1')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  // The hero, banners and ratings came with the page: the browser did not ask the API for them.
  expect(apiCalls.filter((p) => ['/api/welcome-slides', '/api/banners', '/api/ratings'].includes(p))).toEqual([]);
});

test('une fiche véhicule arrive rendue avec son véhicule et l’annonce de sa photo', async ({ page, request }) => {
  const list = await fetch(`${API_URL}/api/vehicles?per_page=1`, {
    headers: { 'X-Api-Key': API_KEY, Accept: 'application/json' },
  });
  const vehicle = ((await list.json()) as { data: Array<{ id: number; slug: string }> }).data[0]!;
  const path = `/achat/vehicule/${vehicle.slug}/${vehicle.id}`;
  const html = await (await request.get(path, { headers: { cookie: CHOSE_COOKIES } })).text();
  expect(html).toContain(`"catalogueVehicle(\\"${vehicle.id}\\")":{"status":"fulfilled"`);
  // Its main photo is announced first, with a high priority (the LCP of a vehicle page).
  expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+" fetchpriority="high" \/>/);
  const vehicleCalls: string[] = [];
  page.on('request', (r) => r.url().includes(`/api/vehicles/${vehicle.id}?`) && vehicleCalls.push(r.url()));
  await page.goto(`${path}?visite=${Date.now()}`);
  await expect(page.locator('h1')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  expect(vehicleCalls).toEqual([]);
});

test(
  'rendue par le navigateur (rendu serveur coupé), la page arrive avec ses premières données',
  EXCLUSIVE,
  async ({ page, request }) => {
    const tools = await registryTools();
    await tools.serverRendering('shell', false);
    try {
      // Read with a consent cookie: another page for the micro-cache than the browser's below, which must
      // be rendered for it (a page sent again from the cache is fetched again once hydrated).
      const html = await (await request.get('/', { headers: { cookie: CHOSE_COOKIES } })).text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toMatch(
        /<script type="application\/json" id="ga-first-data" nonce="[^"]+">\{"\/api\/welcome-slides":/,
      );
      expect(html).toMatch(
        /<link rel="preload" as="script" href="\/releases\/shell\/[^"]+\/home\.[0-9a-f]{10}\.js" \/>/,
      );
      const apiCalls: string[] = [];
      page.on('request', (r) => r.url().includes('/api/') && apiCalls.push(new URL(r.url()).pathname));
      await page.goto('/');
      await expect(page.locator('h1')).not.toBeEmpty();
      await page.waitForLoadState('networkidle');
      expect(apiCalls.filter((p) => ['/api/welcome-slides', '/api/banners', '/api/ratings'].includes(p))).toEqual([]);
    } finally {
      await tools.serverRendering('shell', undefined);
    }
  },
);
