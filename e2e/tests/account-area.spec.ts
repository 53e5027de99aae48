import { addIsoDays, nextOpenDay, parisToday } from '@ga/contracts';
import { expect, test } from '@playwright/test';
import { confirmationLink, createAccount, createVerifiedAccount, deliveryChoice, freeVehicle } from '../support/api';
import { apiAs, apiToken } from '../support/account-api';
import { refuseCookies } from '../support/cookies';
import { signInWithForm } from '../support/session';

/** The demo account of api/seeds/account-demo.ts (14 trade-in requests). */
const DEMO = { email: 'demo@glinche-automobiles.fr', password: 'Demo-Glinche-2026' };

async function signIn(
  page: import('@playwright/test').Page,
  account: { email: string; password: string },
  path = '/mon-compte',
) {
  await page.goto(`/connexion?redirect=${encodeURIComponent(path)}`);
  await refuseCookies(page);
  await signInWithForm(page, account);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
}

test('profil : erreur du serveur à côté du champ, changement d’adresse e-mail avec le mot de passe actuel, puis enregistrement', async ({
  page,
}) => {
  const taken = await createAccount();
  const account = await createAccount();
  await signIn(page, account);
  const form = page.getByRole('form', { name: 'Mes informations' });
  const email = form.getByLabel(/^Adresse e-mail/);
  const currentPassword = form.getByLabel(/^Mot de passe actuel/);
  const save = form.getByRole('button', { name: 'Enregistrer mes informations' });
  await expect(currentPassword).toHaveCount(0);

  // A new address asks for the current password first: without it, nothing is said about the address.
  await email.fill(taken.email);
  await expect(currentPassword).toHaveAccessibleDescription(/Nécessaire pour changer d’adresse e-mail/);
  await save.click();
  await expect(currentPassword).toHaveAttribute('aria-invalid', 'true');
  await expect(currentPassword).toHaveAccessibleDescription(
    /Pour changer d’adresse e-mail, saisissez votre mot de passe actuel\./,
  );
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');

  await currentPassword.fill('pas-le-bon-mot-de-passe');
  await save.click();
  await expect(currentPassword).toHaveAccessibleDescription(/Mot de passe actuel incorrect\./);
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');

  // With the right password, and only then, an address already used is refused by its field.
  await currentPassword.fill(account.password);
  await save.click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/Cette adresse e-mail est déjà utilisée\./);

  const newEmail = `nouvelle.${account.email}`;
  await email.fill(newEmail);
  await form.getByLabel(/^Nom et prénom/).fill('Camille Lefèvre');
  await form.getByLabel(/^Téléphone/).fill('+33 2 43 00 00 00');
  await save.click();
  await expect(page.getByText('Vos informations ont été mises à jour 📄')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Camille');
  await expect(currentPassword).toHaveCount(0);
  // The new address waits for its link: the account keeps the old one meanwhile.
  const pending = page.getByRole('region', { name: 'Changement d’adresse e-mail en attente' });
  await expect(pending).toContainText(newEmail);
  await expect(email).toHaveValue(account.email);

  await page.goto(await confirmationLink(newEmail));
  await expect(page.getByText(/Votre nouvelle adresse e-mail est confirmée/)).toBeVisible();
  await page.getByRole('link', { name: 'Aller à mon compte' }).click();
  await expect(email).toHaveValue(newEmail);
  await expect(pending).toHaveCount(0);
  await expect(form.getByLabel(/^Nom et prénom/)).toHaveValue('Camille Lefèvre');
  await expect(form.getByLabel(/^Téléphone/)).toHaveValue('02 43 00 00 00');
});

