import { expect, test } from '@playwright/test';
import { addIsoDays, nextOpenDay, parisToday } from '@ga/contracts';
import { confirmationLink, createAccount } from '../support/api';
import { signInWithForm } from '../support/session';
import { refuseCookies } from '../support/cookies';

/** An open day (no Sunday, no public holiday) about 5 days ahead, inside the booking window (Paris days, as the API counts them). */
function bookableDate(): string {
  return nextOpenDay(addIsoDays(parisToday(), 5));
}

test('réserver un véhicule : connexion au milieu, réservé pour les autres, annulation', async ({ page, browser }) => {
  const alice = await createAccount();
  await page.goto('/achat/vehicule-0km');
  await refuseCookies(page);
  // A free one (a retry must not pick what its first try booked).
  await page
    .getByTestId('listing-results')
    .getByTestId('vehicle-card')
    .filter({ hasNotText: 'Réservé' })
    .nth(2)
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/achat\/vehicule\/[^/]+\/\d+$/);
  const vehicleUrl = page.url();
  await page.getByRole('link', { name: 'Réserver ce véhicule' }).click();

  // Not signed in: /connexion, then back to the booking form.
  await expect(page).toHaveURL(/\/connexion\?redirect=/);
  await signInWithForm(page, alice);
  await expect(page).toHaveURL(/\/reservation$/);
  await expect(page.getByLabel('Téléphone')).toHaveValue(/06/);
  const bookingUrl = page.url();

  // A new account confirms its e-mail address before a first booking (stock hoarding by scripts).
  await expect(page.getByText(/Pour réserver un véhicule, confirmez d’abord votre adresse e-mail/)).toBeVisible();
  await page.getByLabel('Date souhaitée pour la remise des clés').fill(bookableDate());
  await page.getByRole('radio', { name: /^Matin/ }).check();
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page.getByRole('alert')).toContainText('confirmez d’abord votre adresse e-mail');
  await page.goto(await confirmationLink(alice.email));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmation de votre adresse e-mail' })).toBeVisible();
  await expect(page.getByText('Votre adresse e-mail est confirmée. Merci !')).toBeVisible();
  // The token left the address bar at once.
  expect(page.url()).not.toContain('token=');
  await page.goto(bookingUrl);
  await expect(page.getByText(/confirmez d’abord votre adresse e-mail/)).toBeHidden();

  // A Sunday is refused next to the field, in French.
  await page.getByLabel('Date souhaitée pour la remise des clés').fill('2030-01-06');
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page.getByText(/^Nos centres sont fermés le dimanche/)).toBeVisible();

  await page.getByLabel('Date souhaitée pour la remise des clés').fill(bookableDate());
  await page.getByRole('radio', { name: /^Matin/ }).check();
  await page.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(page).toHaveURL(/\/reservation\/\d+$/);
  await expect(page.getByText('En attente de confirmation')).toBeVisible();
  await expect(page.getByText(/un conseiller vous appelle pour la confirmer/)).toBeVisible();

  // Another visitor sees the vehicle reserved.
  const other = await browser.newPage();
  await other.goto(vehicleUrl);
  await expect(other.getByRole('button', { name: 'Véhicule réservé' })).toBeDisabled();
  await expect(other.getByTestId('vehicle-page').getByText('Réservé').first()).toBeVisible();

  // Alice cancels: the vehicle is free again.
  await page.getByRole('button', { name: 'Annuler ma réservation' }).click();
  await expect(page.getByText('Votre réservation a été annulée.')).toBeVisible();
  await other.reload();
  await expect(other.getByRole('link', { name: 'Réserver ce véhicule' })).toBeVisible();
  await other.close();
});
