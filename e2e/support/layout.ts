import { expect, type Page } from '@playwright/test';

/**
 * How many CSS pixels the page is wider than its viewport: > 0 means the visitor scrolls sideways
 * (WCAG 1.4.10, reflow). `scrollWidth − clientWidth` of the document element, so a vertical scroll
 * bar does not count as overflow.
 */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Fails, naming `where`, if the page is wider than its viewport. */
export async function expectNoSidewaysScroll(page: Page, where?: string): Promise<void> {
  expect(await sidewaysOverflow(page), where).toBeLessThanOrEqual(0);
}
