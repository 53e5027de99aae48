import { expect, test, type Page } from '@playwright/test';
import { CREDIT_WARNING, TOKEN_STORAGE_KEY } from '@ga/contracts';
import { apiData, createAccount, freeVehicle } from '../support/api';
import { apiAs, apiToken } from '../support/account-api';
import { refuseCookies } from '../support/cookies';

/**
 * French law on vehicle and credit ads, wherever vehicles are listed: each card carries
 * its CO2 class, each list the mobility message with #SeDéplacerMoinsPolluer, and wherever a
 * monthly figure shows, the representative example is on the same screen with the mandatory
 * warning and the TAEG larger than any monthly figure.
 */

async function scrollToEnd(page: Page) {
  // The home widgets load near the viewport: walk down the page.
  for (let i = 0; i < 12; i += 1) {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await page.waitForTimeout(150);
  }
  await page.waitForLoadState('networkidle');
}

/** Font sizes (px) of the TAEG lines and of every monthly figure shown. */
async function creditSizes(page: Page) {
  return page.evaluate(() => {
    const size = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
    const monthly = [...document.querySelectorAll('[data-testid="monthly-price"], [data-testid="monthly-price"] *')]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map(size);
    const taeg = [...document.querySelectorAll('[data-testid="credit-taeg"]')].map(size);
    return { monthly, taeg };
  });
}

async function expectAdMentions(page: Page, path: string) {
  const cards = page.getByTestId('vehicle-card');
  await expect(cards.first(), path).toBeVisible();
  const count = await cards.count();
  await expect(page.getByTestId('co2-class'), `${path} : une classe CO₂ par carte`).toHaveCount(count);
  await expect(page.getByTestId('ad-mentions').first(), path).toContainText('#SeDéplacerMoinsPolluer');
  const { monthly, taeg } = await creditSizes(page);
  if (monthly.length > 0) {
    await expect(page.getByTestId('credit-example').first(), path).toContainText(CREDIT_WARNING);
    await expect(page.getByTestId('credit-example').first(), path).toContainText('Exemple représentatif');
    expect(taeg.length, `${path} : un TAEG`).toBeGreaterThan(0);
    expect(Math.min(...taeg), `${path} : le TAEG plus grand que toute mensualité`).toBeGreaterThan(
      Math.max(...monthly),
    );
  }
}

test('chaque liste de véhicules : classe CO₂ sur chaque carte, message #SeDéplacerMoinsPolluer, exemple représentatif et TAEG plus grand que les mensualités', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await refuseCookies(page);
  await scrollToEnd(page);
  await expectAdMentions(page, '/');
  for (const path of [
    '/achat',
    '/achat/occasion',
    '/financement/leasing-voitures',
    '/evenement/journees-portes-ouvertes-ecommoy',
    '/gamme-tesla',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectAdMentions(page, path);
  }
});

test('fiche véhicule : le TAEG de l’exemple représentatif est le plus grand chiffre du financement, la modale aussi', async ({
  page,
}) => {
  const vehicle = await freeVehicle();
  await page.goto(vehicle.path);
  await refuseCookies(page);
  const funding = page.getByTestId('funding-block');
  await expect(funding).toContainText(CREDIT_WARNING);
  let sizes = await creditSizes(page);
  expect(Math.min(...sizes.taeg)).toBeGreaterThan(Math.max(...sizes.monthly));
  // The similar vehicles show no monthly figure of their own (this vehicle's example is the page's).
  await funding.getByRole('button', { name: 'Personnaliser mon financement' }).click();
  const modal = page.getByTestId('custom-funding');
  await expect(modal.getByTestId('credit-taeg')).toBeVisible();
  const [taeg, header] = await Promise.all([
    modal.getByTestId('credit-taeg').evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
    modal.locator('p[aria-live]').evaluate((el) => parseFloat(getComputedStyle(el).fontSize)),
  ]);
  expect(taeg).toBeGreaterThan(header);
  sizes = await creditSizes(page);
  expect(sizes.taeg.length).toBeGreaterThan(1);
});

test('mes favoris : classe CO₂, message obligatoire et exemple représentatif', async ({ page }) => {
  const account = await createAccount();
  const token = await apiToken(account);
  const vehicle = await freeVehicle();
  expect((await apiAs(token, 'POST', '/api/user/bookmarks/store', { vehicle_id: vehicle.id })).status).toBe(201);
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_STORAGE_KEY, token]);
  await page.goto('/mon-compte/mes-favoris');
  await refuseCookies(page);
  await expect(page.getByTestId('favourite-card')).toHaveCount(1);
  await expect(page.getByTestId('co2-class')).toHaveCount(1);
  await expect(page.getByTestId('ad-mentions')).toContainText('#SeDéplacerMoinsPolluer');
  const { monthly, taeg } = await creditSizes(page);
  if (monthly.length) expect(Math.min(...taeg)).toBeGreaterThan(Math.max(...monthly));
});

test('compte professionnel : les prix HT d’abord partout (cartes, fiche, livraison)', async ({ page }) => {
  const [sector] = await apiData<{ id: number }[]>('/api/business-sectors');
  const account = await createAccount({
    is_comp: true,
    company_name: 'Menuiserie Martin',
    company_siret: '732 829 320 00074',
    business_sector_id: sector!.id,
  });
  const token = await apiToken(account);
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_STORAGE_KEY, token]);
  await page.goto('/achat');
  await refuseCookies(page);
  const firstCard = page.getByTestId('listing-results').getByTestId('vehicle-card').first();
  await expect(firstCard.getByTestId('main-price')).toContainText('HT');
  await expect(firstCard.getByTestId('secondary-price')).toContainText('TTC');
  const vehicle = await freeVehicle();
  await page.goto(vehicle.path);
  await expect(page.getByTestId('vehicle-page').getByTestId('main-price').first()).toContainText('HT');
  await expect(page.getByTestId('delivery-summary')).toContainText(/€ HT|GRATUIT|SUR DEVIS/);
  await expect(page.getByTestId('delivery-summary')).not.toContainText('TTC');
});