test('mes favoris : retrait avec le message exact, la carte quitte la liste ; erreur du service signalée', async ({
  page,
}) => {
  const account = await createAccount();
  const token = await apiToken(account);
  for (const id of [12, 15])
    expect((await apiAs(token, 'POST', '/api/user/bookmarks/store', { vehicle_id: id })).status).toBe(201);
  await signIn(page, account, '/mon-compte/mes-favoris');

  const cards = page.getByTestId('favourite-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/achat\/vehicule\/[^/]+\/\d+$/);
  await cards
    .first()
    .getByRole('button', { name: /^Retirer de mes favoris : .+$/ })
    .click();
  await expect(page.getByText('Véhicule retiré de vos favoris 😑')).toBeVisible();
  await expect(cards).toHaveCount(1);

  await page.route('**/api/user/bookmarks/store', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Erreur"}' }),
  );
  await cards
    .first()
    .getByRole('button', { name: /^Retirer de mes favoris : .+$/ })
    .click();
  await expect(page.getByText('Une erreur est survenue 🚨')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await page.unroute('**/api/user/bookmarks/store');

  await cards
    .first()
    .getByRole('button', { name: /^Retirer de mes favoris : .+$/ })
    .click();
  await expect(page.getByText('Aucun favori pour le moment')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Parcourir nos véhicules' })).toHaveAttribute('href', '/achat');
});

test('mes devis : le devis demandé apparaît avec ses totaux, puis se supprime', async ({ page }) => {
  const account = await createAccount();
  const token = await apiToken(account);
  const vehicle = await freeVehicle();
  const created = await apiAs<{ data: { number: string } }>(token, 'POST', '/api/user/estimates/store', {
    vehicle_id: vehicle.id,
    ...(await deliveryChoice()),
  });
  expect(created.status).toBe(201);
  const number = created.json.data.number;
  await signIn(page, account, '/mon-compte/mes-devis');

  const item = page.getByTestId('quote-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`Devis n° ${number}`);
  await expect(item.getByTestId('status')).toHaveText('Nouvelle');
  await item.getByText('Voir le détail du devis').click();
  const total = item.getByRole('row', { name: /^Total/ });
  await expect(total).toBeVisible();
  await expect(total).toContainText(/\d\s€.*\d\s€.*\d\s€/);

  await item.getByRole('button', { name: `Supprimer le devis ${number}` }).click();
  await page
    .getByRole('dialog', { name: 'Supprimer ce devis ?' })
    .getByRole('button', { name: 'Supprimer le devis' })
    .click();
  await expect(item).toHaveCount(0);
  await expect(page.getByText('Aucun devis pour le moment')).toBeVisible();
});

test('mes réservations : une réservation en attente se modifie sur sa page et s’annule', async ({ page }) => {
  const account = await createVerifiedAccount();
  const token = await apiToken(account);
  const booking = await apiAs<{ data: { id: number; vehicle: { id: number } } }>(
    token,
    'POST',
    '/api/user/bookings/store',
    { vehicle_id: (await freeVehicle()).id },
  );
  expect(booking.status).toBe(201);
  await signIn(page, account, '/mon-compte/mes-reservations');

  const item = page.getByTestId('booking-item');
  await expect(item.getByTestId('status')).toHaveText('En attente de confirmation');
  await expect(item.getByRole('link', { name: /^Modifier la réservation/ })).toHaveAttribute(
    'href',
    new RegExp(`^/achat/vehicule/[^/]+/${booking.json.data.vehicle.id}/reservation/${booking.json.data.id}$`),
  );
  await item.getByRole('button', { name: /^Annuler la réservation/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Annuler la réservation' }).click();
  await expect(item).toHaveCount(0);
  await expect(page.getByText('Aucune réservation en cours')).toBeVisible();
});

test('mes reprises : la page 1 d’abord, « Voir plus » ajoute la suivante', async ({ page }) => {
  await signIn(page, DEMO, '/mon-compte/mes-reprises');
  const items = page.getByTestId('tradein-item');
  await expect(items).toHaveCount(10);
  await expect(page.getByText(/^10 sur 1\d\sdemandes affichées$/)).toBeVisible();
  const first = await items.first().getByRole('heading').textContent();

  await page.getByRole('button', { name: 'Voir plus' }).click();
  await expect(items).not.toHaveCount(10);
  const total = await items.count();
  expect(total).toBeGreaterThanOrEqual(12);
  await expect(items.first().getByRole('heading')).toHaveText(first ?? '');
  await expect(page.getByRole('button', { name: 'Voir plus' })).toBeHidden();
  await expect(page.getByText(new RegExp(`^${total} sur ${total}\\sdemandes affichées$`))).toBeVisible();
});

test('sous-navigation : onglets et états vides en français', async ({ page }) => {
  const account = await createAccount();
  await signIn(page, account);
  const nav = page.getByRole('navigation', { name: 'Mon compte' });
  await nav.getByRole('link', { name: 'Mes financements' }).click();
  await expect(page).toHaveURL(/\/mon-compte\/mes-financements$/);
  await expect(nav.getByRole('link', { name: 'Mes financements' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Aucune demande de financement')).toBeVisible();
  await nav.getByRole('link', { name: 'Mes reprises' }).click();
  await expect(page.getByRole('link', { name: 'Faire estimer mon véhicule' })).toHaveAttribute(
    'href',
    '/reprise-voiture',
  );
  await expect(page).toHaveTitle(/^Mes reprises \|/);
});

test('suppression du compte : confirmation, déconnexion, message exact, retour à l’accueil', async ({ page }) => {
  const account = await createAccount();
  await signIn(page, account);
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer votre compte ?' });
  const confirm = dialog.getByRole('button', { name: 'Supprimer définitivement' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/Je comprends que mon compte/).check();
  await expect(confirm).toBeDisabled();
  // The password is asked: a wrong one is refused next to the field, nothing deleted.
  await dialog.getByLabel('Votre mot de passe').fill('pas le bon mot de passe');
  await confirm.click();
  await expect(dialog.getByText('Mot de passe incorrect.')).toBeVisible();
  await dialog.getByLabel('Votre mot de passe').fill(account.password);
  await confirm.click();

  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.getByText('Votre compte utilisateur a bien été supprimé 😢')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ga_app_token'))).toBeNull();

  await page.goto('/connexion');
  await signInWithForm(page, account);
  await expect(page.getByRole('alert')).toContainText('Identifiant ou mot de passe incorrect.');
});

test('demandes de rappel et demande professionnelle sur « Mon compte »', async ({ page }) => {
  const account = await createAccount();
  const token = await apiToken(account);
  // The next open day (the API refuses Sundays and public holidays), morning slot.
  const preferredDate = nextOpenDay(addIsoDays(parisToday(), 1));
  const vehicle = await freeVehicle();
  const call = await apiAs(token, 'POST', '/api/user/calls/store', {
    vehicle_id: vehicle.id,
    phone: '06 12 34 56 78',
    preferred_date: preferredDate,
    slot: 'matin',
  });
  expect(call.status).toBe(201);
  await signIn(page, account);

  const calls = page.getByRole('region', { name: 'Mes demandes de rappel' });
  const item = calls.getByTestId('call-request');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('link')).toHaveAttribute('href', vehicle.path);
  await expect(item).toContainText(/(lundi|mardi|mercredi|jeudi|vendredi|samedi) \d{1,2} [a-zéû]+, 9 h – 12 h/);
  await expect(item.getByTestId('status')).toHaveText('Nouvelle');

  await page
    .getByRole('region', { name: 'Professionnels : flotte ou partenariat' })
    .getByRole('button', { name: 'Faire une demande' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Professionnels : flotte ou partenariat' });
  await expect(dialog.getByLabel(/^Téléphone/)).toHaveValue('06 12 34 56 78');
  await dialog.getByRole('radio', { name: /Équiper la flotte de mon entreprise/ }).check();
  await dialog.getByLabel(/^Raison sociale/).fill('Transports Martin');
  await dialog.getByLabel(/^Nombre de véhicules/).fill('12');
  const message = dialog.getByLabel(/^Votre message/);
  await message.fill('Douze camions');
  await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(message).toHaveAccessibleDescription(/Veuillez décrire votre demande \(20 à 2000 caractères\)\./);

  await message.fill('Douze utilitaires pour nos chantiers de la Sarthe, livraison groupée au printemps.');
  await dialog.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('Votre demande a bien été envoyée : notre équipe commerciale vous recontacte sous 48 h ouvrées.'),
  ).toBeVisible();
});
