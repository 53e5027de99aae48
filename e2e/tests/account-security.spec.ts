import { expect, test } from '@playwright/test';
import { createAccount } from '../support/api';
import { expectAccessiblePage } from '../support/axe';
import { API_KEY, API_URL, OAUTH_CLIENT } from '../support/env';
import { refuseCookies } from '../support/cookies';
import { linkIn, waitForEmail } from '../support/outbox';
import { signInWithForm } from '../support/session';

const wrongSignIn = (email: string) =>
  fetch(`${API_URL}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Api-Key': API_KEY },
    body: JSON.stringify({
      grant_type: 'password',
      ...OAUTH_CLIENT,
      username: email,
      password: 'mauvais mot de passe',
    }),
  });

test('redirection après connexion : une adresse d’un autre site est ignorée', async ({ page }) => {
  const account = await createAccount();
  await page.goto('/connexion?redirect=/%09/evil.example');
  await refuseCookies(page);
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/:\d+\/mon-compte$/);
});

test('compte ralenti par des échecs de connexion : le titulaire passe avec un lien reçu par e-mail', async ({
  page,
}) => {
  const account = await createAccount();
  // Someone else types wrong passwords for this address: after 5, each attempt must wait.
  for (let i = 0; i < 5; i += 1) expect((await wrongSignIn(account.email)).status).toBe(401);

  await page.goto('/connexion');
  await refuseCookies(page);
  await signInWithForm(page, account);
  await expect(page.getByRole('alert')).toContainText('Trop de tentatives de connexion sur ce compte');
  await page.getByRole('button', { name: 'Recevoir un lien de connexion' }).click();
  await expect(page.getByText(/un lien de connexion vient de vous être envoyé/)).toBeVisible();

  const link = linkIn(await waitForEmail(account.email, /Votre lien de connexion/), '/connexion/lien');
  await page.goto(link);
  await expect(page).toHaveURL(/\/mon-compte$/);
  await expect(page.getByText('Vous êtes connecté. Bienvenue dans votre espace client.')).toBeVisible();
  // The link served once.
  await page.evaluate(() => localStorage.removeItem('ga_app_token'));
  await page.goto(link);
  await expect(page.getByText('Ce lien ne fonctionne plus')).toBeVisible();
  // And the delays are lifted: the password works again at once.
  await page.goto('/connexion');
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/mon-compte$/);
});

test('pages des liens reçus par e-mail : un seul h1, titre français, aucune violation axe (WCAG 2.1 AA)', async ({
  page,
}) => {
  const audit = () => expectAccessiblePage(page);
  await page.goto('/connexion/lien?token=lien-perime');
  await refuseCookies(page);
  await expect(page.getByText('Ce lien ne fonctionne plus')).toBeVisible();
  await expect(page).toHaveTitle(/^Connexion par lien \| /);
  await audit();

  await page.goto('/mon-compte/confirmer-email');
  await expect(page.getByText('Ce lien est incomplet')).toBeVisible();
  await expect(page).toHaveTitle(/^Confirmation de votre adresse e-mail \| /);
  await audit();

  // « Mon compte » of an account whose address is not confirmed yet (the card and its button).
  const account = await createAccount();
  await page.goto('/connexion');
  await signInWithForm(page, account);
  await expect(page.getByRole('region', { name: 'Confirmez votre adresse e-mail' })).toBeVisible();
  await page.getByRole('button', { name: 'Renvoyer le lien' }).click();
  await expect(page.getByText('Un nouveau lien de confirmation vient de vous être envoyé.')).toBeVisible();
  await audit();
});
