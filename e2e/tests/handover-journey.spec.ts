import { expect, test } from '@playwright/test';
import { STAFF_STREAM_PATH, TOKEN_STORAGE_KEY, addIsoDays, nextOpenDay, parisToday } from '@ga/contracts';
import { createVerifiedAccount, freeVehicle } from '../support/api';
import { refuseCookies, waitForHydration } from '../support/cookies';
import { waitForEmail } from '../support/outbox';
import { signInWithForm } from '../support/session';
import { DEMO_STAFF, signInStaffWithKeyboard } from '../support/staff';
import { createTradeIn } from '../support/tradein';

/** « 11 014 € » as the pages write it (narrow or no-break spaces). */
const euros = (n: number) => new RegExp(`${String(n).replace(/\B(?=(\d{3})+$)/g, '\\s')}\\s€`);

/**
 * The whole story of a purchase, a visitor and a « responsable » side by side in two browsers: each
 * hand-over between them is checked where the other one reads it.
 * 1. The visitor chooses home delivery to the Bouches-du-Rhône on the vehicle page, signs in in the
 *    middle and books with a date, a slot and a message: the staff page shows all of it.
 * 2. The responsable confirms the booking: the visitor gets the e-mail.
 * 3. The visitor sends a trade-in; the responsable takes it and sends a firm offer above the estimate:
 *    the visitor gets the e-mail, accepts, and the responsable is told by e-mail.
 * 4. The accepted amount, not the estimate, is the one carried to the catalogue's prices.
 * 5. The responsable lowers the vehicle's price: the visitor's open page shows it.
 */
