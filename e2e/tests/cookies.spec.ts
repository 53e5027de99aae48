import { expect, test, type Page } from '@playwright/test';
import { apiData } from '../support/api';
import { waitForHydration } from '../support/cookies';

const YEAR_S = 365 * 24 * 3600;

async function consentCookies(page: Page) {
  const cookies = await page.context().cookies();
  return { c: cookies.find((k) => k.name === 'ncc_c'), e: cookies.find((k) => k.name === 'ncc_e') };
}

async function loadedTags(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __gaConsentTags?: string[] }).__gaConsentTags ?? []);
}

function expectOneYear(expires: number | undefined) {
  const remaining = (expires ?? 0) - Date.now() / 1000;
  expect(remaining).toBeGreaterThan(YEAR_S - 120);
  expect(remaining).toBeLessThan(YEAR_S + 120);
}

test('aucune balise avant le consentement ; tout accepter les charge toutes', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Vos cookies, votre choix');
  expect(await page.locator('script[data-consent-tag]').count()).toBe(0);
  expect(await loadedTags(page)).toEqual([]);

  await banner.getByRole('button', { name: 'Tout accepter' }).click();
  await expect(banner).toBeHidden();
  const { c, e } = await consentCookies(page);
  expect(c?.path).toBe('/');
  // A comma is not a cookie-octet (RFC 6265): js-cookie stores it percent-encoded.
  expect(decodeURIComponent(e?.value ?? '')).toBe('analytics,meta_pixel,linkedin_pixel,classifieds,personalisation');
  expectOneYear(c?.expires);
  expectOneYear(e?.expires);
  await expect.poll(() => loadedTags(page)).toHaveLength(4);

  // The choice holds on the next visit, and the tags load again at once.
  await page.reload();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  await expect.poll(() => loadedTags(page)).toHaveLength(4);
});

test('tout refuser : cookies posés, aucune balise', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Tout refuser' }).click();
  const { c, e } = await consentCookies(page);
  expect(c).toBeDefined();
  expect(e?.value).toBe('');
  expectOneYear(c?.expires);
  await page.waitForTimeout(300);
  expect(await loadedTags(page)).toEqual([]);
  expect(await page.locator('script[data-consent-tag]').count()).toBe(0);
});

test('fermer sans choisir vaut refus', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Fermer sans accepter' }).click();
  const { e } = await consentCookies(page);
  expect(e?.value).toBe('');
  expect(await loadedTags(page)).toEqual([]);
});

test('personnaliser par catégorie, en anglais, puis rouvrir depuis le pied de page', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByTestId('cookie-banner');
  // « Read in English » is the hydrated banner's (the server's markup has no script to switch).
  await waitForHydration(page);
  await banner.getByRole('button', { name: 'Read in English' }).click();
  await expect(banner).toContainText('Your cookies, your choice');
  await banner.getByText('Customise', { exact: true }).click(); // the <details>' summary
  await banner.getByLabel(/Audience measurement/).check();
  await banner.getByRole('button', { name: 'Save my choices' }).click();
  expect((await consentCookies(page)).e?.value).toBe('analytics');
  await expect.poll(() => loadedTags(page)).toEqual(['analytics']);

  // Reopened from the footer, in the language the visitor chose.
  await page.getByRole('button', { name: 'Gérer les cookies' }).click();
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  await waitForHydration(page);
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Refuse all' }).click();
  expect((await consentCookies(page)).e?.value).toBe('');
});

/** What may be stored without consent: the consent cookies (after a choice) and the browser storage the cookie policy lists. */
const NECESSARY_COOKIES = ['ncc_c', 'ncc_e'];
const NECESSARY_STORAGE = [
  'ga_app_token',
  'ga_tradein_draft',
  'ga_tradein_credit',
  'ga_pending_bookmark',
  'ga_compare',
  'ga_pending_alert',
  'ga_reload_guard',
];

async function storedKeys(page: Page) {
  return page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));
}

/** One page of each area (shell, catalogue with a vehicle, account, trade-in, content). */
async function areaPages(): Promise<string[]> {
  const [vehicle] = await apiData<{ id: number; slug: string }[]>('/api/vehicles?per_page=1');
  return [
    '/',
    '/achat',
    `/achat/vehicule/${vehicle!.slug}/${vehicle!.id}`,
    '/connexion',
    '/reprise-voiture',
    '/a-propos',
    '/financement',
  ];
}

test('chaque rubrique : avant le consentement, ni cookie facultatif, ni stockage non déclaré, ni requête vers un tiers ; refuser laisse tout en l’état, accepter charge les balises', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).host));
  const paths = await areaPages();

  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(
      (await page.context().cookies()).map((c) => c.name),
      path,
    ).toEqual([]);
    const keys = await storedKeys(page);
    expect(
      [...keys.local, ...keys.session].filter((k) => !NECESSARY_STORAGE.includes(k)),
      path,
    ).toEqual([]);
    expect(await loadedTags(page), path).toEqual([]);
    expect(await page.locator('script[data-consent-tag]').count(), path).toBe(0);
  }
  // Only the site and its API were asked for anything (no font, map or tag from elsewhere).
  expect([...origins].filter((host) => !/^(localhost|127\.0\.0\.1)(:\d+)?$/.test(host))).toEqual([]);

  // Refusing: the choice remembered, nothing else.
  await waitForHydration(page);
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Tout refuser' }).click();
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect((await page.context().cookies()).map((c) => c.name).sort(), path).toEqual(NECESSARY_COOKIES);
    expect(await loadedTags(page), path).toEqual([]);
  }

  // Changing one's mind from any page (the footer link, the hydrated page's), then accepting: every tag loads.
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Gérer les cookies' }).click();
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Tout accepter' }).click();
  await expect.poll(() => loadedTags(page)).toHaveLength(4);
});

test('refuser est aussi visible qu’accepter : même style, même taille, côte à côte', async ({ page }) => {
  await page.goto('/');
  // The language switch is a button of the hydrated banner (a tap before hydration does nothing).
  await waitForHydration(page);
  const banner = page.getByTestId('cookie-banner');
  const refuse = banner.getByRole('button', { name: 'Tout refuser' });
  const accept = banner.getByRole('button', { name: 'Tout accepter' });
  const look = (button: typeof refuse) =>
    button.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        background: style.backgroundColor,
        color: style.color,
        fontSize: style.fontSize,
        fontWeight: style.fontWeight,
        border: style.borderTopWidth,
        height: Math.round(el.getBoundingClientRect().height),
      };
    });
  expect(await look(refuse)).toEqual(await look(accept));
  const [r, a] = [await refuse.boundingBox(), await accept.boundingBox()];
  expect(Math.abs(r!.y - a!.y)).toBeLessThan(4);
  // The banner's language follows the visitor's switch (lang="en" on the banner).
  await expect(banner).toHaveAttribute('lang', 'fr');
  await banner.getByRole('button', { name: 'Read in English' }).click();
  await expect(banner).toHaveAttribute('lang', 'en');
});
