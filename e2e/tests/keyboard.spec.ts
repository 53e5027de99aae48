import { expect, test } from '@playwright/test';
import { TOKEN_STORAGE_KEY, addIsoDays, nextOpenDay, parisToday } from '@ga/contracts';
import { createAccount, createVerifiedAccount } from '../support/api';
import { apiAs } from '../support/account-api';
import { tabTo, typeDate } from '../support/keyboard';
import { waitForHydration } from '../support/cookies';

/**
 * Keyboard only: no click, no fill — Tab, Shift+Tab, Enter, Space and typed text, as a
 * visitor without a mouse. Each step also checks that the focus is visible where it lands and,
 * after a change of page, that it is on the new page's h1 (RouteFocus).
 */

test('au clavier seul : recherche, filtre, fiche, favori avec connexion au milieu, devis, réservation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = await createVerifiedAccount();
  await page.goto('/achat');
  await waitForHydration(page); // a key pressed on the server's markup before hydration does nothing
  const banner = page.getByTestId('cookie-banner');
  await tabTo(page, banner.getByRole('button', { name: 'Tout refuser' }), { max: 12 }); // the banner comes first in the document
  await page.keyboard.press('Enter');
  await expect(banner).toBeHidden();

  // A filter, with Space on its checkbox: the URL carries it.
  const filters = page.getByRole('complementary', { name: 'Filtres' });
  await tabTo(
    page,
    filters
      .getByRole('group', { name: 'Énergie' })
      .getByLabel(/^Hybride/)
      .first(),
  );
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/energies=hybride/);

  // A free vehicle of the results, opened with Enter: the focus lands on its h1.
  const card = page.getByTestId('listing-results').getByTestId('vehicle-card').filter({ hasNotText: 'Réservé' }).nth(1);
  await expect(card).toContainText(/Hybride/);
  await tabTo(page, card.getByRole('link').first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/achat\/vehicule\/[^/]+\/\d+$/);
  await expect(page.locator('main h1')).toBeFocused();
  await expect(page.getByTestId('route-announcer')).not.toBeEmpty();
  const vehiclePath = new URL(page.url()).pathname;

  // Favourite while signed out: the sign-in page, typed in, and back to the vehicle.
  const vehicle = page.getByTestId('vehicle-page');
  await tabTo(page, vehicle.getByTestId('favourite-toggle').first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/connexion\?redirect=/);
  await expect(page.locator('main h1')).toBeFocused();
  await tabTo(page, page.getByRole('textbox', { name: /^Adresse e-mail/ }));
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${vehiclePath}$`));
  await expect(vehicle.getByTestId('favourite-toggle').first()).toHaveAttribute('aria-pressed', 'true');

  // The estimate.
  await tabTo(page, page.getByRole('button', { name: 'Recevoir mon devis' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('quote-summary')).toContainText(/Devis n° GA-\d{4}-\d{6}/);

  // The booking: date typed, slot with Space, sent with Enter.
  await tabTo(page, page.getByRole('link', { name: 'Réserver ce véhicule' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reservation$/);
  await expect(page.locator('main h1')).toBeFocused();
  const date = page.getByLabel('Date souhaitée pour la remise des clés');
  await tabTo(page, date);
  await typeDate(page, date, nextOpenDay(addIsoDays(parisToday(), 6)));
  await tabTo(page, page.getByRole('radio', { name: /^Matin/ }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: /^Matin/ })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Confirmer la réservation' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reservation\/\d+$/);
  await expect(page.getByText('En attente de confirmation')).toBeVisible();

  const bookingId = /\/reservation\/(\d+)$/.exec(page.url())![1];
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
  expect((await apiAs(token!, 'DELETE', `/api/user/bookings/${bookingId}`)).status).toBe(204);
});

test('au clavier seul : la reprise, de l’immatriculation à la confirmation, avec le résumé des erreurs', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = await createAccount();
  await page.goto('/reprise-voiture');
  await waitForHydration(page); // a key pressed on the server's markup before hydration does nothing
  await tabTo(page, page.getByTestId('cookie-banner').getByRole('button', { name: 'Tout refuser' }), { max: 12 }); // the banner comes first in the document
  await page.keyboard.press('Enter');

  await tabTo(page, page.getByRole('textbox', { name: /^Immatriculation/ }));
  await page.keyboard.type('fj257bm');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Véhicule', exact: true })).toBeFocused();
  await expect(page.getByRole('combobox', { name: /^Modèle/ })).toHaveValue('208');
  await tabTo(page, page.getByRole('button', { name: 'Continuer' }));
  await page.keyboard.press('Enter');

  // Nothing answered: the error summary takes the focus and its link leads to the field.
  await expect(page.getByRole('heading', { level: 2, name: 'État et équipements' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Continuer' }));
  await page.keyboard.press('Enter');
  const summary = page.getByTestId('error-summary');
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('réponses sont à corriger');
  await page.keyboard.press('Tab');
  await expect(summary.getByRole('link', { name: /^Kilométrage/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: /^Kilométrage/ })).toBeFocused();
  await page.keyboard.type('38500');
  await tabTo(page, page.getByRole('radiogroup', { name: /premier propriétaire/ }).getByLabel('Oui'));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('radiogroup', { name: /entretien/ }).getByLabel('Oui'));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Continuer' }));
  await page.keyboard.press('Enter');

  // Last step: sign in from the form, back to it with every answer kept.
  await expect(page.getByRole('heading', { level: 2, name: 'Coordonnées', exact: true })).toBeFocused();
  await tabTo(page, page.getByTestId('tradein-sign-in').getByRole('link', { name: 'Se connecter' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/connexion\?redirect=/);
  await tabTo(page, page.getByRole('textbox', { name: /^Adresse e-mail/ }));
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reprise-voiture$/);
  await tabTo(page, page.getByRole('button', { name: /Recevoir mon estimation|Envoyer/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reprise-voiture\/demande-envoyee/);
  await expect(page.locator('main h1')).toBeFocused();
});
