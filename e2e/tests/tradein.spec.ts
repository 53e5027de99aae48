import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount } from '../support/api';
import { expectAccessiblePage } from '../support/axe';
import { apiAs, apiToken } from '../support/account-api';
import { refuseCookies } from '../support/cookies';
import { signInWithForm } from '../support/session';

/** A demo plate of the trade-in reference (docs/product-decisions.md): a Peugeot 208 PureTech 100 Allure of November 2019. */
const DEMO_PLATE = { typed: 'fj257bm', shown: 'FJ-257-BM' };

/** A small PNG and a HEIC (the API's own test fixture, as an iPhone sends them). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSDlsVwC3cpL4Y8/sAAOha+nia6AQuoviK7UO8S3YAFVF+RXah3iW7AAqqvyC7Uu0Q3YAHVV2QX6l2iG7CA6iuyC/Uu0Q1YQPUV2YV6l+gGLKD6iuxCvUt0AxZQfUV2od4lugELqL4iu1DvEt2AxwN+adxY0zs/4zgAAAAASUVORK5CYII=',
  'base64',
);
const HEIC = path.join(__dirname, '..', '..', 'api', 'src', 'modules', 'tradein', 'photos', 'fixtures', 'voiture.heic');

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

/**
 * A yes/no radio of the form (a RadioGroup controlled by `watch(name)`): what counts is that the
 * visitor's answer sticks, so the test waits for the radio to be checked (an answer lost would still
 * fail it). `check()` reads the state once, right after the click: on a slow CI machine it once read
 * the radio unchecked, and the retry passed.
 */
async function choose(radio: Locator) {
  await radio.click();
  await expect(radio).toBeChecked();
}

async function describeCondition(page: Page) {
  await page.getByRole('textbox', { name: /^Kilométrage/ }).fill('38 500');
  await choose(page.getByRole('radiogroup', { name: /premier propriétaire/ }).getByLabel('Oui'));
  await choose(page.getByRole('radiogroup', { name: /entretien/ }).getByLabel('Non'));
  await page.getByLabel('Caméra de recul').check();
  await page.getByRole('button', { name: 'Avant', exact: true }).click();
  await page.getByRole('button', { name: 'Pare-chocs avant' }).click();
  await page.getByRole('combobox', { name: /Pare-chocs avant/ }).selectOption({ label: 'Rayure – gravité légère' });
}

