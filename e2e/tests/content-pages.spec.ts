import { expect, test } from '@playwright/test';
import { expectNoAxeViolation } from '../support/axe';
import { refuseCookies } from '../support/cookies';
import { apiData } from '../support/api';
import { expectNoSidewaysScroll } from '../support/layout';
import { walkPages } from '../support/walk-pages';
import { CONTENT_APP } from '../support/walk-routes';

/**
 * The pages of the content area: every page of mf-content's route manifest (support/walk-routes.ts),
 * a page with parameters filled through the API (a partner, a département, the form pages).
 */
const contentPages = () => walkPages((page) => page.app === CONTENT_APP && !page.signedIn);

/** The walk, by area (a test each, so that one slow area does not time the others out). */
const AREAS: [string, (path: string) => boolean][] = [
  ['À propos, FAQ, partenaires', (p) => p.startsWith('/a-propos')],
  ['services et formulaires', (p) => p.startsWith('/services') || p.startsWith('/formulaire')],
  [
    'financement, Tesla, pages légales',
    (p) => !p.startsWith('/a-propos') && !p.startsWith('/services') && !p.startsWith('/formulaire'),
  ],
];

/** Desktop (the project's viewport) and a phone (the content area at both widths). */
const SCREENS = [
  ['ordinateur', null],
  ['téléphone', { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true }],
] as const;

// The six walks only read pages: they may run in both workers at once (the longest file of the suite).
test.describe.configure({ mode: 'parallel' });

for (const [screen, device] of SCREENS) {
  for (const [area, inArea] of AREAS) {
    test(`chaque page éditoriale (${area}, ${screen}) : titre en français avec la marque, un seul h1, pas d’erreur, aucune image cassée, aucun « en construction », aucune violation axe`, async ({
      page: desktopPage,
      browser,
    }) => {
      test.setTimeout(240_000);
      const context = device
        ? await browser.newContext({ ...device, locale: 'fr-FR', timezoneId: 'Europe/Paris' })
        : null;
      const page = context ? await context.newPage() : desktopPage;
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(`${page.url()} ${m.text()}`));
      page.on('pageerror', (e) => errors.push(`${page.url()} ${e.message}`));
      try {
        await page.goto('/a-propos');
        await refuseCookies(page);
        for (const { path, status } of (await contentPages()).filter((p) => inArea(p.path))) {
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(status);
          await expect(page.locator('h1'), path).toHaveCount(1);
          await expect(page).toHaveTitle(/ \| Glinche Automobiles$/);
          await expect(page.getByTestId('page-pending')).toHaveCount(0);
          await expect(page.getByText(/en construction/i)).toHaveCount(0);
          await expect
            .poll(() =>
              page.evaluate(() =>
                [...document.images].filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.src),
              ),
            )
            .toEqual([]);
          // Nothing wider than the screen: no sideways scrolling, on a phone either (WCAG 1.4.10).
          await expectNoSidewaysScroll(page, path);
          await expectNoAxeViolation(page);
        }
        expect(errors).toEqual([]);
      } finally {
        await context?.close();
      }
    });
  }
}

test('FAQ : recherche sur toutes les questions, lien direct vers une réponse, accordéon au clavier', async ({
  page,
}) => {
  await page.goto('/a-propos/faq');
  await refuseCookies(page);
  await page.getByRole('searchbox', { name: 'Rechercher dans les questions' }).fill('retractation');
  await expect(page.getByText(/réponses? trouvées?/)).toBeVisible();
  await page.getByRole('link', { name: 'Puis-je changer d’avis après une livraison à distance ?' }).click();
  await expect(page).toHaveURL(/\/a-propos\/faq\/livraison-a-domicile#retractation$/);
  const answer = page.locator('details#retractation');
  await expect(answer).toHaveAttribute('open', '');
  await expect(answer.getByText('14 jours')).toBeVisible();

  // A question opens and closes with the keyboard.
  const question = page.locator('details#delai summary');
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('details#delai')).toHaveAttribute('open', '');
  await page.keyboard.press('Enter');
  await expect(page.locator('details#delai')).not.toHaveAttribute('open');
});

test('politique cookies : le bouton rouvre les choix du bandeau', async ({ page }) => {
  await page.goto('/politique-utilisation-cookies');
  await refuseCookies(page);
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  await page.getByRole('button', { name: 'Modifier mes choix de cookies' }).click();
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'ncc_c' })).toBeVisible();
});

test('les manifestes de routes des releases : titre et FAQPage JSON-LD écrits par le serveur, sitemap.xml et plan du site complets', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/a-propos/faq/financer')).text();
  expect(html).toMatch(/<title>[^<]+ – Questions fréquentes \| Glinche Automobiles<\/title>/);
  const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/)![1]!);
  expect(jsonLd['@type']).toBe('FAQPage');
  expect(jsonLd.mainEntity.length).toBeGreaterThan(2);

  const xml = await (await request.get('/sitemap.xml')).text();
  for (const path of [
    '/a-propos/faq/financer',
    '/services/livraison-domicile/sarthe',
    '/achat/occasion',
    '/reprise-voiture',
    '/gamme-tesla',
  ])
    expect(xml).toContain(`${path}</loc>`);
  expect(xml).toMatch(/\/achat\/vehicule\/[a-z0-9-]+\/\d+<\/loc>/);
  expect(xml).not.toContain('/Formulaire</loc>');

  const brands = await apiData<{ label: string; path: string }[]>('/api/sitemap/brands');
  await page.goto('/plan-du-site');
  await refuseCookies(page);
  for (const name of [
    'Acheter un véhicule',
    'Nos services',
    'Aide et questions fréquentes',
    'Informations légales',
    'Marques en stock',
    'Véhicules en stock',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Voitures et utilitaires d’occasion' })).toHaveAttribute(
    'href',
    '/achat/occasion',
  );
  await expect(page.getByRole('link', { name: brands[0]!.label, exact: true }).first()).toHaveAttribute(
    'href',
    brands[0]!.path,
  );
  await page.getByText(new RegExp(`^${brands[0]!.label} \\(\\d+\\)$`)).click();
  await expect(
    page.locator(`details[open] a[href^="/achat/vehicule/${brands[0]!.path.split('/').pop()}-"]`).first(),
  ).toBeVisible();
});
