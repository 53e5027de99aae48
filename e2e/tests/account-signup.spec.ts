import { expect, test, type Page } from '@playwright/test';
import { confirmationLink, createAccount, freeVehicle } from '../support/api';
import { refuseCookies, waitForHydration } from '../support/cookies';
import { signInWithForm } from '../support/session';

const PASSWORD = 'Sarthe-Ecommoy-1966!';
const newEmail = (tag: string) => `e2e.inscription.${tag}.${Date.now()}@exemple.fr`;

/** Identity, contact and address of the sign-up form (postal code chosen among the suggestions). */
async function fillPerson(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Création de compte' });
  await form.getByLabel(/^Nom et prénom/).fill('Camille Martin');
  await form.getByLabel(/^Téléphone/).fill('0612345678');
  await form.getByLabel(/^Adresse e-mail/).fill(email);
  const password = form.locator('input[name="password"]');
  await password.fill('court');
  await expect(form.getByTestId('password-strength')).toContainText('Trop court');
  await password.fill(PASSWORD);
  await expect(form.getByTestId('password-strength')).toContainText(/Solide|Très solide/);
  await form.locator('input[name="address"]').fill('12 rue de la Gare');
  await form.getByRole('combobox', { name: /^Code postal/ }).pressSequentially('7222');
  await page.getByRole('option', { name: /72220 Écommoy/ }).click();
  await expect(form.getByRole('combobox', { name: /^Code postal/ })).toHaveValue('72220');
  await expect(form.getByRole('combobox', { name: /^Ville/ })).toHaveValue('Écommoy');
  return form;
}

test('inscription particulier : compte créé et connecté, déconnexion puis reconnexion', async ({ page }) => {
  const email = newEmail('particulier');
  await page.goto('/connexion');
  await refuseCookies(page);
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page).toHaveURL(/\/inscription$/);
  await expect(page).toHaveTitle(/^Créer un compte \|/);

  const form = await fillPerson(page, email);
  await form.getByLabel(/bons plans et nouveautés/).check();
  await form.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page).toHaveURL(/\/mon-compte$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Camille' })).toBeVisible();
  await expect(page.getByText('Compte particulier')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ga_app_token'))).toBeTruthy();

  // Signed out from the account area: back to the sign-in page, which brings the visitor back.
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/connexion\?redirect=%2Fmon-compte$/);
  expect(await page.evaluate(() => localStorage.getItem('ga_app_token'))).toBeNull();
  await signInWithForm(page, { email, password: PASSWORD });
  await expect(page).toHaveURL(/\/mon-compte$/);
  await expect(page.getByLabel(/^Adresse e-mail/)).toHaveValue(email);
  await expect(page.getByLabel(/bons plans et nouveautés/)).toBeChecked();
});

test('inscription au milieu d’un favori : le cœur, « Créer un compte », et le véhicule est dans les favoris au retour', async ({
  page,
}) => {
  const vehicle = await freeVehicle('sort=newest&condition=used');
  await page.goto(vehicle.path);
  await refuseCookies(page);
  await waitForHydration(page);
  const column = page.getByRole('complementary').filter({ has: page.getByRole('heading', { level: 1 }) });
  await column.getByTestId('favourite-toggle').click();
  await page.waitForURL(/\/connexion\?/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(vehicle.path);
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page).toHaveURL(/\/inscription\?redirect=/);
  const email = newEmail('favori');
  const form = await fillPerson(page, email);
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  // Back on the vehicle, the heart it was clicking done.
  await expect(page).toHaveURL(new RegExp(`${vehicle.path}$`));
  await expect(page.getByText('Véhicule ajouté dans vos favoris 😁')).toBeVisible();
  await expect(column.getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/mon-compte/mes-favoris');
  await expect(page.locator(`a[href="${vehicle.path}"]`).first()).toBeVisible();

  // The address confirmed later, from the e-mail: the page offers to go back to the vehicle (the
  // e-mail itself is fixed text; the API kept the page with the link).
  await page.goto(await confirmationLink(email));
  await expect(page.getByText('Votre adresse e-mail est confirmée. Merci !')).toBeVisible();
  await page.getByRole('link', { name: 'Reprendre où vous en étiez' }).click();
  await expect(page).toHaveURL(new RegExp(`${vehicle.path}$`));
  await expect(column.getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', 'true');
});

test('inscription société : SIRET vérifié à la saisie, secteur d’activité, compte professionnel', async ({ page }) => {
  await page.goto('/inscription');
  await refuseCookies(page);
  const form = page.getByRole('form', { name: 'Création de compte' });
  await form.getByRole('radio', { name: /Professionnel/ }).check();
  await form.getByLabel(/^Raison sociale/).fill('Transports Martin');

  const siret = form.getByLabel(/^Numéro SIRET/);
  await siret.fill('73282932000075');
  await expect(
    form.getByText('Le numéro SIRET doit comporter 14 chiffres et être valide.', { exact: true }),
  ).toBeVisible();
  await expect(siret).toHaveAttribute('aria-invalid', 'true');
  await siret.fill('732 829 320 00074');
  await expect(form.getByText('Numéro SIRET valide')).toBeVisible();
  await expect(
    form.getByText('Le numéro SIRET doit comporter 14 chiffres et être valide.', { exact: true }),
  ).toBeHidden();

  const sector = form.getByLabel(/^Secteur d’activité/);
  await expect(sector.locator('option')).not.toHaveCount(1);
  await sector.selectOption({ index: 1 });
  await fillPerson(page, newEmail('societe'));
  await form.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page).toHaveURL(/\/mon-compte$/);
  await expect(page.getByText('Compte professionnel')).toBeVisible();
  await expect(page.getByText(/Transports Martin ·/)).toBeVisible();
  await expect(page.getByLabel(/^Numéro SIRET/)).toHaveValue('73282932000074');
});

test('inscription : une adresse déjà utilisée est signalée à côté du champ', async ({ page }) => {
  const existing = await createAccount();
  await page.goto('/inscription');
  await refuseCookies(page);
  const form = await fillPerson(page, existing.email);
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  const email = form.getByLabel(/^Adresse e-mail/);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/Cette adresse e-mail est déjà utilisée\./);
  await expect(page).toHaveURL(/\/inscription$/);
});
