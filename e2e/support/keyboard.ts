import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Moves the focus with Tab (or Shift+Tab) until `target` has it, as a keyboard user would: fails
 * if it never gets there (unreachable by keyboard) and checks the focus is visible when it does.
 */
export async function tabTo(page: Page, target: Locator, { max = 300, backwards = false } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      await expectVisibleFocus(page);
      return;
    }
  }
  throw new Error(`Le focus n’atteint jamais ${target.toString()} en ${max} tabulations.`);
}

/** The focused element shows it: an outline, or a ring drawn with box-shadow (on it or its label). */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const shown = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'rien';
    const drawn = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    // A text field draws its ring on its frame (:focus-within); a visually hidden native control
    // (custom checkbox, radio card) on its label or the box next to it.
    return drawn(el) || drawn(el.parentElement) || drawn(el.closest('label')) || drawn(el.nextElementSibling)
      ? 'ok'
      : el.outerHTML.slice(0, 160);
  });
  expect(shown, 'focus visible').toBe('ok');
}

/**
 * Types a date into the native date field that has the focus, segment by segment. The order of
 * the segments is the browser's (its interface language, not the page's): day first in French;
 * if the field did not get the date, it is typed again month first (from the first segment).
 */
export async function typeDate(page: Page, field: Locator, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  await page.keyboard.type(`${day}${month}${year}`);
  if ((await field.inputValue()) === iso) return;
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.type(`${month}${day}${year}`);
  await expect(field).toHaveValue(iso);
}
