import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { refuseCookies } from '../support/cookies';
import { API_KEY, API_URL } from '../support/env';

/** A partner's page, picked through the API. */
async function partnerPath(): Promise<string> {
  const res = await fetch(`${API_URL}/api/partners`, { headers: { 'X-Api-Key': API_KEY, Accept: 'application/json' } });
  const { data } = (await res.json()) as { data: { slug: string }[] };
  return `/a-propos/partenaires/${data[0]!.slug}`;
}

/** The editorial pages built so far (issue 11): about, FAQ, partners, companies, forms and legal pages. */
const PAGES = [
  '/a-propos',
  '/a-propos/contactez-nous',
  '/a-propos/l-equipe',
  '/a-propos/revue-de-presse',
  '/a-propos/services-aux-professionnels',
  '/a-propos/partenaires',
  '/a-propos/services-aux-societes',
  '/a-propos/services-aux-societes/achat-vehicules-electrique',
  '/a-propos/services-aux-societes/tout-savoir-sur-tvs',
  '/a-propos/services-aux-societes/tva-recuperable-et-financement',
  '/formulaire/recherche-personnalisee',
  '/formulaire/devis-amenagement-utilitaire',
  '/formulaire/reprise-flotte',
  '/a-propos/glincheland',
  '/a-propos/mandataire-automobile',
  '/a-propos/notre-histoire',
  '/a-propos/faq',
  '/a-propos/faq/acheter-une-voiture',
  '/a-propos/faq/en-savoir-plus',
  '/a-propos/faq/financer',
  '/a-propos/faq/les-vehicules',
  '/a-propos/faq/livraison-a-domicile',
  '/a-propos/faq/livraison-en-centre',
  '/a-propos/faq/vendre-ma-voiture',
  '/conditions-generales-vente',
  '/mentions-legales',
  '/politique-confidentialite-protection-donnees',
  '/politique-utilisation-cookies',
];

async function noAxeViolation(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('chaque page éditoriale : titre en français avec la marque, un seul h1, pas d’erreur, aucun « en construction », aucune violation axe', async ({ page }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(`${page.url()} ${m.text()}`));
  page.on('pageerror', (e) => errors.push(`${page.url()} ${e.message}`));
  await page.goto('/a-propos');
  await refuseCookies(page);
  for (const path of [...PAGES, await partnerPath()]) {
    await page.goto(path);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page).toHaveTitle(/ \| Glinche Automobiles$/);
    await expect(page.getByTestId('page-pending')).toHaveCount(0);
    await expect(page.getByText(/en construction/i)).toHaveCount(0);
    // No broken picture.
    await expect.poll(() => page.evaluate(() => [...document.images].filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.src))).toEqual([]);
    await noAxeViolation(page);
  }
  expect(errors).toEqual([]);
});

test('FAQ : recherche sur toutes les questions, lien direct vers une réponse, accordéon au clavier', async ({ page }) => {
  await page.goto('/a-propos/faq');
  await refuseCookies(page);
  await page.getByRole('searchbox', { name: 'Rechercher dans les questions' }).fill('retractation');
  await expect(page.getByText(/réponses? trouvées?/)).toBeVisible();
  await page.getByRole('link', { name: 'Puis-je changer d’avis après une livraison à distance ?' }).click();
  await expect(page).toHaveURL(/\/a-propos\/faq\/livraison-a-domicile#retractation$/);
  const answer = page.locator('details#retractation');
  await expect(answer).toHaveAttribute('open', '');
  await expect(answer.getByText('14 jours')).toBeVisible();

  // A question opens and closes with the keyboard.
  const question = page.locator('details#delai summary');
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('details#delai')).toHaveAttribute('open', '');
  await page.keyboard.press('Enter');
  await expect(page.locator('details#delai')).not.toHaveAttribute('open');
});

test('politique cookies : le bouton rouvre les choix du bandeau', async ({ page }) => {
  await page.goto('/politique-utilisation-cookies');
  await refuseCookies(page);
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  await page.getByRole('button', { name: 'Modifier mes choix de cookies' }).click();
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'ncc_c' })).toBeVisible();
});
