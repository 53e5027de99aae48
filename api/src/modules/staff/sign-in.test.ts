/**
 * The staff sign-in end to end: invitation → enrolment link → password → QR code → first code →
 * recovery codes and a session; then password + TOTP, password + recovery code; a code used once;
 * the 5-minute challenge good for its step only; a new session id after 2FA.
 */
import { STAFF_MESSAGES, STAFF_SESSION_COOKIE } from '@ga/contracts';
import { sql } from 'kysely';
import { hashToken } from '../auth/token-service';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app';
import { createStaff, sessionCookie, signInStaff, staffHeaders, STAFF_TEST_PASSWORD } from '../../test/staff';
import { updateAccount } from './account-queries';
import { totpCode } from './totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers = apiHeaders()) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });
const auditRows = async (staffId: number) =>
  (
    await sql<{
      action: string;
      request_id: string | null;
      after_data: unknown;
    }>`select action, request_id, after_data from staff_audit_log where actor_id = ${staffId} order by id`.execute(
      t.database.db,
    )
  ).rows;

describe('first sign-in of an invited account', () => {
  it('invitation link → password → QR code → first code: recovery codes once, a session, audited', async () => {
    const admin = await signInStaff(t, await createStaff(t, 'admin'));
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/staff/accounts',
      headers: staffHeaders(admin),
      payload: {
        email: 'Nouvelle.Recrue@Glinche-Automobiles.fr',
        full_name: 'Nina Recrue',
        role: 'conseiller',
        current_password: STAFF_TEST_PASSWORD,
      },
    });
    expect(invite.statusCode).toBe(201);
    const { data, enrolment_link } = invite.json();
    expect(data).toMatchObject({
      email: 'nouvelle.recrue@glinche-automobiles.fr',
      role: 'conseiller',
      totp_enrolled: false,
      disabled_at: null,
    });
    expect(enrolment_link.url).toMatch(
      new RegExp(`^${t.config.siteUrl}/espace-conseiller/enrolement\\?jeton=[A-Za-z0-9_-]{43}$`),
    );
    const token = new URL(enrolment_link.url).searchParams.get('jeton')!;

    // No password yet: the password step cannot succeed.
    expect(
      (await post('/api/staff/sign-in', { email: data.email, password: 'nimporte quoi du tout' })).statusCode,
    ).toBe(401);
    // A common password is refused by the link (the house's password rules).
    const weak = await post('/api/staff/enrolment', { token, password: 'azertyuiop123' });
    expect(weak.statusCode).toBe(422);
    const password = 'le garage ouvre à huit heures';
    const opened = await post('/api/staff/enrolment', { token, password });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ step: 'enrolment', challenge: expect.any(String), expires_in: 300 });
    // The link served once.
    const again = await post('/api/staff/enrolment', { token, password });
    expect([again.statusCode, again.json().errors]).toEqual([422, { token: [STAFF_MESSAGES.invalidEnrolmentLink] }]);

    // The password step of a not-yet-enrolled account says so.
    const step1 = await post('/api/staff/sign-in', { email: data.email, password });
    expect(step1.json()).toMatchObject({ step: 'enrolment' });
    const challenge = step1.json().challenge as string;
    const qr = await post('/api/staff/sign-in/enrolment', { challenge });
    expect(qr.statusCode).toBe(200);
    expect(qr.json().otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+\?secret=[A-Z2-7]+/);
    expect(qr.json().qr_svg).toMatch(/^<svg/);
    const secret = qr.json().secret as string;
    // The same pending secret when the page is reloaded.
    expect((await post('/api/staff/sign-in/enrolment', { challenge })).json().secret).toBe(secret);
    // An enrolment challenge is no TOTP challenge.
    expect((await post('/api/staff/sign-in/totp', { challenge, code: await totpCode(secret) })).statusCode).toBe(401);

    const wrong = await post('/api/staff/sign-in/enrolment/confirm', {
      challenge,
      code: '000000' === (await totpCode(secret)) ? '111111' : '000000',
    });
    expect([wrong.statusCode, wrong.json()]).toEqual([401, { message: STAFF_MESSAGES.badCode }]);
    const done = await post('/api/staff/sign-in/enrolment/confirm', { challenge, code: await totpCode(secret) });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ id: data.id, email: data.email, full_name: 'Nina Recrue', role: 'conseiller' });
    const codes = done.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    // Only hashes are stored.
    const stored = (
      await sql<{ code_hash: string }>`select code_hash from staff_recovery_codes where staff_id = ${data.id}`.execute(
        t.database.db,
      )
    ).rows;
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.code_hash)).not.toContain(codes[0]);
    const cookie = done.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ path: '/api/staff', httpOnly: true, sameSite: 'Strict' });
    expect(cookie.secure).toBeFalsy(); // the test API's public URL is http://
    expect(done.headers['cache-control']).toBe('no-store');

    const me = await t.app.inject({
      url: '/api/staff/me',
      headers: staffHeaders({ sessionId: cookie.value, csrf: '' }),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ data: done.json().data, csrf_token: done.json().csrf_token });
    expect((await auditRows(data.id)).map((r) => r.action)).toEqual([
      'staff.sign_in.failed',
      'staff.enrolment.link_used',
      'staff.sign_in.failed',
      'staff.enrolment.completed',
      'staff.sign_in',
    ]);
    // The invitation is logged under the admin, with the request id.
    const invited = (await auditRows(admin.staff.id)).find((r) => r.action === 'staff.account.invited');
    expect(invited?.request_id).toBe(invite.headers['x-request-id']);
  });

  it('the Secure flag is set when the API is served over https', async () => {
    const https = await createTestApp({ publicApiUrl: 'https://api.glinche-automobiles.fr' });
    try {
      const s = await createStaff(https, 'conseiller');
      const first = await https.app.inject({
        method: 'POST',
        url: '/api/staff/sign-in',
        headers: apiHeaders(),
        payload: { email: s.email, password: s.password },
      });
      const res = await https.app.inject({
        method: 'POST',
        url: '/api/staff/sign-in/totp',
        headers: apiHeaders(),
        payload: { challenge: first.json().challenge, code: await totpCode(s.secret) },
      });
      expect(res.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Strict',
      });
    } finally {
      await https.close();
    }
  });
});

