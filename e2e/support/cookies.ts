import type { Page } from '@playwright/test';

/**
 * Answers the cookie banner (« Tout refuser ») so that it covers nothing. On a server-rendered page
 * the banner is there before the page's JavaScript: its buttons answer once the page is hydrated.
 */
export async function refuseCookies(page: Page) {
  await page.waitForFunction(() => !document.getElementById('root')?.dataset.ssr || (window as { __GA_HYDRATED__?: boolean }).__GA_HYDRATED__ === true);
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Tout refuser' }).click();
}
