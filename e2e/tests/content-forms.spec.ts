import { expect, test, type Page } from '@playwright/test';
import { refuseCookies } from '../support/cookies';
import { createAccount } from '../support/api';
import { linkIn, waitForEmail } from '../support/outbox';
import { signInWithForm } from '../support/session';

/**
 * The bot check starts by itself once the visitor has entered the form (the fields were filled):
 * wait for the proof of work to be done (its hidden field filled).
 */
async function passBotCheck(page: Page, scope = page.locator('main')) {
  await expect(scope.locator('input[name="captcha_token"]').first()).not.toHaveValue('', { timeout: 20_000 });
}

const fresh = (what: string) => `${what}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@exemple.fr`;

test('contact : erreurs en français et résumé qui prend le focus, puis message envoyé avec sa référence et son accusé de réception', async ({
  page,
}) => {
  const email = fresh('contact');
  await page.goto('/a-propos/contactez-nous?objet=financement');
  await refuseCookies(page);
  await expect(page.getByLabel('Objet de votre demande')).toHaveValue('financement');

  await page.getByRole('button', { name: 'Envoyer mon message' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'à corriger' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Nom et prénom : Veuillez indiquer vos nom et prénom');
  await summary.getByRole('link', { name: /^Votre message/ }).click();
  await expect(page.getByLabel('Votre message')).toBeFocused();

  await page.getByLabel('Nom et prénom').fill('Camille Martin');
  await page.getByLabel('Adresse e-mail').first().fill(email);
  await page
    .getByLabel('Votre message')
    .fill('Bonjour, quelle mensualité pour une LOA sur 49 mois avec 3 000 € d’apport ?');
  await passBotCheck(page);
  await page.getByRole('button', { name: 'Envoyer mon message' }).click();

  const success = page.getByRole('heading', { name: 'Message envoyé' });
  await expect(success).toBeFocused();
  const reference = (await page.getByText(/^Votre référence/).innerText()).match(/C-\d{4}-\d{6}/)?.[0];
  expect(reference).toBeTruthy();
  const mail = await waitForEmail(email, /Votre message a bien été reçu/);
  expect(mail.subject).toContain(reference!);
});

test('formulaire : rendu depuis sa définition, erreur que seul le serveur connaît affichée sous son champ, puis réponse enregistrée', async ({
  page,
}) => {
  await page.goto('/formulaire/recherche-personnalisee');
  await refuseCookies(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recherche personnalisée de véhicule');
  await expect(page.getByRole('navigation')).toHaveCount(0); // the form layout: no site menu

  await page.getByLabel('Nom et prénom').fill('Dominique Leroy');
  await page.getByLabel('Adresse e-mail').fill(fresh('recherche'));
  await page.getByLabel('Téléphone').fill('02 43 00 00 01');
  await page.getByLabel('Code postal').fill('72999'); // well formed, but no commune has it
  await page.getByRole('radio', { name: 'Utilitaire' }).check();
  await page.getByLabel('Énergie').selectOption('electrique');
  await page.getByLabel('Budget maximum (€ TTC)').fill('35 000');
  await page.getByRole('radio', { name: 'Dans les 3 mois' }).check();
  await page.getByLabel(/J’accepte d’être recontacté/).check();
  await passBotCheck(page);
  await page.getByRole('button', { name: 'Envoyer ma recherche' }).click();

  const postalCode = page.getByLabel('Code postal');
  await expect(page.getByText('Ce code postal ne correspond à aucune commune française.').first()).toBeVisible();
  await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Nom et prénom')).toHaveValue('Dominique Leroy'); // nothing lost

  await postalCode.fill('72220');
  await passBotCheck(page); // a refused send asks for a new check
  await page.getByRole('button', { name: 'Envoyer ma recherche' }).click();
  await expect(page.getByRole('heading', { name: 'Votre recherche est enregistrée' })).toBeVisible();
  await expect(page.getByText(/^Votre référence : F-\d{4}-\d{6}$/)).toBeVisible();
});

test('newsletter : inscription depuis le pied de page, lien de confirmation reçu par e-mail, puis désinscription sans connexion', async ({
  page,
}) => {
  const email = fresh('lecteur');
  await page.goto('/a-propos/notre-histoire');
  await refuseCookies(page);
  // The widget loads when the footer comes near the viewport.
  await page.getByTestId('footer-newsletter').scrollIntoViewIfNeeded();
  const widget = page.locator('footer').getByRole('region', { name: 'La newsletter' });
  await widget.scrollIntoViewIfNeeded();
  await widget.getByLabel('Votre e-mail').fill(email);
  await passBotCheck(page, widget);
  await widget.getByRole('button', { name: 'Je m’inscris' }).click();
  await expect(widget.getByRole('status')).toContainText('Ouvrez l’e-mail que nous venons de vous envoyer');

  const mail = await waitForEmail(email, /Confirmez votre inscription à la newsletter/);
  await page.goto(linkIn(mail, '/a-propos/newsletter/confirmation'));
  await expect(page.locator('main').getByRole('status')).toContainText(
    'Votre inscription à la newsletter est confirmée',
  );
  await expect(page).toHaveURL(/\/a-propos\/newsletter\/confirmation$/); // the token left the address bar

  await page.goto(linkIn(mail, '/a-propos/newsletter/desinscription'));
  await page.getByRole('button', { name: 'Me désinscrire de la newsletter' }).click();
  await expect(page.locator('main').getByRole('status')).toContainText(
    'Vous êtes désinscrit(e) de la newsletter. Vous ne recevrez plus nos e-mails d’information.',
  );
  await expect(page.getByText(`Adresse concernée : ${email}.`)).toBeVisible();
});

test('partenaire, formulaire ou département inconnu : page introuvable', async ({ page }) => {
  for (const path of [
    '/a-propos/partenaires/partenaire-inconnu',
    '/formulaire/formulaire-inconnu',
    '/services/livraison-domicile/atlantide',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expect(page).toHaveTitle(/^Page introuvable \| /);
  }
});

test('livraison : la page d’un département choisi dans la liste donne ses tarifs et délais depuis l’API', async ({
  page,
}) => {
  await page.goto('/services/livraison-domicile');
  await refuseCookies(page);
  await page.getByRole('link', { name: /^\s*33\s+Gironde$/ }).click();
  await expect(page).toHaveURL(/\/services\/livraison-domicile\/gironde$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Livraison à domicile : Gironde (33)');
  await expect(page.getByRole('heading', { level: 2, name: 'Modes de livraison et tarifs' })).toBeVisible();
  await expect(page.getByText(/€\sTTC|GRATUIT|SUR DEVIS/).first()).toBeVisible();
  await expect(
    page.getByText(/après la commande complète|Dès que le véhicule est prêt|Délai sur devis/).first(),
  ).toBeVisible();
});

test('financement : le simulateur recalcule avec l’API, le TAEG est le chiffre le plus grand, l’exemple représentatif à côté', async ({
  page,
}) => {
  await page.goto('/financement/achat-voiture-credit');
  await refuseCookies(page);
  const monthly = page.getByTestId('simulation-monthly');
  const apr = page.getByTestId('simulation-apr');
  await expect(monthly).toContainText('× 48 mois');
  const before = await monthly.innerText();

  await page.getByLabel('Apport (€)').fill('8000');
  await expect(monthly).not.toHaveText(before);
  await expect(
    page.getByText(
      /^Exemple représentatif pour l’achat à crédit d’un véhicule neuf au prix de 25\s000\s€ TTC après un apport de 8\s000\s€/,
    ),
  ).toBeVisible();
  await expect(
    page
      .getByText(
        'Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager.',
      )
      .last(),
  ).toBeVisible();
  const size = (el: typeof apr) => el.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
  expect(await size(apr)).toBeGreaterThan(await size(monthly));

  await page.getByLabel('Apport (€)').fill('24500');
  await expect(page.getByText('L’apport doit laisser au moins 1 000 € à financer.')).toBeVisible();
});

test('essai Tesla : un créneau libre réservé, confirmé par le lien de l’e-mail (avec fichier agenda), puis absent pour le visiteur suivant', async ({
  page,
  browser,
}) => {
  const email = fresh('essai');
  await page.goto('/gamme-tesla/model-3/Formulaire');
  await refuseCookies(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réserver un essai : Tesla Model 3');

  // The second day offered, its first free time.
  const days = page.getByRole('group', { name: 'Jour' }).getByRole('radio');
  await days.nth(1).check();
  const times = page.getByRole('group', { name: /^Heure, le / }).getByRole('radio');
  const chosen = await times.first().getAttribute('value');
  const dayName = await days.nth(1).getAttribute('aria-label');
  await times.first().check();

  await page.getByLabel('Nom et prénom').fill('Alex Durand');
  await page.getByLabel('Téléphone').fill('06 11 22 33 44');
  await page.getByLabel('Adresse e-mail').first().fill(email);
  await passBotCheck(page);
  await page.getByRole('button', { name: 'Réserver mon essai' }).click();
  await expect(page.getByRole('heading', { name: 'Plus qu’une étape : confirmez par e-mail' })).toBeVisible();

  const hold = await waitForEmail(email, /Confirmez votre rendez-vous/);
  await page.goto(linkIn(hold, '/services/prise-rendez-vous-en-ligne/confirmation'));
  await expect(page.locator('main').getByRole('status')).toContainText('Votre rendez-vous est confirmé');
  const confirmed = await waitForEmail(email, /Rendez-vous confirmé/);
  expect(confirmed.attachments?.[0]?.filename).toBe('rendez-vous.ics');

  // The next visitor: the slot is no longer offered that day.
  const other = await browser.newPage();
  await other.goto('/gamme-tesla/model-3/Formulaire');
  await other.getByRole('radio', { name: dayName! }).check();
  await expect(
    other
      .getByRole('group', { name: /^Heure, le / })
      .getByRole('radio')
      .first(),
  ).toBeVisible();
  await expect(other.locator(`input[value="${chosen}"]`)).toHaveCount(0);
  await other.close();
});

test('essai Tesla, connecté avec une adresse pas encore confirmée : vérification anti-robot, créneau retenu jusqu’au lien envoyé à l’adresse du compte (texte fixe), puis confirmé', async ({
  page,
}) => {
  const account = await createAccount();
  await page.goto(`/connexion?redirect=${encodeURIComponent('/gamme-tesla/model-y/Formulaire')}`);
  await refuseCookies(page);
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/gamme-tesla\/model-y\/Formulaire$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réserver un essai : Tesla Model Y');
  await expect(page.getByText(/L’adresse e-mail de votre compte n’est pas encore confirmée/)).toBeVisible();
  const email = page.getByLabel('Adresse e-mail').first();
  await expect(email).toHaveValue(account.email);
  await expect(email).not.toBeEditable();

  const days = page.getByRole('group', { name: 'Jour' }).getByRole('radio');
  await days.nth(2).check();
  await page
    .getByRole('group', { name: /^Heure, le / })
    .getByRole('radio')
    .last()
    .check();
  await page.getByLabel('Nom et prénom').fill('Service client https://piege.example');
  await page.getByLabel('Téléphone').fill('06 11 22 33 44');
  await passBotCheck(page);
  await page.getByRole('button', { name: 'Réserver mon essai' }).click();
  await expect(page.getByRole('heading', { name: 'Plus qu’une étape : confirmez par e-mail' })).toBeVisible();
  await expect(page.getByText(/envoyer à l’adresse de votre compte/)).toBeVisible();

  const hold = await waitForEmail(account.email, /Confirmez votre rendez-vous/);
  expect(hold.text).not.toContain('piege.example');
  await page.goto(linkIn(hold, '/services/prise-rendez-vous-en-ligne/confirmation'));
  await expect(page.locator('main').getByRole('status')).toContainText('Votre rendez-vous est confirmé');
});
