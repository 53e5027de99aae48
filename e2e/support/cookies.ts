import type { Page } from '@playwright/test';

/**
 * Answers the cookie banner (« Tout refuser ») so that it covers nothing. On a server-rendered page
 * the banner is there before the page's JavaScript: its buttons answer once the page is hydrated.
 */
export async function refuseCookies(page: Page) {
  await waitForHydration(page);
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Tout refuser' }).click();
}

/**
 * A server-rendered page answers clicks once hydrated (before, its buttons are the server's markup:
 * the banner's are a form that posts the choice, the others do nothing). A page rendered in the
 * browser has nothing to wait for.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      !document.getElementById('root')?.dataset.ssr ||
      (window as { __GA_HYDRATED__?: boolean }).__GA_HYDRATED__ === true,
  );
}