test('par l’immatriculation : le véhicule retrouvé, un rechargement ne perd rien, connexion à la fin, estimation détaillée et « Mes reprises »', async ({
  page,
}) => {
  test.setTimeout(90_000); // the whole journey, from the plate to the catalogue's prices
  const account = await createAccount();
  await page.goto('/reprise-voiture');
  await refuseCookies(page);
  await expect(page).toHaveTitle(/Reprise de votre voiture/);
  await expectAccessiblePage(page);

  // A malformed plate: the French message next to the field, no look-up.
  await page.getByRole('textbox', { name: /^Immatriculation/ }).fill('AB-12');
  await page.getByRole('button', { name: 'Rechercher mon véhicule' }).click();
  await expect(page.getByText(/^Saisissez une immatriculation française/)).toBeVisible();

  await page.getByRole('textbox', { name: /^Immatriculation/ }).fill(DEMO_PLATE.typed);
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Véhicule')).toBeFocused();
  await expect(page.getByText('Nous avons retrouvé votre véhicule')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Marque/ })).toHaveValue('peugeot');
  await expect(page.getByRole('combobox', { name: /^Modèle/ })).toHaveValue('208');
  await expect(page.getByRole('combobox', { name: /^Version/ })).not.toHaveValue('');
  await expectAccessiblePage(page);
  await page.getByRole('button', { name: 'Continuer' }).click();

  // Condition: each field checked before going on.
  await expect(stepHeading(page, 'État et équipements')).toBeVisible();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Indiquez le kilométrage (entre 0 et 999 999 km).', { exact: true })).toBeVisible();
  await describeCondition(page);
  // Photos wait in the browser (IndexedDB) until the request exists; a text file is refused.
  const photoInput = page.locator('input[type="file"]');
  await photoInput.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('pas une photo') }]);
  await expect(page.getByRole('alert').filter({ hasText: 'notes.txt : Format non pris en charge' })).toBeVisible();
  await photoInput.setInputFiles([
    { name: 'avant.png', mimeType: 'image/png', buffer: PNG },
    { name: 'voiture.heic', mimeType: 'image/heic', buffer: fs.readFileSync(HEIC) },
  ]);
  await expect(page.getByRole('img', { name: 'avant.png' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'voiture.heic' })).toBeVisible();
  await expectAccessiblePage(page);

  // A reload in the middle of the form keeps every answer.
  await page.reload();
  await expect(stepHeading(page, 'État et équipements')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Kilométrage/ })).toHaveValue('38 500');
  await expect(page.getByLabel('Caméra de recul')).toBeChecked();
  await expect(page.getByRole('combobox', { name: /Pare-chocs avant/ })).toHaveValue('rayure');
  await expect(page.getByRole('img', { name: 'avant.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuer' }).click();

  // Signed out at the last step: sign in, and come back to it with nothing lost.
  await expect(stepHeading(page, 'Coordonnées')).toBeVisible();
  await expectAccessiblePage(page);
  await page.getByTestId('tradein-sign-in').getByRole('link', { name: 'Se connecter' }).click();
  await signInWithForm(page, account);
  await expect(stepHeading(page, 'Coordonnées')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Téléphone/ })).toHaveValue('06 12 34 56 78');
  await page.getByRole('button', { name: 'Recevoir mon estimation' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Demande de reprise envoyée' })).toBeVisible();
  await expect(page.getByText(/^Entre .+€ et .+€$/)).toBeVisible();
  await expectAccessiblePage(page);
  await page.getByRole('link', { name: 'Voir mon estimation détaillée' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Votre estimation de reprise' })).toBeVisible();
  await expect(page.getByTestId('valuation-range')).toContainText('€');
  await expect(page.getByText('Sous réserve d’expertise du véhicule.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Détail du calcul' });
  await expect(table.getByRole('rowheader', { name: 'Prix du véhicule neuf (référence)' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Équipement : Caméra de recul' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Dommage : Pare-chocs avant – rayure' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Carnet d’entretien non suivi' })).toBeVisible();
  await expect(page.getByText(DEMO_PLATE.shown)).toBeVisible();
  await expect(page.getByText(/Estimation valable jusqu’au/)).toBeVisible();
  // The two photos were uploaded after the request: private images, fetched with the session.
  const photos = page.getByRole('list', { name: 'Photos du véhicule' });
  await expect(photos.getByRole('img')).toHaveCount(2);
  await expect(photos.getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', /^blob:/);
  await expect(photos.getByRole('img', { name: 'Photo 2' })).toHaveAttribute('src', /^blob:/);
  await expectAccessiblePage(page);
  const valuationUrl = page.url();

  // « Mes reprises » lists it at once, and « Voir le devis » opens it.
  await page.goto('/mon-compte/mes-reprises');
  await page
    .getByRole('link', { name: /^Voir le devis de reprise Peugeot 208/ })
    .first()
    .click();
  await expect(page).toHaveURL(valuationUrl);

  // Prices of the catalogue with the trade-in deducted, beside the real ones, for the session.
  await page.getByRole('button', { name: /Voir les prix avec ma reprise de/ }).click();
  await expect(page).toHaveURL(/\/achat$/);
  await expect(page.getByTestId('after-tradein-price').first()).toContainText('après reprise estimée');
  await expect(page.getByTestId('main-price').first()).toBeVisible();
  await page.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(page.getByTestId('after-tradein-price')).toHaveCount(0);
});

test('sans immatriculation connue : la saisie manuelle, liste après liste, jusqu’à la confirmation', async ({
  page,
}) => {
  const account = await createAccount();
  await page.goto('/connexion?redirect=%2Freprise-voiture');
  await refuseCookies(page);
  await signInWithForm(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'Faites reprendre votre voiture' })).toBeVisible();

  // An unknown plate: the French message and the manual path, the plate kept.
  await page.getByRole('textbox', { name: /^Immatriculation/ }).fill('ZZ-987-ZY');
  await page.getByRole('button', { name: 'Rechercher mon véhicule' }).click();
  await expect(page.getByText('Nous ne retrouvons pas cette immatriculation')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Modèle/ })).toBeDisabled();

  // Each list opens once the one before it is answered (a list with one answer fills itself).
  await page.getByRole('combobox', { name: /^Marque/ }).selectOption({ label: 'Renault' });
  await page.getByRole('combobox', { name: /^Modèle/ }).selectOption({ label: 'Clio' });
  for (const name of [
    /^Année/,
    /^Mois/,
    /^Énergie/,
    /^Boîte/,
    /^Carrosserie/,
    /^Puissance fiscale/,
    /^Puissance(?! fiscale)/,
    /^Version/,
    /^Couleur/,
  ]) {
    const list = page.getByRole('combobox', { name });
    await expect(list).toBeEnabled();
    await expect(list.locator('option')).not.toHaveCount(1);
    if ((await list.inputValue()) === '') await list.selectOption({ index: 1 });
  }
  await page.getByRole('button', { name: 'Continuer' }).click();
  await describeCondition(page);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('textbox', { name: /Précisions/ }).fill('Deux clés, pneus neufs.');
  await page.getByRole('button', { name: 'Recevoir mon estimation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demande de reprise envoyée' })).toBeVisible();
  await page.getByRole('link', { name: 'Voir mon estimation détaillée' }).click();
  await expect(page.getByText('ZZ-987-ZY')).toBeVisible();
  await expect(page.getByText('« Deux clés, pneus neufs. »')).toBeVisible();

  // The form starts empty again once sent.
  await page.goto('/reprise-voiture');
  await expect(page.getByRole('textbox', { name: /^Immatriculation/ })).toHaveValue('');
});

test('le devis d’un autre est introuvable ; un visiteur déconnecté se connecte et revient au devis', async ({
  page,
}) => {
  const account = await createAccount();
  await page.goto('/devis-reprise/1');
  await refuseCookies(page);
  await expect(page).toHaveURL(/\/connexion\?redirect=%2Fdevis-reprise%2F1/);
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/devis-reprise\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/introuvable/i);
});

