import { expect, test, type Page } from '@playwright/test';
import { createAccount, freeVehicle } from '../support/api';
import { signInWithForm } from '../support/session';
import { refuseCookies } from '../support/cookies';

const STORAGE_KEY = 'ga_recently_viewed';
const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);

/**
 * Opens two vehicle pages, the second one last, each until the browser took it over: the page
 * arrives rendered by the server, and a view is recorded once it is hydrated, so leaving it sooner
 * would record nothing.
 */
async function viewTwo(page: Page) {
  const a = await freeVehicle('sort=price_asc');
  const b = await freeVehicle('sort=price_desc');
  for (const v of [a, b]) {
    await page.goto(v.path);
    await expect(page.getByTestId('vehicle-page')).toBeVisible();
    await page.waitForFunction(() => window.__GA_HYDRATED__ === true);
    await page.waitForLoadState('networkidle');
  }
  return [a, b];
}

const homeTrack = (page: Page) => page.getByTestId('recently-viewed');

test('vus récemment sans compte : rien n’est gardé sans accord, gardé avec « Personnalisation », effacé quand l’accord est retiré', async ({
  page,
}) => {
  await page.goto('/');
  await refuseCookies(page);
  await viewTwo(page);
  expect(await stored(page)).toBeNull();
  await page.goto('/');
  await expect(page.getByTestId('home-vehicle-sliders').getByTestId('vehicle-slider').first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(homeTrack(page)).toHaveCount(0);

  // Consent to « Personnalisation » only.
  await page.getByRole('button', { name: 'Gérer les cookies' }).click();
  const banner = page.getByTestId('cookie-banner');
  await banner.getByText('Personnaliser', { exact: true }).click();
  await banner.getByLabel(/^Personnalisation/).check();
  await banner.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  const [a, b] = await viewTwo(page);
  expect(JSON.parse((await stored(page)) ?? '[]')).toEqual([b!.id, a!.id]);

  await page.goto('/');
  const track = homeTrack(page);
  await expect(track.getByRole('heading', { name: 'Vus récemment' })).toBeVisible({ timeout: 15_000 });
  await expect(track.getByTestId('vehicle-card')).toHaveCount(2);
  await expect(track.getByTestId('vehicle-card').first()).toHaveAttribute('data-vehicle-id', String(b!.id));
  await page.goto('/achat');
  await expect(homeTrack(page).getByTestId('vehicle-card')).toHaveCount(2);

  // Withdrawn: the list goes at once.
  await page.getByRole('button', { name: 'Gérer les cookies' }).click();
  await refuseCookies(page);
  expect(await stored(page)).toBeNull();
  await expect(homeTrack(page)).toHaveCount(0);
});

test('vus récemment avec un compte : gardés avec le compte, retrouvés sur un autre appareil, « Effacer »', async ({
  page,
  browser,
}) => {
  const account = await createAccount();
  await page.goto('/connexion');
  await refuseCookies(page);
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/mon-compte$/);
  const [a, b] = await viewTwo(page);
  expect(await stored(page)).toBeNull(); // on the server, not in the browser

  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/connexion');
  await refuseCookies(second);
  await signInWithForm(second, account);
  await expect(second).toHaveURL(/\/mon-compte$/);
  await second.goto('/achat');
  const track = homeTrack(second);
  await expect(track.getByTestId('vehicle-card')).toHaveCount(2);
  await expect(track.getByTestId('vehicle-card').nth(0)).toHaveAttribute('data-vehicle-id', String(b!.id));
  await expect(track.getByTestId('vehicle-card').nth(1)).toHaveAttribute('data-vehicle-id', String(a!.id));
  await track.getByRole('button', { name: 'Effacer' }).click();
  await expect(homeTrack(second)).toHaveCount(0);
  await other.close();
});
