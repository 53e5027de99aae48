import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { tabTo } from './keyboard';

/**
 * The demo staff accounts of the seed (docs/staff.md « Try it »): their password and their TOTP
 * secret are published on purpose, the same on every demo machine (api/src/modules/staff/demo.ts).
 */
export const DEMO_STAFF = {
  conseiller: 'conseiller.demo@glinche-automobiles.fr',
  responsable: 'responsable.demo@glinche-automobiles.fr',
} as const;
const DEMO_PASSWORD = 'Demo-Conseiller-2026';
const DEMO_SECRET = 'GLINCHEDEMOSTAFFTOTPSECRET234567';

/** The code of the moment, what `pnpm --filter @ga/api staff:totp` prints. */
export const currentCode = () => generate({ secret: DEMO_SECRET });

/**
 * Signs in at /espace-conseiller/connexion with the keyboard only (Tab, typed text, Enter). A code is
 * accepted once: if this account already used the code of this 30-second step (another spec, in
 * the other worker, signed in with it), wait for the next. The API's refusal of a code says nothing
 * of why (incorrect, expired or used): one message above the form.
 */
export async function signInStaffWithKeyboard(page: Page, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Connexion à l’espace conseiller' });
  await tabTo(page, form.getByRole('textbox', { name: /^Adresse e-mail professionnelle/ }));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  const code = page.getByRole('textbox', { name: /^Code de vérification/ });
  await expect(code).toBeFocused();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    // Typed key by key the first time. After a refusal the field is re-checked at each key and the
    // error summary updates: the new code is put in at once (under load, a key could land while the
    // summary re-rendered, and the form then refused a partial code without asking the API).
    if (attempt === 0) await page.keyboard.type(await currentCode());
    else await code.fill(await currentCode());
    const answer = page
      .waitForResponse((r) => r.url().endsWith('/api/staff/sign-in/totp') && r.request().method() === 'POST', {
        timeout: 20_000,
      })
      .catch(() => null);
    await code.press('Enter');
    const response = await answer;
    if (response?.ok()) {
      await page.waitForURL(/\/espace-conseiller\/(?!connexion)/);
      return;
    }
    // Refused: the message says so on the page; the next 30-second step brings a new code.
    if (response) await expect(page.getByText('Code de vérification incorrect, expiré ou déjà utilisé.')).toBeVisible();
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 200);
  }
  throw new Error(`Connexion conseiller impossible pour ${email}`);
}
