import { test } from '@playwright/test';
import { freeVehicle } from '../support/api';
import { waitForHydration } from '../support/cookies';
import { expectNoSidewaysScroll } from '../support/layout';

// WCAG 1.4.10 (reflow): at 320 CSS px nothing makes the page wider than the screen. Measured in the
// worst case, the fallback font: with `font-display: optional` a first visit often paints without
// the site's fonts, and a wider system font once made the vehicle page 445 px wide on a 412 px
// phone (a button's nowrap label) and moved the cookie banner (CLS 0.62).
test.use({ viewport: { width: 320, height: 700 }, isMobile: true, hasTouch: true });

test('à 320 px, avec la police de secours, aucune page clé n’est plus large que l’écran', async ({ page }) => {
  const vehicle = await freeVehicle();
  await page.route(/\.woff2$/, (route) => route.abort());
  for (const path of ['/', '/achat', vehicle.path, '/reprise-voiture', '/financement', '/a-propos/faq', '/connexion']) {
    await page.goto(path);
    await waitForHydration(page);
    await expectNoSidewaysScroll(page, path);
  }
});
