import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { expectNoAxeViolation } from '../support/axe';
import { E2E_FIRST_ADMIN } from '../support/env';
import { tabTo } from '../support/keyboard';
import { linkIn, waitForEmail } from '../support/outbox';

/**
 * The staff accounts page (docs/staff.md « Staff accounts »), with the keyboard only: the first
 * admin, created at start-up by STAFF_FIRST_ADMIN, opens the link of the e-mail, sets a password and
 * enrols (the key typed by hand, as a phone app would read the QR code), then invites a conseiller,
 * changes their role, resets their two-factor sign-in and disables the account, each time with the
 * password asked again. axe on the enrolment and on the accounts page.
 */
test('au clavier : le premier administrateur active son compte par le lien reçu, invite un conseiller, change son rôle, réinitialise sa 2FA et le désactive', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const password = 'une longue phrase de passe pour administrer';
  const email = await waitForEmail(E2E_FIRST_ADMIN.email, /^Votre accès à l’espace conseiller/, 20_000);
  await page.goto(linkIn(email, '/espace-conseiller/enrolement'));
  // No cookie banner in the staff area (it sets no optional cookie).
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolation(page);

  // The password, then the enrolment: the key shown under the QR code gives the codes.
  await tabTo(page, page.getByLabel(/^Mot de passe/));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  const key = page.locator('code').filter({ hasText: /^[A-Z2-7 ]{16,}$/ });
  await expect(key).toBeVisible();
  await expectNoAxeViolation(page);
  const secret = (await key.textContent())!.replace(/\s/g, '');
  await tabTo(page, page.getByRole('textbox', { name: /^Code de vérification/ }));
  await page.keyboard.type(await generate({ secret }));
  await page.keyboard.press('Enter');
  const done = page.getByRole('button', { name: 'J’ai noté mes codes, continuer' });
  await expect(page.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem')).toHaveCount(10);
  await tabTo(page, done);
  await page.keyboard.press('Enter');

  // The admin's own page, from the staff bar.
  const nav = page.getByRole('navigation', { name: 'Espace conseiller' });
  await tabTo(page, nav.getByRole('link', { name: 'Comptes' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/espace-conseiller\/comptes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comptes conseillers');
  await expect(page).toHaveTitle(/Comptes conseillers — Espace conseiller/);
  await expect(page.getByTestId('account-row').filter({ hasText: E2E_FIRST_ADMIN.email })).toContainText('Vous');
  await expectNoAxeViolation(page);

  // Invite: a wrong password first, then the right one; the link to pass on is shown.
  const colleague = `lea.morin.${Date.now().toString(36)}@glinche-automobiles.fr`;
  const invite = page.getByRole('region', { name: 'Inviter un conseiller' });
  await tabTo(page, invite.getByRole('textbox', { name: /^Adresse e-mail professionnelle/ }));
  await page.keyboard.type(colleague);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Léa Morin');
  await tabTo(page, invite.getByLabel(/^Votre mot de passe/));
  await page.keyboard.type('pas le bon mot de passe');
  await page.keyboard.press('Enter');
  await expect(invite.getByText('Mot de passe incorrect.')).toBeVisible();
  // Nothing typed is lost: the field keeps the focus and the other fields their values.
  await expect(invite.getByLabel(/^Votre mot de passe/)).toBeFocused();
  await expect(invite.getByRole('textbox', { name: /^Adresse e-mail professionnelle/ })).toHaveValue(colleague);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('enrolment-link')).toHaveValue(/\/espace-conseiller\/enrolement\?jeton=/);
  const row = page.getByTestId('account-row').filter({ hasText: colleague });
  await expect(row).toContainText('Conseiller');
  await expect(row).toContainText('À activer');
  await expectNoAxeViolation(page);

  // Manage: role, 2FA reset, disable.
  await tabTo(page, row.getByRole('button', { name: 'Gérer le compte de Léa Morin' }));
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Gérer le compte de Léa Morin' });
  await expect(panel.getByRole('heading', { level: 2 })).toBeFocused();
  await tabTo(page, panel.getByLabel(/^Votre mot de passe/));
  await page.keyboard.type(password);
  await tabTo(page, panel.getByRole('combobox', { name: /^Rôle/ }));
  await page.keyboard.press('ArrowDown');
  await tabTo(page, panel.getByRole('button', { name: 'Changer le rôle' }));
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status')).toContainText('Rôle changé');
  await expect(row).toContainText('Responsable');
  await tabTo(page, panel.getByLabel(/^Votre mot de passe/), { backwards: true });
  await page.keyboard.type(password);
  await tabTo(page, panel.getByRole('button', { name: 'Réinitialiser la double authentification' }));
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('status')).toContainText('Double authentification réinitialisée');
  await tabTo(page, panel.getByLabel(/^Votre mot de passe/), { backwards: true });
  await page.keyboard.type(password);
  await tabTo(page, panel.getByRole('button', { name: 'Désactiver le compte' }));
  await page.keyboard.press('Enter');
  await expect(row).toContainText('Désactivé le');
  await expect(panel).toContainText('Ce compte est désactivé');
  await expectNoAxeViolation(page);

  // The journal tells it.
  await page.goto('/espace-conseiller/journal');
  await expect(page.getByTestId('audit-row').filter({ hasText: 'a désactivé un compte' }).first()).toBeVisible();
  await expect(
    page.getByTestId('audit-row').filter({ hasText: 'premier administrateur créé au démarrage' }),
  ).toHaveCount(1);
});
