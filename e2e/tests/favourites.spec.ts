import { expect, test } from '@playwright/test';
import { createAccount } from '../support/api';
import { refuseCookies } from '../support/cookies';
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