test('une estimation expirée de la démo s’actualise ; rappel par un expert ; version imprimable', async ({ page }) => {
  // The demo account (README) has requests of every status; the « en cours » one is 9 days old
  // (each e2e run starts from a freshly seeded database).
  const demo = { email: 'demo@glinche-automobiles.fr', password: 'Demo-Glinche-2026' };
  const token = await apiToken(demo);
  const { json } = await apiAs<{ data: { id: number; status: string; estimate_valid_until: string | null }[] }>(
    token,
    'GET',
    '/api/user/reprises?page=1',
  );
  const open = json.data.find(
    (r) => r.status === 'en_cours' && r.estimate_valid_until && new Date(r.estimate_valid_until) < new Date(),
  );
  expect(open).toBeDefined();

  await page.goto(`/connexion?redirect=${encodeURIComponent(`/devis-reprise/${open!.id}`)}`);
  await refuseCookies(page);
  await signInWithForm(page, demo);
  await expect(page.getByText(/^Estimation expirée le/)).toBeVisible();
  await expectAccessiblePage(page);
  await page.getByRole('button', { name: 'Actualiser mon estimation' }).click();
  await expect(page.getByText(/^Estimation valable jusqu’au/)).toBeVisible();
  await expect(page.getByText(/^Estimation expirée le/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Être rappelé par un expert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Être rappelé par un expert' });
  await expect(dialog.getByRole('textbox', { name: /Votre message/ })).toHaveValue(
    new RegExp(`^Reprise n° ${open!.id} : `),
  );
  await expectAccessiblePage(page);
  await dialog.getByRole('button', { name: 'Être rappelé' }).click();
  await expect(page.getByRole('dialog', { name: 'Demande de rappel enregistrée' })).toContainText(
    'Un expert en reprise vous appellera au 06 39 98 12 34',
  );
  await page.getByRole('button', { name: 'Fermer' }).first().click();

  // Printed: the valuation alone, without the actions.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: 'Votre estimation de reprise' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimer ce devis' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
});
