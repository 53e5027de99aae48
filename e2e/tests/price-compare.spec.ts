import { expect, test, type Page } from '@playwright/test';
import { apiData, createAccount, freeVehicle } from '../support/api';
import { expectNoAxeViolation } from '../support/axe';
import { apiAs, apiToken } from '../support/account-api';
import { signInWithForm } from '../support/session';
import { stock } from '../support/stock';
import { refuseCookies, waitForHydration } from '../support/cookies';

/** The home page, the cookie banner answered (« Tout refuser »). */
async function openHomeRefusingCookies(page: Page) {
  await page.goto('/');
  await refuseCookies(page);
}

/** A free vehicle without a current drop (its price is then lowered by the test). */
async function vehicleWithoutDrop() {
  for (let i = 0; i < 5; i++) {
    const v = await freeVehicle('sort=newest&condition=used');
    const card = await apiData<{ price: number; price_drop: unknown }>(`/api/vehicles/${v.id}?light=1`);
    if (card.price_drop === null) return { ...v, price: card.price };
  }
  throw new Error('aucun véhicule sans baisse de prix');
}

test('baisse de prix : la commande de stock baisse un prix, la fiche montre le badge, le prix de référence et l’historique', async ({
  page,
}) => {
  const v = await vehicleWithoutDrop();
  const lower = v.price - 800;
  expect(await stock(v.id, 'price', { price: lower })).toMatchObject({ reference_price: v.price });

  await openHomeRefusingCookies(page);
  await page.goto(v.path);
  const box = page.getByTestId('vehicle-page');
  // The vehicle's own price box (its aside): the similar vehicles' cards lower down may carry the
  // badge too, when another test dropped their price.
  await expect(box.getByRole('complementary').getByText('Baisse de prix', { exact: true })).toBeVisible();
  await expect
    .poll(async () => ((await box.getByTestId('main-price').first().textContent()) ?? '').replace(/\D/g, ''))
    .toBe(String(lower));
  await expect(box.getByTestId('old-price').first()).toContainText('Prix de référence');
  const history = page.getByTestId('price-history');
  await expect(history.getByRole('heading', { level: 2, name: 'Historique du prix' })).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByTestId('price-drop-reference')).toContainText(
    'le prix le plus bas pratiqué au cours des 30 jours précédant la baisse',
  );
  await expectNoAxeViolation(page, { within: '[data-testid="price-history"]' });
});

test('favoris : un favori dont le prix a baissé est signalé dans « Mes favoris »', async ({ page }) => {
  const account = await createAccount();
  const token = await apiToken(account);
  const v = await vehicleWithoutDrop();
  expect((await apiAs(token, 'POST', '/api/user/bookmarks/store', { vehicle_id: v.id })).status).toBe(201);
  await stock(v.id, 'price', { price: v.price - 500 });

  await openHomeRefusingCookies(page);
  await page.goto('/connexion');
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/mon-compte$/);
  await page.goto('/mon-compte/mes-favoris');
  await expect(page.getByText('Un de vos favoris a baissé de prix ces 14 derniers jours.')).toBeVisible();
  const card = page.getByTestId('favourite-card').first();
  await expect(card).toHaveAttribute('data-price-drop', 'true');
  await expect(card.getByText('Baisse de prix')).toBeVisible();
});

test('comparer : deux véhicules cochés dans la liste, le comparatif partageable, les différences surlignées', async ({
  page,
  browser,
}) => {
  await openHomeRefusingCookies(page);
  await page.goto('/achat/voitures');
  const cards = page.getByTestId('listing-results').getByTestId('vehicle-card');
  await expect(cards.first()).toBeVisible();
  await waitForHydration(page); // the server's toggles do nothing until the page is hydrated
  await cards.nth(0).getByTestId('compare-toggle').click();
  await expect(cards.nth(0).getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'true');
  const bar = page.getByTestId('compare-bar');
  await expect(bar).toContainText('Choisissez un deuxième véhicule');
  await cards.nth(1).getByTestId('compare-toggle').click();
  await bar.getByTestId('compare-go').click();
  await expect(page).toHaveURL(/\/achat\/comparer\?ids=\d+,\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comparer 2 véhicules');
  await expect(page).toHaveTitle(/Comparer des véhicules/);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  for (const label of [
    'Prix TTC (HT)',
    'Mensualité',
    'Année',
    'Kilométrage',
    'Énergie',
    'Puissance',
    'Boîte de vitesses',
    'Classe d’émissions de CO₂',
    'Livraison',
  ]) {
    await expect(table.getByRole('rowheader', { name: label, exact: true })).toBeVisible();
  }
  // Two different vehicles differ on their price at least.
  await expect(table.locator('tr[data-differs]').first()).toBeVisible();
  await expectNoAxeViolation(page);

  // The address is the comparison: another visitor opens the same one.
  const url = page.url();
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(url);
  await expect(second.getByRole('table').getByRole('columnheader')).toHaveCount(2);
  await other.close();

  // Taking one out updates the address.
  await table
    .getByRole('button', { name: /^Retirer/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/achat\/comparer\?ids=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comparer des véhicules');
});

test('comparer au clavier depuis la fiche, et un véhicule vendu depuis est signalé', async ({ page }) => {
  const a = await freeVehicle('sort=price_asc');
  const b = await freeVehicle('sort=price_desc');
  await openHomeRefusingCookies(page);
  await page.goto(a.path);
  await waitForHydration(page); // the server's button does nothing until the page is hydrated
  // The first is the vehicle's own (the similar vehicles' cards have theirs).
  const toggle = page.getByTestId('vehicle-page').getByTestId('compare-toggle').first();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  await stock(b.id, 'sold');
  try {
    await page.goto(`/achat/comparer?ids=${a.id},${b.id}`);
    await expect(
      page.getByRole('status').filter({ hasText: 'Un véhicule de ce comparatif n’est plus en vente.' }),
    ).toBeVisible();
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(1);
  } finally {
    await stock(b.id, 'back');
  }
});
