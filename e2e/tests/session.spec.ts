import { expect, test } from '@playwright/test';
import { createAccount } from '../support/api';
import { signInWithForm } from '../support/session';

test('connexion puis déconnexion', async ({ page }) => {
  const account = await createAccount();
  await page.goto('/connexion');
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/mon-compte$/);
  await expect(page.getByRole('link', { name: /Bonjour Camille/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ga_app_token'))).toBeTruthy();

  // A signed-in visitor is sent away from guest-only pages.
  await page.goto('/connexion');
  await expect(page).toHaveURL(/\/mon-compte$/);

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ga_app_token'))).toBeNull();
});

test('connecté, l’en-tête et les onglets de « Mon compte » tiennent dans leur largeur à 1366 et à 390 px', async ({
  page,
}) => {
  const account = await createAccount();
  await page.goto('/connexion');
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/mon-compte$/);
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const bar = page.getByTestId('header-bar');
    await expect(page.getByRole('link', { name: /Bonjour Camille/ })).toBeVisible();
    // Every visible element of the bar ends inside its content box (the container, padding excluded).
    const overflow = await bar.evaluate((el) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      const left = box.left + parseFloat(style.paddingLeft);
      const right = box.right - parseFloat(style.paddingRight);
      return [...el.querySelectorAll<HTMLElement>('a, button')]
        .filter((item) => item.offsetParent !== null)
        .map((item) => item.getBoundingClientRect())
        .filter((r) => r.width > 1 && (r.left < left - 0.5 || r.right > right + 0.5))
        .map((r) => `${Math.round(r.left)}–${Math.round(r.right)} hors de ${Math.round(left)}–${Math.round(right)}`);
    });
    expect({ width, overflow }).toEqual({ width, overflow: [] });

    // The account tabs: on a wide screen every tab shows; on a phone the strip scrolls, the current tab in view.
    await page.goto('/mon-compte/mes-financements');
    const tabs = page.getByRole('navigation', { name: 'Mon compte' });
    await expect(tabs.getByRole('link', { name: 'Mes financements' })).toHaveAttribute('aria-current', 'page');
    // (On a phone the strip scrolls smoothly to the current tab: polled until it has.)
    const outside = () =>
      tabs.evaluate((nav, all) => {
        const box = nav.getBoundingClientRect();
        return [...nav.querySelectorAll<HTMLElement>('a')]
          .filter((a) => all || a.getAttribute('aria-current') === 'page')
          .filter((a) => {
            const r = a.getBoundingClientRect();
            return r.left < box.left - 0.5 || r.right > box.right + 0.5;
          })
          .map((a) => a.textContent);
      }, width > 768);
    await expect.poll(outside, { message: `onglets hors du cadre à ${width} px` }).toEqual([]);
  }
});

test('mauvais mot de passe : message en français', async ({ page }) => {
  const account = await createAccount();
  await page.goto('/connexion');
  await page.getByLabel('Adresse e-mail').fill(account.email);
  await page.locator('input[name="password"]').fill('pas-le-bon-mot-de-passe');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toContainText('Identifiant ou mot de passe incorrect.');
});

test('l’espace client demande la connexion puis y revient', async ({ page }) => {
  const account = await createAccount();
  await page.goto('/mon-compte/mes-devis');
  await expect(page).toHaveURL(/\/connexion\?redirect=%2Fmon-compte%2Fmes-devis$/);
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/mon-compte\/mes-devis$/);
});

test('un jeton révoqué est effacé sans bruit au chargement', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('ga_app_token', 'jeton-invalide'));
  await page.reload();
  await expect(page.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('ga_app_token'))).toBeNull();
});
