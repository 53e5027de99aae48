import { expect, test } from '@playwright/test';
import { apiData, createAccount } from '../support/api';
import { API_URL } from '../support/env';
import { linkIn, waitForEmail } from '../support/outbox';
import { signInWithForm } from '../support/session';
import { stock } from '../support/stock';
import { refuseCookies } from '../support/cookies';

/** What the hourly job runs, through the API's ops endpoint (loopback). */
async function runDigests(): Promise<number> {
  const res = await fetch(`${API_URL}/ops/alerts/run`, { method: 'POST' });
  return ((await res.json()) as { data: { sent: number } }).data.sent;
}

test('alerte : créée depuis une liste filtrée avec la connexion au milieu, renommée, e-mail d’une baisse de prix, désinscription en un clic sans connexion, suppression', async ({
  page,
  browser,
}) => {
  const account = await createAccount();
  await page.goto('/achat/voitures?energies=electrique');
  await refuseCookies(page);
  await expect(page.getByTestId('listing-results').getByTestId('vehicle-card').first()).toBeVisible();
  await page.getByTestId('create-alert').click();

  // Not signed in: sign in, back to the same search, the alert created on return.
  await expect(page).toHaveURL(/\/connexion\?redirect=/);
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/achat\/voitures\?energies=electrique$/);
  await expect(page.getByText('Alerte créée : nous vous écrirons au plus une fois par jour')).toBeVisible();
  await page.getByTestId('alert-created').click();

  await expect(page).toHaveURL(/\/mon-compte\/mes-alertes$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const card = page.getByTestId('alert-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(/\(1 filtre\)$/);
  await expect(card.getByTestId('status')).toHaveText('Active');

  // Rename: an empty name is refused next to the field, in French.
  await card.getByRole('button', { name: /^Renommer/ }).click();
  const field = card.getByLabel('Nom de l’alerte');
  await field.fill('   ');
  await card.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(card.getByText('Donnez un nom à votre alerte.')).toBeVisible();
  await field.fill('Électriques');
  await card.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(card.getByRole('heading', { level: 2, name: 'Électriques' })).toBeVisible();

  // An electric car's price drops: the digest mails it.
  const [v] = await apiData<{ id: number; slug: string; price: number; price_drop: unknown }[]>(
    '/api/vehicles?energies[]=electrique&category=voitures&per_page=20&sort=price_desc',
  ).then((list) => list.filter((x) => x.price_drop === null));
  await stock(v!.id, 'price', { price: v!.price - 600 });
  expect(await runDigests()).toBeGreaterThanOrEqual(1);
  const mail = await waitForEmail(account.email, /^Baisse de prix pour votre alerte « Électriques »/);
  expect(mail.text).toContain(`/achat/vehicule/${v!.slug}/${v!.id}`);
  expect(mail.text).toContain('/achat/voitures?energies=electrique');

  // The e-mail's link, in a browser that is not signed in: one click stops the alert.
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await stranger.goto(linkIn(mail, '/mon-compte/alertes/desinscription'));
  await refuseCookies(stranger);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Ne plus recevoir cette alerte' })).toBeVisible();
  await stranger.getByRole('button', { name: 'Arrêter les e-mails de cette alerte' }).click();
  await expect(
    stranger.getByRole('status').filter({ hasText: 'vous ne recevrez plus d’e-mails pour cette alerte' }),
  ).toBeVisible();
  await other.close();

  await page.reload();
  await expect(card.getByTestId('status')).toHaveText('En pause');
  await card.getByRole('button', { name: /^Réactiver/ }).click();
  await expect(card.getByTestId('status')).toHaveText('Active');

  await card.getByRole('button', { name: /^Supprimer l’alerte/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer l’alerte' }).click();
  await expect(page.getByText('Aucune alerte pour le moment')).toBeVisible();
});
