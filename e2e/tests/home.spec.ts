import { expect, test } from '@playwright/test';
import { freeVehicle } from '../support/api';

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

test('une fiche véhicule a son titre, son image et son JSON-LD Car/Offer dans le HTML du serveur', async ({
  request,
}) => {
  const vehicle = await freeVehicle();
  const html = await (await request.get(vehicle.path)).text();
  expect(html).toMatch(/<title>[^<]+ \| Glinche Automobiles<\/title>/);
  expect(html).not.toContain('<title>Glinche Automobiles</title>');
  // The photo as WebP (an image a link preview can show, decoded off the browser's main thread).
  const image = html.match(/<meta property="og:image" content="(http[^"]+)"/)?.[1];
  expect(image).toMatch(new RegExp(`/media/vehicles/${vehicle.id}/1\\.webp$`));
  const photo = await request.get(image!);
  expect(photo.headers()['content-type']).toBe('image/webp');
  expect(html).toContain('"@type":"Car"');
  expect(html).toContain('"priceCurrency":"EUR"');
});
