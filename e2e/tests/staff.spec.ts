import { expect, test } from '@playwright/test';
import { STAFF_STREAM_PATH, addIsoDays, nextOpenDay, parisToday } from '@ga/contracts';
import { apiAs, apiToken } from '../support/account-api';
import { createAccount, createVerifiedAccount, deliveryChoice, freeVehicle } from '../support/api';
import { expectNoAxeViolation } from '../support/axe';
import { API_KEY, API_URL } from '../support/env';
import { tabTo } from '../support/keyboard';
import { signInWithForm } from '../support/session';
import { DEMO_STAFF, signInStaffWithKeyboard } from '../support/staff';
import { createTradeIn } from '../support/tradein';
import { refuseCookies } from '../support/cookies';
import { expectNoSidewaysScroll } from '../support/layout';

/**
 * The staff area (docs/staff.md), with the keyboard only: a visitor's call-back request reaches the
 * inbox; the demo conseiller signs in with the two factors, finds it, takes it, sets its status and
 * writes a note; the visitor sees the new status; the history shows each step. axe on every staff
 * page, and the inbox at 390 px. Then what must stay apart: a visitor token on a staff route, and
 * the staff pages in anything public.
 */

test('au clavier : une demande de rappel arrive, le conseiller se connecte (2FA), la prend, la traite, le visiteur voit le statut ; une réservation annulée libère le véhicule', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Élise Rappel ${Date.now().toString(36)}`;
  const visitor = await createAccount({ fullname: name });
  const token = await apiToken(visitor);
  const call = await apiAs<{ data: { id: number } }>(token, 'POST', '/api/user/calls/store', {
    phone: '02 43 42 00 00',
    preferred_date: nextOpenDay(addIsoDays(parisToday(), 1)),
    slot: 'matin',
  });
  expect(call.status).toBe(201);

  // Signed out: the inbox sends to the sign-in, which says nothing of the site's visitors.
  await page.goto('/espace-conseiller/demandes');
  await expect(page).toHaveURL(/\/espace-conseiller\/connexion\?retour=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion à l’espace conseiller' })).toBeVisible();
  // No cookie banner in the staff area (it sets no optional cookie).
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion à l’espace conseiller');
  await expect(page).toHaveTitle(/Connexion — Espace conseiller/);
  await expectNoAxeViolation(page);
  await signInStaffWithKeyboard(page, DEMO_STAFF.conseiller);

  // The inbox: the request is there, found by the name typed without its accent.
  await expect(page).toHaveURL(/\/espace-conseiller\/demandes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demandes');
  await expect(page.getByTestId('unassigned-badge')).toContainText(/non attribuée/);
  await expectNoAxeViolation(page);

  // Live: a request made now appears on the open page, without reloading (the staff stream).
  const live = await apiAs(token, 'POST', '/api/user/calls/store', {
    phone: '02 43 42 00 01',
    preferred_date: nextOpenDay(addIsoDays(parisToday(), 2)),
    slot: 'soir',
  });
  expect(live.status).toBe(201);
  await expect(page.getByTestId('live-arrivals')).toContainText(/nouvelles? demandes? arrivées? depuis l’ouverture/);
  await expect(page.getByTestId('inbox-row').first()).toContainText(name);
  await expect(page.getByTestId('inbox-row').first()).toContainText('Nouvelle, en direct');

  await tabTo(page, page.getByRole('searchbox', { name: /^Nom, e-mail, téléphone/ }));
  await page.keyboard.type(name.replace('É', 'E'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=Elise/);
  const row = page.getByTestId('inbox-row').filter({ hasText: name }).filter({ hasText: 'le matin' });
  await expect(page.getByTestId('inbox-row').filter({ hasText: name })).toHaveCount(2);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Demande de rappel');
  await expect(row).toContainText('Personne');
  await tabTo(page, row.getByRole('link', { name }));
  await page.keyboard.press('Enter');

  // The request: take it, set it « en cours », write a note.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(/Demande — Espace conseiller/);
  await expectNoAxeViolation(page);
  await tabTo(page, page.getByRole('button', { name: 'Prendre cette demande' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Suivi' })).toContainText('Suivie par vous');
  await tabTo(page, page.getByRole('combobox', { name: 'Statut de la demande' }));
  await page.keyboard.type('En c');
  await expect(page.getByRole('combobox', { name: 'Statut de la demande' })).toHaveValue('en_cours');
  await tabTo(page, page.getByRole('region', { name: 'Statut' }).getByRole('button', { name: 'Enregistrer' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Statut enregistré' })).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: /^Nouvelle note/ }));
  await page.keyboard.type('Rappeler vers 10 h, client disponible le matin.');
  await tabTo(page, page.getByRole('button', { name: 'Ajouter la note' }));
  await page.keyboard.press('Enter');
  const notes = page.getByRole('region', { name: 'Notes internes' });
  await expect(notes).toContainText('Rappeler vers 10 h, client disponible le matin.');
  await expect(notes).toContainText('Léa Morin');
  const history = page.getByRole('region', { name: 'Historique' });
  await page.reload();
  await expect(history).toContainText('a attribué la demande : personne → Léa Morin');
  await expect(history).toContainText('a changé le statut : Nouvelle → En cours de traitement');
  await expect(history).toContainText('a ajouté une note interne');

  // The visitor sees the status in « Mon compte ».
  const calls = await apiAs<{ data: { id: number; status: string }[] }>(token, 'GET', '/api/user/calls');
  expect(calls.json.data.find((c) => c.id === call.json.data.id)?.status).toBe('en_cours');

  // On a phone: the inbox reads as cards, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/espace-conseiller/demandes?assigned=moi');
  await expect(page.getByTestId('inbox-row').filter({ hasText: name })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolation(page);

  // A booking cancelled by staff frees the vehicle on a page a visitor keeps open.
  await page.setViewportSize({ width: 1366, height: 900 });
  const vehicle = await freeVehicle('sort=newest&condition=used');
  const buyerName = `Inès Résa ${Date.now().toString(36)}`;
  const buyer = await createVerifiedAccount({ fullname: buyerName });
  const handover = nextOpenDay(addIsoDays(parisToday(), 14));
  const booked = await apiAs<{ data: { id: number } }>(await apiToken(buyer), 'POST', '/api/user/bookings/store', {
    vehicle_id: vehicle.id,
    ...(await deliveryChoice('13')),
    preferred_date: handover,
    preferred_slot: 'apres-midi',
    message: 'Livraison à Marseille si possible',
  });
  expect(booked.status).toBe(201);
  const watcherContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  const watching = watcher.waitForResponse((r) => r.url().endsWith('/live/stock') && r.status() === 200, {
    timeout: 10_000,
  });
  await watcher.goto(vehicle.path);
  await refuseCookies(watcher);
  await watching;
  await expect(watcher.getByRole('button', { name: 'Véhicule réservé' })).toBeDisabled();
  await page.goto(`/espace-conseiller/demandes?kind=reservation&q=${encodeURIComponent(buyerName)}`);
  await page.getByTestId('inbox-row').filter({ hasText: buyerName }).getByRole('link', { name: buyerName }).click();
  const reservation = page.getByRole('region', { name: 'Réservation' });
  // Every field the buyer gave is on the staff page, with the vehicle and a way to its page.
  const chosen = page.getByRole('region', { name: 'Ce que l’acheteur a choisi' });
  await expect(chosen).toContainText(`${Number(handover.slice(8))}`);
  await expect(chosen).toContainText('Après-midi (14 h – 18 h)');
  await expect(chosen).toContainText('Bouches-du-Rhône');
  await expect(chosen).toContainText('Livraison à Marseille si possible');
  await expect(
    page.getByRole('region', { name: 'Le véhicule' }).getByRole('link', { name: 'Voir la fiche publique' }),
  ).toHaveAttribute('href', vehicle.path);
  await expectNoAxeViolation(page);
  await reservation.getByRole('button', { name: 'Annuler la réservation…' }).click();
  await reservation.getByRole('textbox', { name: /^Motif de l’annulation/ }).fill('Véhicule vendu en agence ce matin.');
  await reservation.getByRole('button', { name: 'Annuler la réservation' }).click();
  await expect(reservation.getByRole('status')).toContainText('le véhicule est de nouveau disponible');
  await expect(watcher.getByRole('link', { name: 'Réserver ce véhicule' })).toBeVisible({ timeout: 2000 });
  await watcherContext.close();

  // « Mon compte »: this session, marked.
  await page.goto('/espace-conseiller/mon-compte');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon compte');
  await expect(page.getByTestId('staff-session').filter({ hasText: 'Cet appareil' })).toHaveCount(1);
  await expectNoAxeViolation(page);

  // Signing out ends the session: the inbox asks to sign in again.
  await tabTo(page, page.getByRole('button', { name: 'Se déconnecter' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/espace-conseiller\/connexion/);
  await page.goto('/espace-conseiller/demandes');
  await expect(page).toHaveURL(/\/espace-conseiller\/connexion\?retour=/);
});

test('une reprise arrive en direct, le conseiller envoie une offre ferme puis la révise pendant que le visiteur la lit : l’acceptation de l’ancienne est refusée, la nouvelle est montrée, confirmée et acceptée ; le journal montre chaque étape', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Noé Reprise ${Date.now().toString(36)}`;
  const visitor = await createVerifiedAccount({ fullname: name });
  const token = await apiToken(visitor);

  // The responsable signs in and keeps the inbox open, its live stream connected (under load the
  // stream could open after the request was sent: the list then shows it, unmarked).
  await page.goto('/espace-conseiller/connexion');
  const streamOpen = page.waitForResponse(
    (response) => response.url().includes(STAFF_STREAM_PATH) && response.status() === 200,
  );
  await signInStaffWithKeyboard(page, DEMO_STAFF.responsable);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Demandes');
  await streamOpen;

  // The visitor sends a trade-in: it arrives live, marked.
  const tradein = await createTradeIn(token);
  const row = page.getByTestId('inbox-row').filter({ hasText: name });
  await expect(row).toContainText('Nouvelle, en direct');
  await expect(row).toContainText('Reprise');
  await row.getByRole('link', { name }).click();

  // The trade-in as staff see it, then the firm offer with one adjustment and its reason.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const section = page.getByRole('region', { name: /Le véhicule à reprendre/ });
  await expect(section).toContainText('Renault Clio');
  await expect(section).toContainText('Estimation immédiate');
  await expectNoAxeViolation(page);
  // The offer form with the keyboard only.
  await tabTo(page, section.getByRole('button', { name: 'Ajouter un ajustement' }));
  await page.keyboard.press('Enter');
  await tabTo(page, section.getByRole('textbox', { name: /^Libellé/ }));
  await page.keyboard.type('Pneus avant à changer');
  await tabTo(page, section.getByRole('textbox', { name: /^Montant/ }));
  await page.keyboard.type('-300');
  await tabTo(page, section.getByRole('textbox', { name: /^Raison/ }));
  await page.keyboard.type('Usure des pneus avant visible à l’expertise photo.');
  await expect
    .poll(async () => (await section.getByTestId('offer-total').textContent())?.replace(/\D/g, ''))
    .toBe(String(tradein.estimate_value - 300));
  await tabTo(page, section.getByRole('button', { name: /^Envoyer l’offre ferme/ }));
  await page.keyboard.press('Enter');
  await expect(section.getByRole('status').filter({ hasText: 'Offre envoyée' })).toBeVisible();
  await expect(section.getByTestId('offer-summary').first()).toContainText('en attente de la réponse du visiteur');

  // The visitor, in « Mon compte »: the offer waits; its page opens on it.
  const context = await browser.newContext();
  const visitorPage = await context.newPage();
  await visitorPage.goto('/connexion?redirect=%2Fmon-compte%2Fmes-reprises');
  await refuseCookies(visitorPage);
  await signInWithForm(visitorPage, visitor);
  const item = visitorPage.getByTestId('tradein-item').first();
  await expect(item).toContainText('Offre ferme');
  await item.getByRole('link', { name: /Répondre à l’offre ferme/ }).click();
  const offer = visitorPage.getByTestId('firm-offer');
  await expect(offer).toContainText('Pneus avant à changer');
  await expect(offer).toContainText('Usure des pneus avant visible à l’expertise photo.');
  await expect(offer).toContainText('sous réserve de conformité');
  await expectNoAxeViolation(visitorPage);

  // Accepting asks for a confirmation with the amount and the last day; the keyboard cancels it.
  const amountOf = (euros: number) => new RegExp(`${String(euros).replace(/\B(?=(\d{3})+$)/g, '\\s')}\\s€`);
  const lastDay = new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${addIsoDays(parisToday(), 7)}T00:00:00Z`));
  const confirmation = (euros: number) =>
    new RegExp(`^Vous acceptez l’offre ferme de ${amountOf(euros).source} valable jusqu’au ${lastDay} inclus\\.$`);
  const first = tradein.estimate_value - 300;
  await offer.getByRole('button', { name: 'Accepter l’offre' }).click();
  const dialog = visitorPage.getByRole('dialog', { name: 'Accepter l’offre ferme ?' });
  await expect(dialog.getByTestId('firm-offer-confirmation')).toHaveText(confirmation(first));
  await expect(dialog).toBeFocused();
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoAxeViolation(visitorPage);
  await visitorPage.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(offer.getByRole('button', { name: 'Accepter l’offre' })).toBeFocused();

  // Meanwhile the conseiller revises the offer: the form, shut since the offer was sent, opens again
  // from its lines (the tyres), and 2 000 € less for the bodywork.
  await expect(section.getByRole('button', { name: /^Envoyer l’offre ferme/ })).toHaveCount(0);
  await section.getByRole('button', { name: 'Réviser l’offre en attente' }).click();
  await expect(section.getByRole('textbox', { name: /^Libellé/ })).toHaveValue('Pneus avant à changer');
  await section.getByRole('button', { name: 'Ajouter un ajustement' }).click();
  await section
    .getByRole('textbox', { name: /^Libellé/ })
    .nth(1)
    .fill('Carrosserie');
  await section
    .getByRole('textbox', { name: /^Montant/ })
    .nth(1)
    .fill('-2000');
  await section
    .getByRole('textbox', { name: /^Raison/ })
    .nth(1)
    .fill('Aile arrière à reprendre, vue à l’expertise photo.');
  const revised = tradein.estimate_value - 2_300;
  const revisedSent = page.waitForResponse(
    (r) => r.url().endsWith(`/api/staff/reprises/${tradein.id}/offers`) && r.request().method() === 'POST',
  );
  await section.getByRole('button', { name: /^Envoyer l’offre ferme/ }).click();
  expect((await revisedSent).status()).toBe(201);

  // The visitor's page still shows the first offer: confirming it is refused (409), the page
  // shows the revised one and says why; nothing was accepted.
  await expect(offer).not.toContainText('Carrosserie');
  await offer.getByRole('button', { name: 'Accepter l’offre' }).press('Enter');
  await expect(dialog.getByTestId('firm-offer-confirmation')).toHaveText(confirmation(first));
  const stale = visitorPage.waitForResponse((r) => r.url().endsWith(`/api/user/reprises/${tradein.id}/offer/accept`));
  await dialog.getByRole('button', { name: 'Confirmer l’acceptation' }).click();
  expect((await stale).status()).toBe(409);
  await expect(offer.getByRole('alert')).toHaveText(
    /Cette offre a été remplacée par une nouvelle offre ferme\. Consultez-la avant de répondre\./,
  );
  await expect(offer).toContainText('Aile arrière à reprendre, vue à l’expertise photo.');
  await expect(offer.getByRole('table').locator('tfoot')).toContainText(amountOf(revised));
  await expect(offer).toContainText('En attente de votre réponse');
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoAxeViolation(visitorPage);

  // The revised offer, read and confirmed with the keyboard, is accepted.
  await offer.getByRole('button', { name: 'Accepter l’offre' }).press('Enter');
  await expect(dialog.getByTestId('firm-offer-confirmation')).toHaveText(confirmation(revised));
  await tabTo(visitorPage, dialog.getByRole('button', { name: 'Confirmer l’acceptation' }));
  await visitorPage.keyboard.press('Enter');
  await expect(offer).toContainText('Offre acceptée : votre conseiller vous appelle');
  await expect(offer).toContainText(amountOf(revised));
  await context.close();

  // The conseiller's page follows live; the history shows each step.
  await expect(page.getByRole('region', { name: 'La demande' })).toContainText('Offre acceptée');
  const history = page.getByRole('region', { name: 'Historique' });
  await expect(history).toContainText('a ouvert la reprise');
  await expect(history.getByRole('listitem').filter({ hasText: /a envoyé une offre ferme de/ })).toHaveCount(2);
  await expect(history).toContainText('Le visiteur a accepté l’offre ferme');

  // The journal (responsable): the same steps, newest first, each linked to its request.
  await page.getByRole('navigation', { name: 'Espace conseiller' }).getByRole('link', { name: 'Journal' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journal');
  await expect(page.getByTestId('audit-row').filter({ hasText: 'a envoyé une offre ferme de' }).first()).toBeVisible();
  await expectNoAxeViolation(page);
});

test('au clavier : le responsable trouve un véhicule du stock, le retire de la vente (la fiche publique répond 404), puis le remet en vente ; le journal le montre', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const vehicle = await freeVehicle('sort=mileage_asc&condition=used');
  const publicStatus = async () =>
    (await fetch(`${API_URL}/api/vehicles/${vehicle.id}`, { headers: { 'X-Api-Key': API_KEY } })).status;

  await page.goto(`/espace-conseiller/stock?q=${vehicle.id}`);
  await expect(page).toHaveURL(/\/espace-conseiller\/connexion\?retour=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion à l’espace conseiller' })).toBeVisible();
  // No cookie banner in the staff area (it sets no optional cookie).
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  await signInStaffWithKeyboard(page, DEMO_STAFF.responsable);

  // Back on the search asked for: one vehicle, available.
  await expect(page).toHaveURL(new RegExp(`/espace-conseiller/stock\\?q=${vehicle.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stock');
  await expect(page).toHaveTitle(/Stock — Espace conseiller/);
  const row = page.getByTestId('stock-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Disponible');
  await expectNoAxeViolation(page);
  await tabTo(page, row.getByRole('link'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/espace-conseiller/stock/${vehicle.id}$`));
  await expect(page.getByRole('heading', { level: 2, name: `Véhicule n° ${vehicle.id}` })).toBeVisible();
  await expectNoAxeViolation(page);

  // Withdrawn: the radios with the arrows, the reason, the button.
  const states = page.getByRole('radiogroup', { name: /Le véhicule est/ });
  await tabTo(page, states.getByRole('radio', { name: /^Disponible/ }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(states.getByRole('radio', { name: /^Retiré de la vente/ })).toBeChecked();
  await tabTo(page, page.getByRole('textbox', { name: /^Motif du retrait/ }));
  await page.keyboard.type('Pare-brise à changer');
  await tabTo(page, page.getByRole('button', { name: 'Enregistrer l’état' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'État modifié' })).toBeVisible();
  await expect(page.getByText('« Pare-brise à changer »')).toBeVisible();
  expect(await publicStatus()).toBe(404);
  const visitorPage = await page.context().browser()!.newPage();
  const response = await visitorPage.goto(vehicle.path);
  expect(response?.status()).toBe(404);
  await visitorPage.close();

  // Back on sale.
  await tabTo(page, states.getByRole('radio', { name: /^Retiré de la vente/ }));
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await tabTo(page, page.getByRole('button', { name: 'Enregistrer l’état' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Voir la fiche du véhicule' })).toBeVisible();
  expect(await publicStatus()).toBe(200);

  // The journal names both changes, linked to the vehicle.
  await page.goto('/espace-conseiller/journal');
  const entries = page.getByTestId('audit-row').filter({ hasText: `véhicule n° ${vehicle.id}` });
  await expect(entries.first()).toContainText('Retiré de la vente → Disponible');
  await expect(entries.nth(1)).toContainText('Disponible → Retiré de la vente (« Pare-brise à changer »)');
});

test('un jeton de visiteur n’ouvre aucune route conseiller (401)', async () => {
  const token = await apiToken(await createAccount());
  for (const url of ['/api/staff/me', '/api/staff/inbox', '/api/staff/audit']) {
    const reply = await apiAs(token, 'GET', url);
    expect([url, reply.status]).toEqual([url, 401]);
  }
  const put = await fetch(`${API_URL}/api/staff/inbox/1/status`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'X-Api-Key': API_KEY, Authorization: `Bearer ${token}` },
    body: JSON.stringify({ status: 'traitee' }),
  });
  expect(put.status).toBe(401);
});

test('aucune page /espace-conseiller dans /site-routes.json, le plan du site XML ni les pages publiques', async ({
  page,
  request,
}) => {
  const routes = await (await request.get('/site-routes.json')).text();
  expect(routes).not.toContain('/espace-conseiller');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<urlset');
  expect(sitemap).not.toContain('espace-conseiller');
  for (const path of ['/', '/achat', '/plan-du-site']) {
    const html = await (await request.get(path)).text();
    expect([path, html.includes('espace-conseiller')]).toEqual([path, false]);
    expect([path, /<link[^>]+(preload|prefetch)[^>]+mf-staff/.test(html)]).toEqual([path, false]);
  }
  // The browser of a visitor never fetches the staff area's code while browsing.
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  await page.goto('/');
  await page.goto('/achat');
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((u) => u.includes('mf-staff'))).toEqual([]);
});