test('visiteur et conseiller côte à côte : réservation détaillée, confirmation, offre de reprise acceptée, prix après reprise, baisse de prix en direct', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `Lou Parcours ${Date.now().toString(36)}`;
  const visitor = await createVerifiedAccount({ fullname: name });
  // Dear enough that the price less the trade-in stays a price (a Clio's offer is about 10 000 €).
  const vehicle = await freeVehicle('sort=newest&condition=used&price_min=25000');
  const visitorContext = await browser.newContext();
  const staffContext = await browser.newContext();
  const v = await visitorContext.newPage();
  const s = await staffContext.newPage();

  // The responsable signs in and keeps the inbox open, its live stream connected.
  await s.goto('/espace-conseiller/connexion');
  const streamOpen = s.waitForResponse((r) => r.url().includes(STAFF_STREAM_PATH) && r.status() === 200);
  await signInStaffWithKeyboard(s, DEMO_STAFF.responsable);
  await expect(s.getByRole('heading', { level: 1 })).toHaveText('Demandes');
  await streamOpen;

  // 1. The visitor: home delivery to the 13, then « Réserver » (signing in in the middle).
  await v.goto(vehicle.path);
  await refuseCookies(v);
  await waitForHydration(v);
  await v.getByRole('button', { name: 'Choisir mon mode de livraison' }).click();
  const dialog = v.getByRole('dialog', { name: 'Mode de livraison' });
  await dialog.getByLabel('Votre département').selectOption({ label: '13 Bouches-du-Rhône' });
  await dialog
    .getByRole('radio', { name: /domicile/i })
    .first()
    .check();
  await dialog.getByRole('button', { name: 'Valider' }).click();
  await expect(dialog).toBeHidden();
  await v.getByRole('link', { name: 'Réserver ce véhicule' }).first().click();
  await expect(v).toHaveURL(/\/connexion\?redirect=/);
  await signInWithForm(v, visitor);
  await expect(v).toHaveURL(/\/reservation$/);
  await expect(v.getByTestId('booking-choices')).toContainText('Bouches-du-Rhône');
  const handover = nextOpenDay(addIsoDays(parisToday(), 14));
  await v.getByLabel('Date souhaitée pour la remise des clés').fill(handover);
  await v.getByRole('radio', { name: /^Après-midi/ }).check();
  await v.getByLabel(/^Message pour votre conseiller/).fill('Livraison à Marseille si possible');
  await v.getByRole('button', { name: 'Confirmer la réservation' }).click();
  await expect(v).toHaveURL(/\/reservation\/\d+$/);
  const bookingId = Number(/\/reservation\/(\d+)$/.exec(v.url())![1]);
  await waitForEmail(visitor.email, new RegExp(`^Votre réservation n° ${bookingId} est enregistrée`));

  // The staff page shows every field the buyer gave.
  const bookingRow = s.getByTestId('inbox-row').filter({ hasText: name }).filter({ hasText: 'Réservation' });
  await expect(bookingRow).toBeVisible();
  await bookingRow.getByRole('link', { name }).click();
  const chosen = s.getByRole('region', { name: 'Ce que l’acheteur a choisi' });
  await expect(chosen).toContainText(`${Number(handover.slice(8))}`);
  await expect(chosen).toContainText('Après-midi (14 h – 18 h)');
  await expect(chosen).toContainText('Bouches-du-Rhône');
  await expect(chosen).toContainText(/domicile/i);
  await expect(chosen).toContainText('Livraison à Marseille si possible');

  // 2. Confirmed after a confirmation step: the visitor is told.
  await s.getByRole('button', { name: 'Confirmer la réservation…' }).click();
  await s.getByRole('button', { name: 'Oui, confirmer' }).click();
  await waitForEmail(visitor.email, /^Votre réservation est confirmée/);

  // 3. A trade-in: it arrives live; the responsable takes it and offers 264 € above the estimate.
  const token = (await v.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY))!;
  const tradein = await createTradeIn(token);
  await s.goto('/espace-conseiller/demandes');
  const tradeinRow = s.getByTestId('inbox-row').filter({ hasText: name }).filter({ hasText: 'Reprise' });
  await tradeinRow.getByRole('link', { name }).click();
  await s.getByRole('button', { name: 'Prendre cette demande' }).click();
  const section = s.getByRole('region', { name: /Le véhicule à reprendre/ });
  await section.getByRole('button', { name: 'Ajouter un ajustement' }).click();
  await section.getByRole('textbox', { name: /^Libellé/ }).fill('Carnet d’entretien complet');
  await section.getByRole('textbox', { name: /^Montant/ }).fill('264');
  await section.getByRole('textbox', { name: /^Raison/ }).fill('Entretien suivi dans le réseau, factures fournies.');
  const accepted = tradein.estimate_value + 264;
  await expect(section.getByTestId('offer-total')).toContainText(euros(accepted));
  await section.getByRole('button', { name: /^Envoyer l’offre ferme/ }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Offre envoyée' })).toBeVisible();
  await waitForEmail(visitor.email, /^Votre offre de reprise ferme/);

  // The visitor accepts; the responsable following it is told by e-mail.
  await v.goto('/mon-compte/mes-reprises');
  await v
    .getByTestId('tradein-item')
    .first()
    .getByRole('link', { name: /Répondre à l’offre ferme/ })
    .click();
  const offer = v.getByTestId('firm-offer');
  await offer.getByRole('button', { name: 'Accepter l’offre' }).click();
  await v.getByRole('button', { name: 'Confirmer l’acceptation' }).click();
  await expect(offer).toContainText('Offre acceptée : votre conseiller vous appelle');
  await waitForEmail(visitor.email, /^Vous avez accepté notre offre de reprise/);
  await waitForEmail(DEMO_STAFF.responsable, new RegExp(`^Offre de reprise acceptée – reprise n° ${tradein.id}`));
  await expect(s.getByRole('region', { name: 'La demande' })).toContainText('Offre acceptée');

  // 4. The accepted amount is the one carried to the catalogue's prices.
  await v.goto(`/devis-reprise/${tradein.id}`);
  await v.getByRole('button', { name: /Voir les prix avec ma reprise de/ }).click();
  await expect(v).toHaveURL(/\/achat$/);
  await expect(v.getByTestId('after-tradein-price').first()).toBeVisible();
  await v.goto(vehicle.path);
  const price = v.getByTestId('vehicle-page').getByTestId('main-price').first();
  await expect(price).toBeVisible();
  const before = Number((await price.textContent())!.replace(/\D/g, ''));
  const afterTradein = v.getByTestId('vehicle-page').getByTestId('after-tradein-price').first();
  await expect(afterTradein).toContainText(euros(before - accepted));

  // 5. The responsable lowers the price; the visitor's open page shows it.
  const watching = v.waitForResponse((r) => r.url().endsWith('/live/stock') && r.status() === 200);
  await v.reload();
  await watching;
  await s.goto(`/espace-conseiller/stock/${vehicle.id}`);
  const lowered = before - 500;
  await s.getByRole('textbox', { name: /^Nouveau prix TTC/ }).fill(String(lowered));
  await s.getByRole('button', { name: 'Changer le prix' }).click();
  await expect(price).toContainText(euros(lowered), { timeout: 10_000 });

  await visitorContext.close();
  await staffContext.close();
});
