import { expect, test } from '@playwright/test';
import { TOKEN_STORAGE_KEY, addIsoDays, nextOpenDay, parisToday } from '@ga/contracts';
import { createVerifiedAccount } from '../support/api';
import { apiAs } from '../support/account-api';
import { signInWithForm } from '../support/session';
import { refuseCookies } from '../support/cookies';

/** An open day (no Sunday, no public holiday) about 6 days ahead, inside the booking window (Paris days, as the API counts them). */
function bookableDate(): string {
  return nextOpenDay(addIsoDays(parisToday(), 6));
}

/**
 * The whole purchase journey in one visit: search → filters in the URL →
 * vehicle → favourite (sign-in in the middle, brought back) → custom funding → estimate (found in
 * « Mes devis ») → booking.
 */
test('parcours d’achat : recherche, filtres, fiche, favori avec connexion, financement, devis, réservation', async ({
  page,
}) => {
  const account = await createVerifiedAccount();
  await page.goto('/achat');
  await refuseCookies(page);

  // Filters and sort live in the URL.
  const filters = page.getByRole('complementary', { name: 'Filtres' });
  await filters
    .getByRole('group', { name: 'Énergie' })
    .getByLabel(/^Hybride/)
    .first()
    .click();
  await expect(page).toHaveURL(/\/achat\?energies=hybride/);
  await page.getByLabel('Trier par').selectOption('price_asc');
  await expect(page).toHaveURL(/energies=hybride.*sort=price_asc/);
  // A free one (a retry must not pick what its first try booked).
  const card = page.getByTestId('listing-results').getByTestId('vehicle-card').filter({ hasNotText: 'Réservé' }).nth(3);
  await expect(card).toContainText(/Hybride/);
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/achat\/vehicule\/[^/]+\/\d+$/);
  const vehiclePath = new URL(page.url()).pathname;

  // Favourite while signed out: sign in, come back to the vehicle with the favourite added.
  const vehicle = page.getByTestId('vehicle-page');
  await vehicle.getByTestId('favourite-toggle').first().click();
  await expect(page).toHaveURL(/\/connexion\?redirect=/);
  await signInWithForm(page, account);
  await expect(page).toHaveURL(new RegExp(`${vehiclePath}$`));
  await expect(page.getByText('Véhicule ajouté dans vos favoris 😁')).toBeVisible();
  await expect(vehicle.getByTestId('favourite-toggle').first()).toHaveAttribute('aria-pressed', 'true');

  // Custom funding: the server recomputes the offer when the duration changes.
  const funding = page.getByTestId('funding-block');
  await funding.getByRole('button', { name: 'Personnaliser mon financement' }).click();
  const modal = page.getByTestId('custom-funding');
  await expect(modal).toContainText('Un crédit vous engage');
  const before = await modal.locator('p[aria-live]').textContent();
  const duration = page.getByLabel('Durée');
  const options = await duration.locator('option').allTextContents();
  const current = await duration.locator('option:checked').textContent();
  await duration.selectOption({ label: options[0] === current ? options[options.length - 1]! : options[0]! });
  await expect(modal.locator('p[aria-live]')).not.toHaveText(before ?? '');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // Estimate with a promo code.
  await page.getByLabel('Code promo ou code partenaire').fill('BIENVENUE500');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByText(/−500\s€/)).toBeVisible();
  await page.getByRole('button', { name: 'Recevoir mon devis' }).click();
  const summary = page.getByTestId('quote-summary');
  await expect(summary).toContainText(/Devis n° GA-\d{4}-\d{6}/);
  const number = /GA-\d{4}-\d{6}/.exec((await summary.textContent()) ?? '')![0];

  // The quote is in « Mes devis »; then back to the vehicle.
  await page.goto('/mon-compte/mes-devis');
  await expect(page.getByText(number, { exact: true })).toBeVisible();
  await page.goto(vehiclePath);

  // Booking.
  await page.getByRole('link', { name: 'Réserver ce véhicule' }).click();
  await expect(page).toHaveURL(/\/reservation$/);
  await page.getByLabel('Date souhaitée pour la remise des clés').fill(bookableDate());
  await page.getByRole('radio', { name: /^Matin/ }).check();
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page).toHaveURL(/\/reservation\/\d+$/);
  await expect(page.getByText('En attente de confirmation')).toBeVisible();

  // Cancelled through the API: the vehicle is free again for the next tests and a retry.
  const bookingId = /\/reservation\/(\d+)$/.exec(page.url())![1];
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
  expect((await apiAs(token!, 'DELETE', `/api/user/bookings/${bookingId}`)).status).toBe(204);
});
