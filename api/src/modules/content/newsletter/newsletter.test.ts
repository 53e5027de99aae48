import { NEWSLETTER_CONFIRM_PATH, NEWSLETTER_MESSAGES, NEWSLETTER_UNSUBSCRIBE_PATH } from '@ga/contracts';
import { readOutbox } from '../../mailer';
import { solvedBotCheck } from '../../../test/bot-check';
import {
  apiHeaders,
  createTestApp,
  emailedToken,
  personalAccount,
  registerUser,
  type TestApp,
} from '../../../test/test-app';
import { contentDb } from '../tables';
import { unsubscribeToken } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fresh = () => `lecteur-${Math.random().toString(36).slice(2)}@exemple.fr`;
const subscribe = async (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    headers: apiHeaders(),
    payload: { email, captcha_token: await solvedBotCheck(t.app) },
  });
const link = (kind: 'confirm' | 'unsubscribe', token: string) =>
  t.app.inject({ method: 'POST', url: `/api/newsletter/${kind}`, headers: apiHeaders(), payload: { token } });
const row = (email: string) =>
  contentDb(t.database.db)
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
const mailsTo = async (email: string) => (await readOutbox(t.config.outboxDir)).filter((m) => m.to === email);
const emailedUnsubscribeToken = (email: string) => emailedToken(t, email, NEWSLETTER_UNSUBSCRIBE_PATH);

describe('newsletter (double opt-in)', () => {
  it('waits for the e-mailed link, then subscribes; the link opened twice says the same', async () => {
    const email = fresh();
    const res = await subscribe(email.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: NEWSLETTER_MESSAGES.subscribed });
    expect(await row(email)).toMatchObject({ status: 'en_attente', source: 'formulaire' });
    const token = await emailedToken(t, email, NEWSLETTER_CONFIRM_PATH);
    const confirmed = await link('confirm', token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: NEWSLETTER_MESSAGES.confirmed, data: { email } });
    expect(await row(email)).toMatchObject({ status: 'inscrit', confirmed_at: expect.any(Date) });
    expect((await link('confirm', token)).statusCode).toBe(200);
  });

  it('is idempotent and reveals nothing: an address already on the list gets the same reply and no e-mail', async () => {
    const email = fresh();
    await subscribe(email);
    await link('confirm', await emailedToken(t, email, NEWSLETTER_CONFIRM_PATH));
    const again = await subscribe(email);
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ message: NEWSLETTER_MESSAGES.subscribed });
    await new Promise((r) => setTimeout(r, 100));
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('sends at most 3 confirmation e-mails per address and hour', async () => {
    const email = fresh();
    for (let i = 0; i < 5; i++) expect((await subscribe(email)).statusCode).toBe(202);
    await emailedToken(t, email, NEWSLETTER_CONFIRM_PATH, 3);
    await new Promise((r) => setTimeout(r, 150));
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it('unsubscribes with the signed link of the e-mail, without signing in; a forged link is a 422', async () => {
    const email = fresh();
    await subscribe(email);
    await link('confirm', await emailedToken(t, email, NEWSLETTER_CONFIRM_PATH));
    const token = await emailedUnsubscribeToken(email);
    const res = await link('unsubscribe', token);
    expect(res.json()).toEqual({ message: NEWSLETTER_MESSAGES.unsubscribed, data: { email } });
    expect(await row(email)).toMatchObject({ status: 'desinscrit' });
    expect((await link('unsubscribe', token)).statusCode).toBe(200);
    const forged = token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    const bad = await link('unsubscribe', forged);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ token: [NEWSLETTER_MESSAGES.invalidLink] });
    expect((await link('confirm', 'x'.repeat(43))).json().errors).toEqual({ token: [NEWSLETTER_MESSAGES.invalidLink] });
  });

  it('is the same list as the account’s box: either place changes it', async () => {
    const account = personalAccount({ subscribe_newsletter: true });
    const u = await registerUser(t.app, account);
    const email = u.user.email as string;
    expect(await row(email)).toMatchObject({ status: 'inscrit', source: 'compte' });

    // Leaving by the e-mail link unticks the account's box.
    await link('unsubscribe', unsubscribeToken(await signingKey(), email));
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: apiHeaders(u.token) });
    expect(me.json().data.subscribe_newsletter).toBe(false);

    // Ticking the box in the profile puts the address back on the list.
    const profile = { ...me.json().data, subscribe_newsletter: true, business_sector_id: null };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: apiHeaders(u.token),
      payload: profile,
    });
    expect(saved.statusCode).toBe(200);
    expect(await row(email)).toMatchObject({ status: 'inscrit' });

    // Confirming by the footer form ticks the box of an account that had left.
    await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: apiHeaders(u.token),
      payload: { ...profile, subscribe_newsletter: false },
    });
    expect(await row(email)).toMatchObject({ status: 'desinscrit' });
    await subscribe(email);
    await link('confirm', await emailedToken(t, email, NEWSLETTER_CONFIRM_PATH));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: apiHeaders(u.token) })).json().data
        .subscribe_newsletter,
    ).toBe(true);
  });
});

async function signingKey(): Promise<Buffer> {
  if (t.config.signingSecret) return Buffer.from(t.config.signingSecret, 'utf8');
  const { appSecret } = await import('../../../db/app-secrets');
  return appSecret(t.database.db, 'signing-key');
}
