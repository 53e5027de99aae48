import type { Page } from '@playwright/test';

/** Answers the cookie banner (« Tout refuser ») so that it covers nothing. */
export async function refuseCookies(page: Page) {
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Tout refuser' }).click();
}
