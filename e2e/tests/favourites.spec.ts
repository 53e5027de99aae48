import { expect, test } from '@playwright/test';
import { createAccount, freeVehicle } from '../support/api';
import { refuseCookies, waitForHydration } from '../support/cookies';
import { expectAccessiblePage } from '../support/axe';
import { signInWithForm } from '../support/session';

test('favori : connexion au milieu, retour, ajout puis retrait avec les messages exacts', async ({ page }) => {
  const account = await createAccount();
  await page.goto('/achat/occasion');
  // The listing arrives rendered by the server: its hearts answer once the page is hydrated.
  await refuseCookies(page);
  const first = page.getByTestId('listing-results').getByTestId('vehicle-card').first();
  // This vehicle, wherever it stands once back (another spec may book one meanwhile).
  const link = await first.getByRole('link').first().getAttribute('href');
  await first.getByTestId('favourite-toggle').click();

  // Not signed in: sign in, then back on the listing with the favourite added.
  await expect(page).toHaveURL(/\/connexion\?redirect=%2Fachat%2Foccasion$/);
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/achat\/occasion$/);
  await expect(page.getByText('Véhicule ajouté dans vos favoris 😁')).toBeVisible();
  const heart = page
    .getByTestId('listing-results')
    .getByTestId('vehicle-card')
    .filter({ has: page.locator(`a[href="${link}"]`) })
    .getByTestId('favourite-toggle');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await heart.click();
  await expect(page.getByText('Véhicule retiré de vos favoris 😑')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('favori : une erreur du service donne le message de danger', async ({ page }) => {
  const account = await createAccount();
  await page.goto('/connexion');
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/mon-compte$/);
  await page.route('**/api/user/bookmarks/store', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Erreur"}' }),
  );
  await page.goto('/achat/nouveautes');
  // The listing arrives rendered by the server: its hearts answer once the page is hydrated.
  await refuseCookies(page);
  await page.getByTestId('listing-results').getByTestId('vehicle-card').first().getByTestId('favourite-toggle').click();
  await expect(page.getByText('Une erreur est survenue 🚨')).toBeVisible();
});

test('favoris sans compte : gardés sur l’appareil avec « Personnalisation », listés, puis ajoutés au compte à la connexion', async ({
  page,
}) => {
  const account = await createAccount();
  const vehicle = await freeVehicle('sort=price_asc');
  await page.goto(vehicle.path);
  // Consent to « Personnalisation » only: favourites may be kept in this browser.
  const banner = page.getByTestId('cookie-banner');
  await banner.getByText('Personnaliser', { exact: true }).click();
  await banner.getByLabel(/^Personnalisation/).check();
  await banner.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await waitForHydration(page);

  const column = page.getByRole('complementary').filter({ has: page.getByRole('heading', { level: 1 }) });
  await column.getByTestId('favourite-toggle').click();
  await expect(page.getByText('Véhicule ajouté dans vos favoris sur cet appareil 😁')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${vehicle.path}$`)); // no sign-in asked
  await expect(column.getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');

  // The header's heart lists them, with the way to keep them on every device.
  await page.getByRole('banner').getByRole('link', { name: 'Mes favoris' }).click();
  await expect(page).toHaveURL(/\/achat\/favoris$/);
  await expect(page).toHaveTitle(/^Mes favoris \|/);
  const list = page.getByTestId('local-favourites');
  await expect(list.getByText('Un véhicule gardé sur cet appareil.')).toBeVisible();
  await expect(list.locator(`a[href="${vehicle.path}"]`).first()).toBeVisible();
  await expectAccessiblePage(page);

  // Signing in adds them to the account, and the browser's list empties.
  await list.getByRole('link', { name: 'connectez-vous' }).click();
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/mon-compte\/mes-favoris$/);
  await expect(page.locator(`a[href="${vehicle.path}"]`).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ga_favourites'))).toBeNull();

  // The favourites' e-mail, asked for from the same page (it goes to a confirmed address only).
  const alerts = page.getByTestId('favourite-alerts');
  await alerts.getByLabel(/^M’écrire quand un favori baisse de prix/).check();
  await expect(page.getByText(/C’est noté : nous vous écrirons au plus une fois par jour/)).toBeVisible();
  await expect(alerts.getByText(/Ces e-mails partent vers une adresse confirmée/)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('favourite-alerts').getByLabel(/^M’écrire quand un favori/)).toBeChecked();
  await expectAccessiblePage(page);
});
