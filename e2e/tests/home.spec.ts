import { expect, test } from '@playwright/test';

test('la page d’accueil affiche les données de l’API', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/\| Glinche Automobiles$/);
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  // Welcome slide from GET /api/welcome-slides
  await expect(page.locator('h1')).not.toBeEmpty();
  // Vehicle sliders: the mf-catalogue widget, fed by GET /api/list-slides (loaded near the viewport)
  await page.getByTestId('home-vehicle-sliders').scrollIntoViewIfNeeded();
  const cards = page.getByTestId('vehicle-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(6);
  await expect(cards.first()).toContainText('€');
  // Ratings from GET /api/ratings
  await expect(page.getByTestId('ratings-summary')).toContainText('%');
  // Latest news: the mf-content widget; each item links to its article
  await page.getByTestId('home-latest-news').scrollIntoViewIfNeeded();
  const news = page.getByTestId('latest-news').getByRole('link');
  await expect(news.first()).toBeVisible();
  expect(await news.first().getAttribute('href')).toMatch(/^\//);
  await expect(page.getByRole('contentinfo')).toContainText('Écommoy');
});

test('sur un téléphone, les widgets sous la ligne de flottaison ne se chargent qu’à l’approche', async ({ browser }) => {
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

test('la page arrive avec ses premières données, le registre et les annonces de préchargement', async ({ page, request }) => {
  const apiCalls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/') && apiCalls.push(new URL(r.url()).pathname));
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<script type="application\/json" id="ga-registry" nonce="[^"]+">\{"remotes":/);
  expect(html).toMatch(/<script type="application\/json" id="ga-first-data" nonce="[^"]+">\{"\/api\/welcome-slides":/);
  expect(html).toMatch(/<link rel="preload" as="font" type="font\/woff2" href="\/releases\/shell\/[^"]+\/assets\/inter-latin-wght-normal\.[0-9a-f]+\.woff2" crossorigin \/>/);
  await page.goto('/');
  await expect(page.locator('h1')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  // The hero, banners and ratings came with the page: the browser did not ask the API for them.
  expect(apiCalls.filter((p) => ['/api/welcome-slides', '/api/banners', '/api/ratings'].includes(p))).toEqual([]);
});

test('le serveur écrit le titre, la description et les balises sociales dans le HTML', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('<title>Voitures neuves, 0 km et d’occasion moins chères | Glinche Automobiles</title>');
  expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
  expect(html).toContain('application/ld+json');
  expect(html).toContain('window.__GA_CONFIG__');
});

test('robots.txt et sitemap.xml sont servis', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset');
  expect(xml).toMatch(/<loc>http[^<]+\/achat\/vehicule\/[^<]+\/\d+<\/loc>/);
  expect(xml).toMatch(/<loc>http[^<]+\/achat-par-marque\/renault<\/loc>/);
});

test('une fiche véhicule a son titre, son image et son JSON-LD Car/Offer dans le HTML du serveur', async ({ request }) => {
  const html = await (await request.get('/achat/vehicule/une-voiture/1')).text();
  expect(html).toMatch(/<title>[^<]+ \| Glinche Automobiles<\/title>/);
  expect(html).not.toContain('<title>Glinche Automobiles</title>');
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\.svg"/);
  expect(html).toContain('"@type":"Car"');
  expect(html).toContain('"priceCurrency":"EUR"');
});
