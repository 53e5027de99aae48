import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, the level the European Accessibility Act and RGAA ask (docs/accessibility.md). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeOptions {
  /** A CSS selector: only that part of the page is checked (a block of a page another test walks). */
  within?: string;
}

/**
 * No axe-core violation at WCAG 2.1 AA on the page as it is now (animations finished first: a modal
 * fading in is not a contrast failure).
 *
 * axe runs in the page itself (AxeBuilder's « legacy » mode). Its default mode runs axe in each
 * frame, then sends every partial result, passes included, to a new blank page where axe is
 * injected again to finish: about half of axe's time on this site (measured in Chromium on
 * `pnpm start`: /achat 5.0 → 2.7 s, / 5.8 → 3.2 s, /connexion 1.4 → 0.7 s; docs/performance.md).
 * The legacy mode checks same-origin frames only, and the site has no frame.
 */
export async function expectNoAxeViolation(page: Page, { within }: AxeOptions = {}): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  let axe = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS);
  if (within) axe = axe.include(within);
  const { violations } = await axe.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** What every page is held to: no axe violation, exactly one h1. */
export async function expectAccessiblePage(page: Page): Promise<void> {
  await expectNoAxeViolation(page);
  await expect(page.locator('h1')).toHaveCount(1);
}