describe('password + TOTP', () => {
  it('a code is accepted once: the same code again is refused, even with a new challenge', async () => {
    const s = await createStaff(t, 'conseiller');
    const code = await totpCode(s.secret);
    const c1 = (await post('/api/staff/sign-in', { email: s.email, password: s.password })).json().challenge;
    expect((await post('/api/staff/sign-in/totp', { challenge: c1, code })).statusCode).toBe(200);
    const c2 = (await post('/api/staff/sign-in', { email: s.email, password: s.password })).json().challenge;
    const replay = await post('/api/staff/sign-in/totp', { challenge: c2, code });
    expect([replay.statusCode, replay.json()]).toEqual([401, { message: STAFF_MESSAGES.badCode }]);
    // The previous step's code is refused too now; the next step's is fine (±1).
    expect(
      (await post('/api/staff/sign-in/totp', { challenge: c2, code: await totpCode(s.secret, Date.now() / 1000 - 30) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post('/api/staff/sign-in/totp', { challenge: c2, code: await totpCode(s.secret, Date.now() / 1000 + 30) }))
        .statusCode,
    ).toBe(200);
  });

  it('codes two steps away are refused', async () => {
    const s = await createStaff(t, 'conseiller');
    const challenge = (await post('/api/staff/sign-in', { email: s.email, password: s.password })).json().challenge;
    for (const offset of [-60, 60]) {
      const res = await post('/api/staff/sign-in/totp', {
        challenge,
        code: await totpCode(s.secret, Date.now() / 1000 + offset),
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('same answer for a wrong password, an unknown address, a disabled account; failures audited', async () => {
    const s = await createStaff(t, 'conseiller');
    const off = await createStaff(t, 'conseiller');
    await updateAccount(t.database.db, off.id, { disabled_at: new Date() });
    for (const body of [
      { email: s.email, password: 'pas le bon mot de passe' },
      { email: 'personne@glinche-automobiles.fr', password: 'x' },
      { email: off.email, password: off.password },
    ]) {
      const res = await post('/api/staff/sign-in', body);
      expect([res.statusCode, res.json()]).toEqual([401, { message: STAFF_MESSAGES.badCredentials }]);
    }
    expect((await auditRows(s.id)).map((r) => [r.action, r.after_data])).toEqual([
      ['staff.sign_in.failed', { step: 'password' }],
    ]);
    const unknown = await sql<{
      n: number;
    }>`select count(*)::int as n from staff_audit_log where actor_id is null and actor_email = 'personne@glinche-automobiles.fr' and action = 'staff.sign_in.failed'`.execute(
      t.database.db,
    );
    expect(unknown.rows[0]!.n).toBe(1);
  });

  it('a NEW session id after 2FA: a cookie the browser held before is not adopted', async () => {
    const s = await createStaff(t, 'conseiller');
    const planted = 'session-choisie-par-un-attaquant-0123456789abcdef';
    const cookie = `${STAFF_SESSION_COOKIE}=${planted}`;
    const first = await post(
      '/api/staff/sign-in',
      { email: s.email, password: s.password },
      { ...apiHeaders(), cookie },
    );
    const second = await post(
      '/api/staff/sign-in/totp',
      { challenge: first.json().challenge, code: await totpCode(s.secret) },
      { ...apiHeaders(), cookie },
    );
    const issued = sessionCookie(second)!;
    expect(issued).not.toBe(planted);
    expect(issued).not.toBe(first.json().challenge);
    expect((await t.app.inject({ url: '/api/staff/me', headers: { ...apiHeaders(), cookie } })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/staff/me', headers: staffHeaders({ sessionId: issued, csrf: '' }) })).statusCode,
    ).toBe(200);
    // Only the hash is stored.
    const rows = await sql<{
      session_hash: string;
    }>`select session_hash from staff_sessions where staff_id = ${s.id}`.execute(t.database.db);
    expect(rows.rows.map((r) => r.session_hash)).toEqual([hashToken(issued)]);
    // Two sign-ins, two different ids.
    const other = await signInStaff(t, s);
    expect(other.sessionId).not.toBe(issued);
  });
});

describe('the 5-minute challenge', () => {
  it('lasts 5 minutes, serves once, and is useless anywhere else', async () => {
    const s = await createStaff(t, 'conseiller');
    const first = await post('/api/staff/sign-in', { email: s.email, password: s.password });
    const challenge = first.json().challenge as string;
    const row = await sql<{
      expires_at: Date;
    }>`select expires_at from staff_sign_in_challenges where token_hash = ${hashToken(challenge)}`.execute(
      t.database.db,
    );
    expect(Math.abs(row.rows[0]!.expires_at.getTime() - Date.now() - 300_000)).toBeLessThan(5000);
    // Not a visitor token, not a staff session, not an enrolment challenge.
    expect((await t.app.inject({ url: '/api/user', headers: apiHeaders(challenge) })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/staff/me', headers: staffHeaders({ sessionId: challenge, csrf: '' }) }))
        .statusCode,
    ).toBe(401);
    expect((await post('/api/staff/sign-in/enrolment', { challenge })).statusCode).toBe(401);

    // Expired: refused.
    await sql`update staff_sign_in_challenges set expires_at = now() - interval '1 second' where token_hash = ${hashToken(challenge)}`.execute(
      t.database.db,
    );
    const late = await post('/api/staff/sign-in/totp', { challenge, code: await totpCode(s.secret) });
    expect([late.statusCode, late.json()]).toEqual([401, { message: STAFF_MESSAGES.invalidChallenge }]);

    // Used once.
    const fresh = (await post('/api/staff/sign-in', { email: s.email, password: s.password })).json().challenge;
    expect(
      (await post('/api/staff/sign-in/totp', { challenge: fresh, code: await totpCode(s.secret) })).statusCode,
    ).toBe(200);
    expect(
      (
        await post('/api/staff/sign-in/totp', {
          challenge: fresh,
          code: await totpCode(s.secret, Date.now() / 1000 + 30),
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('recovery codes', () => {
  it('a recovery code opens a session once; the count left is given', async () => {
    const s = await createStaff(t, 'conseiller', { enrolled: false });
    const challenge = (await post('/api/staff/sign-in', { email: s.email, password: s.password })).json().challenge;
    const secret = (await post('/api/staff/sign-in/enrolment', { challenge })).json().secret;
    const codes = (
      await post('/api/staff/sign-in/enrolment/confirm', { challenge, code: await totpCode(secret) })
    ).json().recovery_codes as string[];

    const c1 = (await post('/api/staff/sign-in', { email: s.email, password: s.password })).json().challenge;
    const used = await post('/api/staff/sign-in/recovery', {
      challenge: c1,
      recovery_code: codes[3]!.toLowerCase().replace('-', ' '),
    });
    expect(used.statusCode).toBe(200);
    expect(used.json().recovery_codes_left).toBe(9);
    expect(sessionCookie(used)).toBeTruthy();
    const c2 = (await post('/api/staff/sign-in', { email: s.email, password: s.password })).json().challenge;
    const again = await post('/api/staff/sign-in/recovery', { challenge: c2, recovery_code: codes[3] });
    expect([again.statusCode, again.json()]).toEqual([401, { message: STAFF_MESSAGES.badRecoveryCode }]);
    const format = await post('/api/staff/sign-in/recovery', { challenge: c2, recovery_code: 'pas-un-code!' });
    expect(format.statusCode).toBe(422);
  });
});
