import { expect, test, type Locator, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '@ga/contracts';
import { expectNoAxeViolation } from '../support/axe';
import { createAccount, freeVehicle } from '../support/api';
import { apiToken } from '../support/account-api';
import { refuseCookies } from '../support/cookies';
import { expectNoSidewaysScroll } from '../support/layout';
import { walkPages } from '../support/walk-pages';
import { CONTENT_APP } from '../support/walk-routes';

/**
 * Accessibility walk (first part) of the pages of the shell, the catalogue, the account and the
 * trade-in areas (the content area has its own walk in content-pages.spec.ts): on a first visit
 * (cookie banner shown), desktop and phone widths, exactly one h1 and no axe-core violation at WCAG
 * 2.1 AA. The pages are those of the apps' route manifests (support/walk-routes.ts): every page of
 * every manifest but mf-content's, a page with parameters filled through the API (a free vehicle, a
 * brand, a model, a city…); the pages behind sign-in are walked signed in below.
 */

/** A mid-range phone, as the walks and Lighthouse's mobile preset see it. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
  locale: 'fr-FR',
  timezoneId: 'Europe/Paris',
};

/** The first-visit pages of every app but the content area's. */
const firstVisitPages = () => walkPages((page) => page.app !== CONTENT_APP && !page.signedIn);

/**
 * Every page loaded, held to one h1, no hydration error and no sideways scroll, and checked by axe
 * but for the pages of a template already checked (`variantOf`: the same search template with other
 * vehicles). The desktop walk checks each page of the page table, and one per pattern of the pages a
 * pattern serves with another parameter (the categories, the energies, the leasing offers). On the
 * phone axe checks each template once: one of the fixed listings and categories of /achat, one
 * energy, one leasing offer. The site map is walked at both widths by content-pages.spec.ts.
 */
async function walk(page: Page, { axeOnce = false } = {}) {
  // Every route of the walk, server-rendered or not: no uncaught error, no hydration mismatch.
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()} ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Minified React error/i.test(message.text()))
      problems.push(`${page.url()} ${message.text()}`);
  });
  const checkedTemplates = new Set<string>();
  for (const { path, serverRendered, status, variantOf, patternServed } of await firstVisitPages()) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(status);
    // Public pages arrive rendered by the server (the page not found too, with its 404); a
    // visitor's own pages, the comparison and the e-mail links are rendered by the browser: as
    // each app's manifest says (its `ssr` and `client` lists).
    const renderedBy = /<div id="root" data-ssr="([^"]+)">/.exec((await response?.text()) ?? '')?.[1];
    expect(renderedBy ? 'serveur' : 'navigateur', path).toBe(serverRendered ? 'serveur' : 'navigateur');
    await expect(page.locator('h1'), path).toHaveCount(1);
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => (window as { __GA_HYDRATION_ERRORS__?: string[] }).__GA_HYDRATION_ERRORS__ ?? []),
      path,
    ).toEqual([]);
    // Nothing wider than the screen: no sideways scrolling, on a phone either (WCAG 1.4.10).
    await expectNoSidewaysScroll(page, path);
    const templateChecked = variantOf !== undefined && checkedTemplates.has(variantOf);
    if (templateChecked && (axeOnce || patternServed)) continue;
    if (variantOf) checkedTemplates.add(variantOf);
    await expectNoAxeViolation(page);
  }
  expect(problems).toEqual([]);
}

// About 40 pages, each loaded, left to settle and checked by axe (3 s of axe alone on a busy 2-core
// machine): a budget of 6 minutes, not a measure of speed (the benches measure speed).
const WALK_BUDGET = 360_000;

test('première visite, écran d’ordinateur : un seul h1 et aucune violation axe (WCAG 2.1 AA) sur les pages du shell, du catalogue, du compte et de la reprise', async ({
  page,
}) => {
  test.setTimeout(WALK_BUDGET);
  await walk(page);
});

test('première visite, téléphone : un seul h1 et aucune violation axe (WCAG 2.1 AA) sur les mêmes pages (une liste de véhicules par gabarit)', async ({
  browser,
}) => {
  test.setTimeout(WALK_BUDGET);
  const context = await browser.newContext(PHONE);
  try {
    await walk(await context.newPage(), { axeOnce: true });
  } finally {
    await context.close();
  }
});

const DEMO = { email: 'demo@glinche-automobiles.fr', password: 'Demo-Glinche-2026' };

async function signInWithToken(page: Page, account: { email: string; password: string }): Promise<string> {
  const token = await apiToken(account);
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [TOKEN_STORAGE_KEY, token]);
  return token;
}

