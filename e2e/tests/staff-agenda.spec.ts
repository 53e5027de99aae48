import { expect, test } from '@playwright/test';
import { addIsoDays, isClosedDay, parisToday } from '@ga/contracts';
import { apiAs, apiToken } from '../support/account-api';
import { createVerifiedAccount } from '../support/api';
import { expectNoAxeViolation } from '../support/axe';
import { tabTo } from '../support/keyboard';
import { waitForEmail } from '../support/outbox';
import { signInWithForm } from '../support/session';
import { DEMO_STAFF, signInStaffWithKeyboard } from '../support/staff';
import { refuseCookies } from '../support/cookies';
import { expectNoSidewaysScroll } from '../support/layout';

/**
 * The agenda (docs/staff.md « Appointments »), with the keyboard: a visitor's workshop appointment
 * is in the week of the conseiller, who moves it to another free slot; the visitor's e-mail carries
 * the .ics with the same UID and SEQUENCE:1; the visitor finds it at its new time in « Mon compte »
 * and cancels it there. axe on the agenda and on « Mes rendez-vous ».
 */
test('au clavier : le conseiller déplace un rendez-vous d’atelier depuis l’agenda, le visiteur le retrouve dans « Mon compte » et l’annule', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const visitor = await createVerifiedAccount({ fullname: `Nina Atelier ${Date.now().toString(36)}` });
  const token = await apiToken(visitor);
  let date = addIsoDays(parisToday(), 20 + Math.floor(Math.random() * 20));
  while (isClosedDay(date)) date = addIsoDays(date, 1);
  const slots = await apiAs<{ data: { slots: { starts_at: string; time: string }[] }[] }>(
    token,
    'GET',
    `/api/appointments/slots?kind=atelier&from=${date}&to=${date}`,
  );
  const free = slots.json.data[0]!.slots;
  const booked = await apiAs<{ data: { id: number; reference: string } }>(token, 'POST', '/api/appointments', {
    kind: 'atelier',
    starts_at: free[0]!.starts_at,
    fullname: visitor.fullname,
    email: visitor.email,
    phone: '06 12 34 56 78',
  });
  expect(booked.status).toBe(201);

  await page.goto(`/espace-conseiller/agenda?du=${date}&type=atelier`);
  // Signed out: sent to the sign-in. Tabbing starts once it is shown: the move resets the focus
  // (on a slow machine it came after a few Tabs, and the 12 no longer reached the banner).
  await expect(page).toHaveURL(/\/espace-conseiller\/connexion\?retour=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion à l’espace conseiller' })).toBeVisible();
  // No cookie banner in the staff area (it sets no optional cookie).
  await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
  await signInStaffWithKeyboard(page, DEMO_STAFF.conseiller);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda');
  await expect(page).toHaveTitle(/Agenda — Espace conseiller/);
  const item = page.getByTestId('agenda-item').filter({ hasText: booked.json.data.reference });
  await expect(item).toContainText(free[0]!.time.replace(':', ' h '));
  await expectNoAxeViolation(page);

  // Moved with the keyboard: « Déplacer… », a slot of the list, the button.
  await tabTo(page, item.getByRole('button', { name: /^Déplacer le rendez-vous de/ }));
  await page.keyboard.press('Enter');
  const select = item.getByRole('combobox', { name: /^Nouveau créneau/ });
  await expect(select.locator('option')).not.toHaveCount(1);
  await tabTo(page, select);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const chosen = await select.inputValue();
  expect(chosen).not.toBe('');
  await tabTo(page, item.getByRole('button', { name: 'Déplacer le rendez-vous', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Rendez-vous déplacé' })).toBeVisible();
  const mail = await waitForEmail(visitor.email, /^Votre rendez-vous est déplacé/);
  const ics = mail.attachments![0]!.content;
  expect(ics).toContain(`UID:${booked.json.data.reference}@glinche-automobiles.fr`);
  expect(ics).toMatch(/SEQUENCE:1\r?\n/);

  // The visitor: « Mes rendez-vous », at the new time; cancelled there.
  const context = await browser.newContext();
  const visitorPage = await context.newPage();
  await visitorPage.goto('/connexion?redirect=%2Fmon-compte%2Fmes-rendez-vous');
  await refuseCookies(visitorPage);
  await signInWithForm(visitorPage, visitor);
  await expect(visitorPage.getByRole('heading', { level: 1 })).toBeVisible();
  const mine = visitorPage.getByTestId('appointment-item').filter({ hasText: booked.json.data.reference });
  await expect(mine).toContainText('Confirmée');
  const newTime = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: 'numeric', minute: '2-digit' })
    .format(new Date(chosen))
    .replace(':', ' h ');
  await expect(mine).toContainText(newTime);
  await expectNoAxeViolation(visitorPage);
  await tabTo(visitorPage, mine.getByRole('button', { name: /^Annuler le rendez-vous/ }));
  await visitorPage.keyboard.press('Enter');
  const dialog = visitorPage.getByRole('dialog');
  await tabTo(visitorPage, dialog.getByRole('button', { name: 'Annuler le rendez-vous' }));
  await visitorPage.keyboard.press('Enter');
  await expect(mine).toContainText('Annulée');
  await context.close();

  // The agenda says so too.
  await page.reload();
  await expect(page.getByTestId('agenda-item').filter({ hasText: booked.json.data.reference })).toContainText('Annulé');

  // On a phone: nothing wider than the screen, the agenda and the stock bar included.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('agenda-item').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});
