import { expect, test } from '@playwright/test';
import { TOKEN_STORAGE_KEY, addIsoDays, nextOpenDay, parisToday } from '@ga/contracts';
import { createVerifiedAccount } from '../support/api';
import { apiAs } from '../support/account-api';
import { signInWithForm } from '../support/session';
import { refuseCookies } from '../support/cookies';
import { expectAccessiblePage } from '../support/axe';

/** An open day (no Sunday, no public holiday) about 6 days ahead, inside the booking window (Paris days, as the API counts them). */
function bookableDate(): string {
  return nextOpenDay(addIsoDays(parisToday(), 6));
}

/**
 * The whole purchase journey in one visit: search → filters in the URL →
 * vehicle → favourite (sign-in in the middle, brought back) → custom funding → estimate (found in
 * « Mes devis ») → booking, the code and the simulation chosen carried through a reload into both.
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
  const simulation = (await modal.locator('p[aria-live]').textContent())!;
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  // The simulation chosen is the block's « Votre simulation » now, and goes with the quote and the booking.
  await expect(funding.getByTestId('chosen-funding')).toContainText(simulation);

  // Estimate with a promo code.
  await page.getByLabel('Code promo ou code partenaire').fill('BIENVENUE500');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByText(/−500\s€/)).toBeVisible();
  await page.getByRole('button', { name: 'Recevoir mon devis' }).click();
  const summary = page.getByTestId('quote-summary');
  await expect(summary).toContainText(/Devis n° GA-\d{4}-\d{6}/);
  const number = /GA-\d{4}-\d{6}/.exec((await summary.textContent()) ?? '')![0];
  await expect(summary.getByTestId('quote-funding')).toContainText(simulation);

  // The quote is in « Mes devis »; then back to the vehicle.
  await page.goto('/mon-compte/mes-devis');
  await expect(page.getByText(number, { exact: true })).toBeVisible();
  await page.goto(vehiclePath);
  // After the reload, the code and the simulation chosen are there again.
  await expect(page.getByLabel('Code promo ou code partenaire')).toHaveValue('BIENVENUE500');
  await expect(page.getByText(/−500\s€/)).toBeVisible();
  await expect(funding.getByTestId('chosen-funding')).toContainText(simulation);

  // Booking: it carries the code and the simulation, listed before it is sent and kept after.
  await page.getByRole('link', { name: 'Réserver ce véhicule' }).click();
  await expect(page).toHaveURL(/\/reservation$/);
  const choices = page.getByTestId('booking-choices');
  await expect(choices).toContainText(/BIENVENUE500 · .+ \(−500\s€ sur ce véhicule\)/);
  // No delivery was chosen on the page: none is recorded as if it had been.
  await expect(choices).toContainText('LivraisonÀ convenir avec votre conseiller');
  await expect(choices).toContainText(simulation);
  await expectAccessiblePage(page);
  await page.getByLabel('Date souhaitée pour la remise des clés').fill(bookableDate());
  await page.getByRole('radio', { name: /^Matin/ }).check();
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page).toHaveURL(/\/reservation\/\d+$/);
  await expect(page.getByText('En attente de confirmation')).toBeVisible();
  const carried = page.getByTestId('booking-carried');
  await expect(carried).toContainText(
    /BIENVENUE500 · .+\. Remise de 500\s€ appliquée par votre conseiller à la commande\./,
  );
  await expect(page.getByText('Remise des clés à convenir avec votre conseiller')).toBeVisible();
  await expectAccessiblePage(page);
  await expect(carried).toContainText(simulation);

  // Cancelled through the API: the vehicle is free again for the next tests and a retry.
  const bookingId = /\/reservation\/(\d+)$/.exec(page.url())![1];
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
  expect((await apiAs(token!, 'DELETE', `/api/user/bookings/${bookingId}`)).status).toBe(204);
});
