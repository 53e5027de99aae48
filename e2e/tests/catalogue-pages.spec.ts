import { expect, test } from '@playwright/test';
import { addIsoDays, nextOpenDay, parisToday } from '@ga/contracts';
import { createAccount, freeVehicle } from '../support/api';
import { signInWithForm } from '../support/session';
import { refuseCookies, waitForHydration } from '../support/cookies';
import { expectNoAxeViolation } from '../support/axe';

test('achat utilitaire par ville : prix et délai de livraison du département, utilitaires en stock', async ({
  page,
}) => {
  await page.goto('/achat-utilitaire/tours');
  await refuseCookies(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Achat d’utilitaire à Tours (37)');
  const delivery = page.getByTestId('city-delivery');
  await expect(delivery.getByRole('listitem').first()).toBeVisible();
  await expect(delivery).toContainText(/GRATUIT|SUR DEVIS|€ TTC/);
  await expect(delivery).toContainText(/Remise des clés (sous \d+\s+jours?|dès que le véhicule est prêt)/);
  await expect(page.getByTestId('listing-results').getByTestId('vehicle-card')).toHaveCount(12);
  await page.getByRole('link', { name: 'Utilitaire à Angers (49)' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Achat d’utilitaire à Angers (49)');

  await page.goto('/achat-utilitaire/le-mans');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Achat d’utilitaire au Mans (72)');

  await page.goto('/achat-utilitaire/atlantide');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
});

test('leasing : véhicules avec offre LOA, mensualité croissante ; catégorie inconnue introuvable', async ({ page }) => {
  await page.goto('/financement/leasing-utilitaires/renault');
  await refuseCookies(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leasing Renault en LOA');
  const cards = page.getByTestId('listing-results').getByTestId('vehicle-card');
  await expect(cards.first()).toBeVisible();
  const monthly = async (i: number) =>
    Number(
      (
        (await cards
          .nth(i)
          .getByText(/€\/mois/)
          .textContent()) ?? ''
      ).replace(/[^\d]/g, ''),
    );
  expect(await monthly(0)).toBeLessThanOrEqual(await monthly(5));
  await expect(cards.first()).toContainText('Renault');
  await expect(cards.first()).toContainText(/en LOA dès/);
  await expect(page.getByTestId('credit-example')).toContainText('Un crédit vous engage et doit être remboursé.');
  await expect(page.getByTestId('credit-example')).toContainText('location avec option d’achat (LOA)');

  await page.goto('/financement/leasing-camions');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
});

test('événement en cours avec ses véhicules, promotion terminée signalée', async ({ page }) => {
  await page.goto('/evenement/journees-portes-ouvertes-ecommoy');
  await refuseCookies(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journées portes ouvertes à Écommoy');
  await expect(page.getByText(/Écommoy/).first()).toBeVisible();
  await expect(page.getByTestId('listing-results').getByTestId('vehicle-card').first()).toBeVisible();

  await page.goto('/promotion/soldes-d-hiver');
  await expect(page.getByText(/Cette offre est terminée/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voir nos offres du moment' })).toBeVisible();

  await page.goto('/promotion/inconnue');
  await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
});

test('vue à 360° : au clavier et à la souris', async ({ page }) => {
  await page.goto('/achat/vehicule/x/20');
  await refuseCookies(page);
  await page.getByRole('button', { name: 'Vue 360°' }).click();
  const frame = page.getByTestId('viewer-360').locator('img');
  await expect(frame).toHaveAttribute('data-angle', '0');
  const stage = page.getByRole('group', { name: /vue à 360°/ });
  await stage.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(frame).toHaveAttribute('data-angle', '20');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(frame).toHaveAttribute('data-angle', '350');

  const box = (await stage.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(frame).not.toHaveAttribute('data-angle', '350');
});

test('être rappelé : connexion au milieu, formulaire rouvert, demande enregistrée', async ({ page }) => {
  const account = await createAccount();
  // A vehicle on sale, through the API (the other worker may book, sell or withdraw one meanwhile).
  const vehicle = await freeVehicle('sort=price_desc&condition=new');
  await page.goto(vehicle.path);
  await refuseCookies(page);
  await page.getByRole('button', { name: 'Être rappelé par un conseiller' }).click();
  await expect(page).toHaveURL(/\/connexion\?redirect=/);
  await signInWithForm(page, account);
  const dialog = page.getByRole('dialog', { name: 'Être rappelé' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${vehicle.path}$`));
  await expect(dialog.getByLabel('Téléphone')).toHaveValue('06 12 34 56 78');
  await dialog.getByLabel('Téléphone').fill('12');
  await dialog.getByRole('button', { name: 'Être rappelé' }).click();
  await expect(dialog.getByTestId('error-summary')).toBeFocused();
  await expect(dialog.getByText(/^Veuillez saisir un numéro de téléphone/)).toBeVisible();
  await dialog.getByLabel('Téléphone').fill('06 98 76 54 32');
  // A morning of a later open day: today's last slot closes at 19 h, whatever time the suite runs.
  await dialog.getByLabel('Jour souhaité').fill(nextOpenDay(addIsoDays(parisToday(), 2)));
  await dialog.getByRole('radio', { name: /^9 h – 12 h/ }).check();
  await dialog.getByRole('button', { name: 'Être rappelé' }).click();
  await expect(page.getByTestId('call-back-done')).toContainText('06 98 76 54 32');
});

test('livraison : la commune choisie donne son département', async ({ page }) => {
  await page.goto('/achat/vehicule/x/14');
  await refuseCookies(page);
  await page.getByRole('button', { name: 'Choisir mon mode de livraison' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mode de livraison' });
  const commune = dialog.getByLabel('Votre ville ou code postal');
  await commune.fill('72220');
  await expect(dialog.getByTestId('commune-options').locator('option[value="72220 Écommoy"]')).toHaveCount(1);
  await commune.fill('72220 Écommoy');
  await expect(dialog.getByText('Livraison vers 72220 Écommoy')).toBeVisible();
  await expect(dialog.getByLabel('Votre département').locator('option:checked')).toHaveText('72 Sarthe');
});

test('fiche véhicule : la colonne du prix suit le défilement sur ordinateur ; sur téléphone, une barre en bas une fois le prix passé', async ({
  page,
}) => {
  const vehicle = await freeVehicle('sort=newest&condition=used');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(vehicle.path);
  await refuseCookies(page);
  const column = page.getByRole('complementary').filter({ has: page.getByRole('heading', { level: 1 }) });
  const book = column.getByRole('link', { name: 'Réserver ce véhicule' });
  await expect(book).toBeVisible();
  // Far down the page (the financing block), the price column and its button are still on screen.
  await page.getByRole('heading', { name: /^Financement en/ }).scrollIntoViewIfNeeded();
  await expect(book).toBeInViewport({ ratio: 1 });
  const box = (await column.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(1366);
  await expect(page.getByTestId('buy-bar')).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const bar = page.getByRole('region', { name: 'Prix et réservation' });
  await expect(bar).toBeHidden();
  await page.getByRole('heading', { name: /^Financement en/ }).scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Réserver ce véhicule' })).toBeInViewport({ ratio: 1 });
  const barBox = (await bar.boundingBox())!;
  expect(barBox.x).toBeGreaterThanOrEqual(0);
  expect(barBox.x + barBox.width).toBeLessThanOrEqual(390);
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(844);
  // A vehicle put in the comparison: its bar stands above the bottom bar, not under it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await column.getByTestId('compare-toggle').click();
  await page.getByRole('heading', { name: /^Financement en/ }).scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  const compare = page.getByTestId('compare-bar');
  await expect(compare).toBeInViewport();
  await expect
    .poll(async () => (await compare.boundingBox())!.y + (await compare.boundingBox())!.height)
    .toBeLessThanOrEqual((await bar.boundingBox())!.y + 1);
  // Back up to the price column: one « Réserver » on screen, the bar goes away.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeHidden();
  await expectNoAxeViolation(page);
});

test('fiche véhicule : les photos en plein écran, au clavier et au doigt, avec zoom ; Échap rend la main', async ({
  page,
}) => {
  const vehicle = await freeVehicle('sort=newest&condition=used');
  await page.goto(vehicle.path);
  await refuseCookies(page);
  await waitForHydration(page);
  const enlarge = page.getByRole('button', { name: /^Agrandir la photo 1 sur \d+$/ });
  const total = Number((await enlarge.getAttribute('aria-label'))!.split(' sur ')[1]);
  await enlarge.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Photos en plein écran' });
  await expect(viewer).toBeVisible();
  /** The photo on screen (its neighbours wait beside it, off screen). */
  const shown = (n: number) => viewer.getByRole('img', { name: new RegExp(`, photo ${n} sur ${total}$`) });
  await expect(shown(1)).toBeInViewport({ ratio: 0.9 });
  // ← / → go from photo to photo.
  await page.keyboard.press('ArrowRight');
  await expect(shown(2)).toBeInViewport({ ratio: 0.9 });
  // Zoom: the button, then back out.
  await viewer.getByRole('button', { name: 'Zoomer', exact: true }).click();
  await expect(viewer.getByRole('button', { name: 'Dézoomer' })).toBeEnabled();
  await viewer.getByRole('button', { name: 'Dézoomer' }).click();
  // A swipe to the left on a touch screen shows the next photo.
  const box = (await viewer.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 8 });
  await page.mouse.up();
  await expect(shown(3)).toBeInViewport({ ratio: 0.9 });
  await expectNoAxeViolation(page);
  // Échap closes it; the page shows the photo last seen and the focus is back on it.
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page.getByRole('button', { name: `Agrandir la photo 3 sur ${total}` })).toBeFocused();
});
