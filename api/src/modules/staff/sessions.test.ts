/**
 * Staff sessions: CSRF on every write, 8 h of inactivity (sliding), the list, revocation one by one,
 * sign-out, and every session revoked on a password change.
 */
import { STAFF_MESSAGES } from '@ga/contracts';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createStaff, signInStaff, staffHeaders, STAFF_TEST_PASSWORD, type TestStaffSession } from '../../test/staff';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (s: Pick<TestStaffSession, 'sessionId' | 'csrf'>) =>
  t.app.inject({ url: '/api/staff/me', headers: staffHeaders(s) });
const lastSeen = (s: TestStaffSession, ago: string) =>
  sql`update staff_sessions set last_seen_at = now() - ${ago}::interval where staff_id = ${s.staff.id}`.execute(
    t.database.db,
  );

describe('CSRF', () => {
  it('every write needs X-CSRF-Token (missing or wrong: 403 in French); reads do not', async () => {
    const s = await signInStaff(t, await createStaff(t, 'conseiller'));
    const other = await signInStaff(t, await createStaff(t, 'conseiller'));
    for (const csrf of [undefined, '', 'faux', other.csrf]) {
      const headers = staffHeaders(s);
      if (csrf === undefined) delete headers['x-csrf-token'];
      else headers['x-csrf-token'] = csrf;
      const res = await t.app.inject({ method: 'POST', url: '/api/staff/sign-out', headers });
      expect([res.statusCode, res.json()]).toEqual([403, { message: STAFF_MESSAGES.csrf }]);
      expect((await t.app.inject({ url: '/api/staff/sessions', headers })).statusCode).toBe(200);
    }
    // GET /api/staff/me gives the token again (after a reload), and it works.
    const again = (await me({ sessionId: s.sessionId, csrf: '' })).json().csrf_token;
    expect(again).toBe(s.csrf);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/staff/sign-out', headers: staffHeaders(s) })).statusCode,
    ).toBe(204);
  });
});

describe('inactivity', () => {
  it('a session unused for 8 h is over; one used 7 h 59 ago is alive and slides', async () => {
    const s = await signInStaff(t, await createStaff(t, 'conseiller'));
    await lastSeen(s, '7 hours 59 minutes');
    expect((await me(s)).statusCode).toBe(200);
    const row = await sql<{
      last_seen_at: Date;
    }>`select last_seen_at from staff_sessions where staff_id = ${s.staff.id}`.execute(t.database.db);
    expect(Date.now() - row.rows[0]!.last_seen_at.getTime()).toBeLessThan(60_000);
    await lastSeen(s, '8 hours 1 second');
    const res = await me(s);
    expect([res.statusCode, res.json()]).toEqual([401, { message: STAFF_MESSAGES.unauthenticated }]);
  });
});

describe('the list and revocation', () => {
  it('lists my live sessions (the current one marked), revokes one, signs out the current one; audited', async () => {
    const staff = await createStaff(t, 'conseiller');
    const a = await signInStaff(t, staff, '10.78.0.1');
    const b = await signInStaff(t, staff, '10.78.0.2');
    const someoneElse = await signInStaff(t, await createStaff(t, 'conseiller'));
    const list = (await t.app.inject({ url: '/api/staff/sessions', headers: staffHeaders(a) })).json().data as {
      id: number;
      ip: string;
      current: boolean;
    }[];
    expect(list).toHaveLength(2);
    expect(list.find((x) => x.current)?.ip).toBe('10.78.0.1');
    const bId = list.find((x) => !x.current)!.id;
    // Someone else's session: 404, as an unknown one.
    const theirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/staff/sessions/${bId}`,
      headers: staffHeaders(someoneElse),
    });
    expect(theirs.statusCode).toBe(404);
    expect((await me(b)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/staff/sessions/${bId}`, headers: staffHeaders(a) }))
        .statusCode,
    ).toBe(204);
    expect((await me(b)).statusCode).toBe(401);
    const out = await t.app.inject({ method: 'POST', url: '/api/staff/sign-out', headers: staffHeaders(a) });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'ga_staff_session')?.value).toBe('');
    expect((await me(a)).statusCode).toBe(401);
    const actions = await sql<{
      action: string;
      request_id: string;
    }>`select action, request_id from staff_audit_log where actor_id = ${staff.id} order by id`.execute(t.database.db);
    expect(actions.rows.map((r) => r.action)).toEqual([
      'staff.sign_in',
      'staff.sign_in',
      'staff.session.revoked',
      'staff.sign_out',
    ]);
    expect(actions.rows.at(-1)!.request_id).toBe(out.headers['x-request-id']);
  });

  it('a password change revokes every session of the account, this one included', async () => {
    const staff = await createStaff(t, 'conseiller');
    const a = await signInStaff(t, staff);
    const b = await signInStaff(t, staff);
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/password',
      headers: staffHeaders(a),
      payload: { current_password: 'faux', password: 'un tout nouveau mot de passe' },
    });
    expect([wrong.statusCode, wrong.json().errors]).toEqual([
      422,
      { current_password: [STAFF_MESSAGES.wrongPassword] },
    ]);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/staff/password',
      headers: staffHeaders(a),
      payload: { current_password: STAFF_TEST_PASSWORD, password: 'un tout nouveau mot de passe' },
    });
    expect(res.statusCode).toBe(204);
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(401);
    await expect(signInStaff(t, { ...staff, password: 'un tout nouveau mot de passe' })).resolves.toBeTruthy();
  });
});