for (const [screen, device] of [
  ['ordinateur', null],
  ['téléphone', PHONE],
] as const) {
  test(`connecté (${screen}) : « Mon compte », ses listes, une réservation et une estimation de reprise, sans violation axe ni page plus large que l’écran`, async ({
    page: desktopPage,
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = device ? await browser.newContext(device) : null;
    const page = context ? await context.newPage() : desktopPage;
    try {
      const token = await signInWithToken(page, DEMO);
      // The pages behind sign-in of the manifests: the account area, a booking, a trade-in quote.
      const pages = await walkPages((p) => p.signedIn, token);
      await page.goto('/mon-compte');
      await refuseCookies(page);
      for (const { path } of pages) {
        await page.goto(path);
        await expect(page.locator('h1'), path).toHaveCount(1);
        await page.waitForLoadState('networkidle');
        await expectNoSidewaysScroll(page, path);
        await expectNoAxeViolation(page);
      }
    } finally {
      await context?.close();
    }
  });
}

/** A modal opened from `opener`: no axe violation, focus inside and kept inside, Escape gives it back. */
async function checkModal(page: Page, opener: Locator, dialogName: RegExp | string) {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolation(page);
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('Tab');
    expect(
      await dialog.evaluate((el) => el.contains(document.activeElement)),
      `${String(dialogName)} : le focus reste dans la fenêtre`,
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

for (const [screen, device] of [
  ['ordinateur', null],
  ['téléphone', PHONE],
] as const) {
  test(`fenêtres de la fiche véhicule (financement personnalisé, livraison, rappel) et vue à 360°, ${screen} : axe, focus piégé puis rendu`, async ({
    page: desktopPage,
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = device ? await browser.newContext(device) : null;
    const page = context ? await context.newPage() : desktopPage;
    try {
      await signInWithToken(page, await createAccount());
      const vehicle = await freeVehicle();
      await page.goto(vehicle.path);
      await refuseCookies(page);
      await checkModal(page, page.getByRole('button', { name: 'Personnaliser mon financement' }), /financement/i);
      await checkModal(page, page.getByRole('button', { name: 'Choisir mon mode de livraison' }), 'Mode de livraison');
      await checkModal(page, page.getByRole('button', { name: /Être rappelé par un conseiller/ }), 'Être rappelé');
      // The 360° view: keyboard operable (arrows turn it), no violation.
      await page.getByRole('button', { name: /Vue 360/ }).focus();
      await page.keyboard.press('Enter');
      const viewer = page.getByRole('group', { name: /vue à 360°/ });
      await expect(viewer).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolation(page);
    } finally {
      await context?.close();
    }
  });
}

test('« Supprimer mon compte », menu du téléphone et bandeau cookies personnalisé : axe et focus', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const desktopContext = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const desktop = await desktopContext.newPage();
  try {
    await signInWithToken(desktop, await createAccount());
    await desktop.goto('/mon-compte');
    await refuseCookies(desktop);
    await checkModal(
      desktop,
      desktop.getByRole('button', { name: 'Supprimer mon compte' }).first(),
      /Supprimer votre compte/,
    );
  } finally {
    await desktopContext.close();
  }
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto('/');
    // « Personnaliser » is a <details>: it opens before hydration too (ssr.spec.ts checks it without JavaScript).
    const banner = page.getByTestId('cookie-banner');
    await banner.getByText('Personnaliser', { exact: true }).click();
    await expect(banner.getByRole('checkbox').first()).toBeVisible();
    await expectNoAxeViolation(page);
    await banner.getByRole('button', { name: 'Tout refuser' }).click();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect(page.getByRole('button', { name: 'Fermer le menu' })).toBeVisible();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await expectNoAxeViolation(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('page d’accueil : le carrousel a un bouton Pause et ne tourne pas quand le visiteur demande moins d’animations', async ({
  browser,
}) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/');
    const slide = page.getByTestId('hero-slide').locator('h1');
    const first = await slide.textContent();
    await page.clock.fastForward(20_000);
    await expect(slide).toHaveText(first ?? '');
    // Stopped from the start: the button offers to play.
    await expect(page.getByTestId('hero-pause')).toHaveAttribute('aria-pressed', 'true');
  } finally {
    await context.close();
  }
  const normal = await browser.newContext({ locale: 'fr-FR' });
  const page = await normal.newPage();
  try {
    await page.clock.install();
    await page.goto('/');
    const slide = page.getByTestId('hero-slide').locator('h1');
    const first = await slide.textContent();
    await page.clock.fastForward(8_000);
    await expect(slide).not.toHaveText(first ?? '');
    await page.getByTestId('hero-pause').click();
    const paused = await slide.textContent();
    await page.clock.fastForward(30_000);
    await expect(slide).toHaveText(paused ?? '');
  } finally {
    await normal.close();
  }
});

test('le contrôle axe des marches voit une violation : une image sans texte, un contraste trop faible, dans la page comme dans la partie désignée', async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="fr"><head><title>Essai</title></head><body><main>
    <h1>Essai</h1><section id="bloc"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10"></section>
    <p style="color:#bbb;background:#fff">Texte trop pâle</p></main></body></html>`);
  await expect(expectNoAxeViolation(page)).rejects.toThrow(
    /image-alt[\s\S]*color-contrast|color-contrast[\s\S]*image-alt/,
  );
  await expect(expectNoAxeViolation(page, { within: '#bloc' })).rejects.toThrow(/image-alt/);
  await expect(expectNoAxeViolation(page, { within: '#bloc' })).rejects.not.toThrow(/color-contrast/);
});
