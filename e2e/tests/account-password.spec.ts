import { expect, test } from '@playwright/test';
import { createAccount } from '../support/api';
import { refuseCookies } from '../support/cookies';
import { linkIn, waitForEmail } from '../support/outbox';
import { signInWithForm } from '../support/session';

const NEW_PASSWORD = 'Nouveau-Mot-De-Passe-72!';

test('mot de passe oublié : e-mail, réinitialisation, ancienne session fermée, connexion avec le nouveau', async ({
  page,
  browser,
}) => {
  const account = await createAccount();

  // A session opened before the reset (another browser).
  const other = await browser.newContext();
  const before = await other.newPage();
  await before.goto('/connexion');
  await signInWithForm(before, account);
  await expect(before).toHaveURL(/\/mon-compte$/);

  await page.goto('/connexion');
  await refuseCookies(page);
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/mot-de-passe-oublie$/);
  await page.getByLabel(/^Adresse e-mail/).fill(account.email);
  await page.getByRole('button', { name: 'Recevoir le lien de réinitialisation' }).click();
  await expect(page.getByTestId('forgot-password-sent')).toContainText(
    'Si un compte existe pour cette adresse, un e-mail vient de vous être envoyé.',
  );

  const email = await waitForEmail(account.email, /Réinitialisation de votre mot de passe/);
  const link = linkIn(email, '/mot-de-passe-oublie/reinitialisation');
  expect(link).toMatch(/token=.+&email=/);
  await page.goto(link);
  await expect(page.getByText(account.email)).toBeVisible();
  // The token leaves the address at once (no Referer, history or screen share leak), and no Referer is sent from the page.
  await expect(page).toHaveURL(/\/mot-de-passe-oublie\/reinitialisation$/);
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  await page.getByLabel(/^Nouveau mot de passe/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirmez le nouveau mot de passe/).fill('Autre-Chose-Tout-Court-1');
  await page.getByRole('button', { name: 'Enregistrer mon nouveau mot de passe' }).click();
  await expect(page.getByText('La confirmation ne correspond pas au mot de passe.', { exact: true })).toBeVisible();
  await expect(page.getByTestId('error-summary')).toBeFocused(); // the summary takes the focus and links to the field
  await page.getByLabel(/^Confirmez le nouveau mot de passe/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Enregistrer mon nouveau mot de passe' }).click();
  await expect(page).toHaveURL(/\/connexion$/);
  await expect(
    page.getByText('Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.'),
  ).toBeVisible();

  // The link works once only.
  await page.goto(link);
  await page.getByLabel(/^Nouveau mot de passe/).fill(NEW_PASSWORD);
  await page.getByLabel(/^Confirmez le nouveau mot de passe/).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Enregistrer mon nouveau mot de passe' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Ce lien de réinitialisation est invalide ou a expiré' }),
  ).toBeVisible();

  // The old session is gone.
  await before.reload();
  await expect(before).toHaveURL(/\/connexion\?redirect=%2Fmon-compte$/);
  expect(await before.evaluate(() => localStorage.getItem('ga_app_token'))).toBeNull();
  await other.close();

  // Old password refused, new one accepted.
  await page.goto('/connexion');
  await signInWithForm(page, account);
  await expect(page.getByRole('alert')).toContainText('Identifiant ou mot de passe incorrect.');
  await signInWithForm(page, { email: account.email, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/mon-compte$/);
});

test('changement de mot de passe dans « Mon compte » : mot de passe actuel vérifié', async ({ page }) => {
  const account = await createAccount();
  await page.goto('/connexion');
  await refuseCookies(page);
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/mon-compte$/);

  const form = page.getByRole('form', { name: 'Mot de passe' });
  await form.getByLabel(/^Mot de passe actuel/).fill('pas-le-bon-mot-de-passe');
  await form.getByLabel(/^Nouveau mot de passe/).fill(NEW_PASSWORD);
  await form.getByLabel(/^Confirmez le nouveau mot de passe/).fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Modifier mon mot de passe' }).click();
  await expect(form.getByLabel(/^Mot de passe actuel/)).toHaveAccessibleDescription(
    /Le mot de passe actuel est incorrect\./,
  );

  await form.getByLabel(/^Mot de passe actuel/).fill(account.password);
  await form.getByRole('button', { name: 'Modifier mon mot de passe' }).click();
  await expect(
    page.getByText('Votre mot de passe a été modifié. Vos autres sessions ont été déconnectées.'),
  ).toBeVisible();
  await expect(form.getByLabel(/^Mot de passe actuel/)).toHaveValue('');

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  // The sign-in page first: « Mon compte » has an e-mail field of its own.
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await signInWithForm(page, { email: account.email, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/mon-compte$/);
});
