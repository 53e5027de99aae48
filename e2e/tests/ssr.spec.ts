// Server rendering (docs/server-rendering.md), on the production builds `pnpm start` serves: the
// public pages arrive rendered by the version the visitor gets, readable without JavaScript; the
// browser adopts that markup (the same DOM nodes, no mismatch) and fetches nothing it already has;
// unknown pages answer 404; a canary whose server build fails gives its visitors the client page.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, freeVehicle } from '../support/api';
import { apiToken } from '../support/account-api';
import { publishCopy, registryTools } from '../support/canary';
import { EXCLUSIVE, SITE_URL } from '../support/env';

/** @ga/core's token key (token-storage.ts): its presence means signed in. */
const TOKEN_KEY = 'ga_app_token';

const PAGES = [
  '/',
  '/achat',
  '/achat?energies=electrique',
  '/reprise-voiture',
  '/a-propos/faq',
  '/financement',
  '/plan-du-site',
];

declare global {
  interface Window {
    __GA_HYDRATED__?: boolean;
    __GA_HYDRATION_ERRORS__?: string[];
  }
}

/** The app version that rendered the page, from `#root[data-ssr]`. */
const renderedBy = (html: string) => /<div id="root" data-ssr="([^"]+)">/.exec(html)?.[1];

async function hydrated(page: Page) {
  await page.waitForFunction(() => window.__GA_HYDRATED__ === true);
  expect(await page.evaluate(() => window.__GA_HYDRATION_ERRORS__ ?? [])).toEqual([]);
}

test('chaque page publique arrive rendue : h1 dans #root, CSS dans le head, un nonce sur chaque script', async ({
  request,
}) => {
  const vehicle = await freeVehicle();
  for (const url of [...PAGES, vehicle.path]) {
    const reply = await request.get(url);
    expect(reply.status(), url).toBe(200);
    const html = await reply.text();
    expect(renderedBy(html), url).toMatch(/^(shell|mf-catalogue|mf-tradein|mf-content)@/);
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root, url).toMatch(/<h1[^>]*>/);
    expect(reply.headers()['cache-control'], url).toBe('private, no-cache');
    const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag, url).toContain(`nonce="${nonce}"`);
    expect(html, url).not.toContain('Activez JavaScript');
  }
});

test('les pages introuvables répondent 404, rendues ; les adresses de recherche à nettoyer, 301', async ({
  request,
}) => {
  for (const url of [
    '/cette-page-n-existe-pas',
    '/achat-par-energie/hydrogene',
    '/achat/vehicule/inconnu/99999999',
    '/a-propos/rubrique-inconnue',
  ]) {
    const reply = await request.get(url);
    expect(reply.status(), url).toBe(404);
    expect(await reply.text(), url).toContain('Page introuvable');
  }
  const redirect = await request.get('/achat?energies=inconnue&page=abc', { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers().location).toBe('/achat');
});

test('la page reste celle du serveur : le navigateur reprend les mêmes nœuds, sans erreur d’hydratation ni appel d’API en double', async ({
  page,
}) => {
  const vehicle = await freeVehicle();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Minified React error #(418|419|421|422|423|425)/i.test(message.text()))
      errors.push(message.text());
  });
  for (const url of ['/', '/achat', vehicle.path, '/reprise-voiture', '/a-propos/faq']) {
    // The shell's entry is held back: the page is the server's markup only until it is released.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/releases\/shell\/[^/]+\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const calls: string[] = [];
    const record = (request: { url(): string }) => {
      if (request.url().includes('/api/')) calls.push(new URL(request.url()).pathname + new URL(request.url()).search);
    };
    page.on('request', record);
    await page.goto(url, { waitUntil: 'commit' });
    const heading = await page.locator('#root[data-ssr] h1').elementHandle();
    expect(heading, url).not.toBeNull();
    await heading!.evaluate((node) => node.setAttribute('data-e2e-mark', 'serveur'));
    release();
    await hydrated(page);
    // The same node: adopted, not replaced.
    expect(await heading!.evaluate((node) => node.isConnected && node.getAttribute('data-e2e-mark')), url).toBe(
      'serveur',
    );
    await page.waitForLoadState('networkidle');
    page.off('request', record);
    await page.unroute(/\/releases\/shell\/[^/]+\/main\.[0-9a-f]+\.js$/);
    // What the server fetched is in the page: the listing and the vehicle are not asked again.
    if (url === '/achat')
      expect(
        calls.filter((call) => call.startsWith('/api/vehicles?')),
        url,
      ).toEqual([]);
    if (url === vehicle.path)
      expect(
        calls.filter((call) => call.startsWith(`/api/vehicles/${vehicle.id}?`)),
        url,
      ).toEqual([]);
    // One JSON-LD block, the server's, where the page has one; hydration adds none.
    expect(await page.locator('script[type="application/ld+json"]').count(), url).toBe(
      url === '/' || url === vehicle.path ? 1 : 0,
    );
  }
  expect(errors).toEqual([]);
});

