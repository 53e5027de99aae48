import { expect, test, type Page } from '@playwright/test';

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
  expect(decodeURIComponent(e?.value ?? '')).toBe('analytics,meta_pixel,linkedin_pixel,classifieds');
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
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Fermer sans accepter' }).click();
  const { e } = await consentCookies(page);
  expect(e?.value).toBe('');
  expect(await loadedTags(page)).toEqual([]);
});

test('personnaliser par catégorie, en anglais, puis rouvrir depuis le pied de page', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByTestId('cookie-banner');
  await banner.getByRole('button', { name: 'Read in English' }).click();
  await expect(banner).toContainText('Your cookies, your choice');
  await banner.getByRole('button', { name: 'Customise' }).click();
  await banner.getByLabel(/Audience measurement/).check();
  await banner.getByRole('button', { name: 'Save my choices' }).click();
  expect((await consentCookies(page)).e?.value).toBe('analytics');
  await expect.poll(() => loadedTags(page)).toEqual(['analytics']);

  // Reopened from the footer, in the language the visitor chose.
  await page.getByRole('button', { name: 'Gérer les cookies' }).click();
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Refuse all' }).click();
  expect((await consentCookies(page)).e?.value).toBe('');
});