test('le JSON-LD du serveur décrit la page servie : il part quand le visiteur passe à une autre page', async ({
  page,
}) => {
  const vehicle = await freeVehicle();
  await page.goto(vehicle.path);
  await hydrated(page);
  const blocks = page.locator('script[type="application/ld+json"]');
  await expect(blocks).toHaveCount(1);
  expect(await blocks.first().textContent()).toContain('"@type":"Car"');
  await page
    .locator('header')
    .getByRole('link', { name: /, accueil$/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(/^Voitures neuves/);
  await expect(blocks).toHaveCount(0);
});

test('deux visiteurs rendus en alternance : rien de l’un ne passe dans la page de l’autre', async ({ playwright }) => {
  // One who has chosen its cookies (no banner), one who has not; two pages of two remotes.
  const chose = await playwright.request.newContext({
    baseURL: SITE_URL,
    extraHTTPHeaders: { cookie: 'ncc_c=1; ncc_e=' },
  });
  const fresh = await playwright.request.newContext({ baseURL: SITE_URL });
  for (let round = 0; round < 4; round += 1) {
    const [faq, listing] = await Promise.all([
      (await chose.get('/a-propos/faq')).text(),
      (await fresh.get('/achat')).text(),
    ]);
    expect(faq).toMatch(/<h1[^>]*>Questions fréquentes<\/h1>/);
    expect(faq).not.toContain('data-testid="cookie-banner"');
    expect(listing).toMatch(/<h1[^>]*>Tous nos véhicules en stock<\/h1>/);
    expect(listing).toContain('data-testid="cookie-banner"');
    // Each page carries its own data only.
    expect(faq).not.toContain('catalogueSearchVehicles');
    expect(listing).toContain('catalogueSearchVehicles');
  }
  await chose.dispose();
  await fresh.dispose();
});

test('sans JavaScript, le site se lit et ses liens mènent à des pages rendues', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/achat');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A vehicle card is a link to a page rendered too.
  const card = page.locator('#root a[href^="/achat/vehicule/"]').first();
  await card.click();
  await expect(page).toHaveURL(/\/achat\/vehicule\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The navigation leads on.
  await page.goto('/a-propos/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
  await page.locator('#root a[href="/financement"]').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

test('le bandeau cookies répond sans JavaScript : refus ou choix personnalisé enregistré, la page revient, sans bandeau', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/achat?energies=electrique');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  await banner.getByTestId('cookie-refuse').click();
  await expect(page).toHaveURL(/\/achat\?energies=electrique$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
  expect(cookies).toMatchObject({ ncc_c: '1', ncc_e: '' });

  // « Personnaliser » is a <details>: the browser opens it, the ticked categories are posted.
  await context.clearCookies();
  await page.goto('/a-propos/faq');
  const again = page.getByTestId('cookie-banner');
  await again.getByText('Personnaliser', { exact: true }).click();
  await again.getByLabel(/^Personnalisation/).check();
  await again.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(page).toHaveURL(/\/a-propos\/faq$/);
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  const chosen = Object.fromEntries((await context.cookies()).map((c) => [c.name, decodeURIComponent(c.value)]));
  expect(chosen).toMatchObject({ ncc_c: '1', ncc_e: 'personalisation' });
  await context.close();
});

test('une page reçue en deux temps : le bandeau cookies à moitié lu reste invisible, puis paraît entier (aucun décalage)', async ({
  browser,
  request,
}) => {
  // The FAQ's HTML served by a small proxy that stops in the middle of the banner until told to go on,
  // as a slow phone's parser may paint there; the page's CSS and fonts come from the site.
  const html = await (await request.get('/a-propos/faq')).text();
  const cut = html.indexOf('Personnaliser');
  expect(cut).toBeGreaterThan(html.indexOf('data-testid="cookie-banner"'));
  let goOn!: () => void;
  const rest = new Promise<void>((resolve) => (goOn = resolve));
  const server = http.createServer((req, res) => {
    if (req.url === '/faq-en-deux-temps') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write(html.slice(0, cut));
      void rest.then(() => res.end(html.slice(cut)));
      return;
    }
    if (req.url?.endsWith('.js')) return void res.writeHead(404).end(); // markup and CSS only
    fetch(new URL(req.url ?? '/', SITE_URL))
      .then(async (upstream) => {
        res.writeHead(upstream.status, {
          'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
        });
        res.end(Buffer.from(await upstream.arrayBuffer()));
      })
      .catch(() => res.writeHead(502).end()); // never a request left hanging
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const page = await browser.newPage();
  try {
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/faq-en-deux-temps`, {
      waitUntil: 'commit',
    });
    const banner = page.getByTestId('cookie-banner');
    await expect(banner.getByRole('heading', { name: 'Vos cookies, votre choix', includeHidden: true })).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0); // still halfway through the banner
    expect(await banner.evaluate((node) => getComputedStyle(node).visibility)).toBe('hidden');
    goOn();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeVisible();
    await expect(banner.getByTestId('cookie-refuse')).toBeVisible();
  } finally {
    goOn();
    await page.close();
    server.close();
  }
});

test('un visiteur connecté : la page rendue déconnectée passe à son compte après hydratation, sans erreur', async ({
  page,
}) => {
  const account = await createVerifiedAccount();
  const token = await apiToken(account);
  await page.goto('/');
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_KEY, token]);
  const html = await (await page.request.get('/achat')).text();
  // The server renders every visitor signed out…
  expect(html).toContain('Se connecter');
  await page.goto('/achat');
  await hydrated(page);
  // …and the visitor's own header follows after hydration.
  await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveCount(0);
});

test(
  'canari dont le build serveur plante : ses visiteurs ont la page rendue par le navigateur, comptée contre le canari',
  EXCLUSIVE,
  async ({ browser, request }) => {
    test.setTimeout(120_000);
    const REMOTE = 'mf-content';
    const tools = await registryTools();
    const { live, version } = await publishCopy(REMOTE, 'ssr-panne', { breakServer: true });
    await tools.startCanary(REMOTE, version, 50);
    try {
      const seen = new Set<string>();
      for (let i = 0; i < 24 && seen.size < 2; i += 1) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto('/a-propos/faq');
        const registry = JSON.parse((await page.locator('#ga-registry').textContent()) ?? '{}') as {
          remotes: Record<string, { version: string }>;
        };
        const served = registry.remotes[REMOTE]!.version;
        const ssr = await page.locator('#root').getAttribute('data-ssr');
        // The live version's visitors get its server markup; the canary's, the page their browser renders.
        expect(ssr).toBe(served === live ? `${REMOTE}@${live}` : null);
        await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
        seen.add(served);
        await context.close();
      }
      expect([...seen].sort()).toEqual([live, version].sort());
      const metrics = await (await request.get(`${SITE_URL}/metrics`)).text();
      expect(metrics).toMatch(
        new RegExp(
          `ga_site_ssr_renders_total\\{app="${REMOTE}@${version.replace(/\./g, '\\.')}",outcome="fallback"\\} [1-9]`,
        ),
      );
    } finally {
      await tools.restore(REMOTE, live);
    }
  },
);
