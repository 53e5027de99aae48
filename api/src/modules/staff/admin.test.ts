/**
 * Admin actions (invite, change role, disable, reset 2FA): the password asked again, 403 for
 * conseiller and responsable, sessions revoked, audit rows with before/after and the request id;
 * the audit log read (responsable, admin), filtered and keyset-paginated; the append-only trigger.
 */
import { STAFF_MESSAGES } from '@ga/contracts';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createStaff, signInStaff, staffHeaders, STAFF_TEST_PASSWORD, type TestStaffSession } from '../../test/staff';

let t: TestApp;
let admin: TestStaffSession;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t, await createStaff(t, 'admin'));
});
afterAll(() => t.close());

const me = (s: TestStaffSession) => t.app.inject({ url: '/api/staff/me', headers: staffHeaders(s) });
const act = (s: TestStaffSession, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: staffHeaders(s), payload });
const lastAudit = async (recordId: number) =>
  (
    await sql<{ action: string; actor_id: number; before_data: unknown; after_data: unknown; request_id: string }>`
    select action, actor_id, before_data, after_data, request_id from staff_audit_log where record_type = 'staff_account' and record_id = ${String(recordId)} order by id desc limit 1`.execute(
      t.database.db,
    )
  ).rows[0];

describe('admin actions', () => {
  it('are refused (403) to a conseiller and a responsable, even with the right password', async () => {
    const target = await createStaff(t, 'conseiller');
    for (const role of ['conseiller', 'responsable'] as const) {
      const s = await signInStaff(t, await createStaff(t, role));
      for (const [method, url, body] of [
        [
          'POST',
          '/api/staff/accounts',
          { email: 'x@glinche-automobiles.fr', full_name: 'X Y', role: 'admin', current_password: STAFF_TEST_PASSWORD },
        ],
        ['PUT', `/api/staff/accounts/${target.id}/role`, { role: 'admin', current_password: STAFF_TEST_PASSWORD }],
        ['POST', `/api/staff/accounts/${target.id}/disable`, { current_password: STAFF_TEST_PASSWORD }],
        ['POST', `/api/staff/accounts/${target.id}/reset-2fa`, { current_password: STAFF_TEST_PASSWORD }],
      ] as const) {
        const res = await act(s, method, url, body);
        expect([role, url, res.statusCode, res.json()]).toEqual([
          role,
          url,
          403,
          { message: STAFF_MESSAGES.forbidden },
        ]);
      }
    }
  });

  it('ask for the admin’s password again (422 when wrong, nothing changed)', async () => {
    const target = await createStaff(t, 'conseiller');
    const res = await act(admin, 'PUT', `/api/staff/accounts/${target.id}/role`, {
      role: 'responsable',
      current_password: 'pas le bon',
    });
    expect([res.statusCode, res.json().errors]).toEqual([422, { current_password: [STAFF_MESSAGES.wrongPassword] }]);
    expect(await lastAudit(target.id)).toBeUndefined();
  });

  it('change role: sessions revoked, audited with before/after and the request id', async () => {
    const target = await createStaff(t, 'conseiller');
    const s = await signInStaff(t, target);
    const res = await act(admin, 'PUT', `/api/staff/accounts/${target.id}/role`, {
      role: 'responsable',
      current_password: STAFF_TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: target.id, role: 'responsable' });
    expect((await me(s)).statusCode).toBe(401);
    const row = await lastAudit(target.id);
    expect(row).toMatchObject({
      action: 'staff.account.role_changed',
      actor_id: admin.staff.id,
      request_id: res.headers['x-request-id'],
    });
    expect(row!.before_data).toMatchObject({ role: 'conseiller' });
    expect(row!.after_data).toMatchObject({ role: 'responsable' });
    // The new role applies at the next sign-in.
    expect((await me(await signInStaff(t, target))).json().data.role).toBe('responsable');
  });

  it('disable: sessions revoked, sign-in refused like a wrong password', async () => {
    const target = await createStaff(t, 'conseiller');
    const s = await signInStaff(t, target);
    const res = await act(admin, 'POST', `/api/staff/accounts/${target.id}/disable`, {
      current_password: STAFF_TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.disabled_at).toEqual(expect.any(String));
    expect((await me(s)).statusCode).toBe(401);
    expect(await lastAudit(target.id)).toMatchObject({
      action: 'staff.account.disabled',
      after_data: expect.objectContaining({ disabled: true }),
    });
    await expect(signInStaff(t, target)).rejects.toThrow(/401/);
  });

  it('reset 2FA: sessions revoked, the next sign-in enrols again', async () => {
    const target = await createStaff(t, 'conseiller');
    const s = await signInStaff(t, target);
    const res = await act(admin, 'POST', `/api/staff/accounts/${target.id}/reset-2fa`, {
      current_password: STAFF_TEST_PASSWORD,
    });
    expect([res.statusCode, res.json().data.totp_enrolled]).toEqual([200, false]);
    expect((await me(s)).statusCode).toBe(401);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/staff/sign-in',
      headers: staffHeaders(null),
      payload: { email: target.email, password: target.password },
    });
    expect(first.json().step).toBe('enrolment');
    const codes = await sql<{
      n: number;
    }>`select count(*)::int as n from staff_recovery_codes where staff_id = ${target.id}`.execute(t.database.db);
    expect(codes.rows[0]!.n).toBe(0);
  });

  it('not on one’s own account (409), and 404 for an unknown one', async () => {
    const self = await act(admin, 'POST', `/api/staff/accounts/${admin.staff.id}/disable`, {
      current_password: STAFF_TEST_PASSWORD,
    });
    expect([self.statusCode, self.json().message]).toEqual([409, STAFF_MESSAGES.notYourself]);
    const unknown = await act(admin, 'POST', '/api/staff/accounts/99999999/disable', {
      current_password: STAFF_TEST_PASSWORD,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('invite: an address already taken (any case) is refused', async () => {
    const taken = await createStaff(t, 'conseiller');
    const res = await act(admin, 'POST', '/api/staff/accounts', {
      email: taken.email.toUpperCase(),
      full_name: 'Doublon Exemple',
      role: 'conseiller',
      current_password: STAFF_TEST_PASSWORD,
    });
    expect([res.statusCode, res.json().errors]).toEqual([422, { email: [STAFF_MESSAGES.emailTaken] }]);
  });
});

describe('the audit log', () => {
  it('is read by a responsable and an admin, not a conseiller; filtered by person, record and day; keyset pages, newest first', async () => {
    const conseiller = await signInStaff(t, await createStaff(t, 'conseiller'));
    expect((await t.app.inject({ url: '/api/staff/audit', headers: staffHeaders(conseiller) })).statusCode).toBe(403);
    const responsable = await signInStaff(t, await createStaff(t, 'responsable'));
    const target = await createStaff(t, 'conseiller');
    for (const role of ['responsable', 'admin', 'conseiller'] as const) {
      expect(
        (
          await act(admin, 'PUT', `/api/staff/accounts/${target.id}/role`, {
            role,
            current_password: STAFF_TEST_PASSWORD,
          })
        ).statusCode,
      ).toBe(200);
    }
    const read = (query: string) =>
      t.app.inject({ url: `/api/staff/audit${query}`, headers: staffHeaders(responsable) });
    const byRecord = (await read(`?record_type=staff_account&record_id=${target.id}`)).json();
    expect(byRecord.data.map((r: { after: { role: string } }) => r.after.role)).toEqual([
      'conseiller',
      'admin',
      'responsable',
    ]);
    const page1 = (await read(`?record_type=staff_account&record_id=${target.id}&limit=2`)).json();
    expect(page1.data).toHaveLength(2);
    expect(page1.meta.next_cursor).toBe(page1.data[1].id);
    const page2 = (
      await read(`?record_type=staff_account&record_id=${target.id}&limit=2&before=${page1.meta.next_cursor}`)
    ).json();
    expect([page2.data.map((r: { after: { role: string } }) => r.after.role), page2.meta.next_cursor]).toEqual([
      ['responsable'],
      null,
    ]);
    const byActor = (await read(`?actor_id=${admin.staff.id}&limit=100`)).json();
    expect(byActor.data.every((r: { actor_id: number }) => r.actor_id === admin.staff.id)).toBe(true);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    expect((await read(`?day=${today}&record_id=${target.id}&record_type=staff_account`)).json().data).toHaveLength(3);
    expect((await read(`?day=2001-01-01`)).json().data).toEqual([]);
    expect((await read('?day=hier')).statusCode).toBe(422);
  });

  it('is append-only: the database refuses UPDATE and DELETE (and TRUNCATE)', async () => {
    const db = t.database.db;
    for (const statement of [
      sql`update staff_audit_log set action = 'effacé'`,
      sql`delete from staff_audit_log`,
      sql`truncate staff_audit_log cascade`,
    ]) {
      await expect(statement.execute(db)).rejects.toThrow(/append-only/);
    }
    const n = await sql<{ n: number }>`select count(*)::int as n from staff_audit_log`.execute(db);
    expect(n.rows[0]!.n).toBeGreaterThan(0);
    // The narrow way for a later pseudonymisation: personal columns only, with a transaction-local setting.
    await db.transaction().execute(async (trx) => {
      await sql`set local ga.audit_pseudonymise = 'on'`.execute(trx);
      await sql`update staff_audit_log set actor_email = null, ip = null where actor_id = ${admin.staff.id}`.execute(
        trx,
      );
    });
    const left = await sql<{
      n: number;
    }>`select count(*)::int as n from staff_audit_log where actor_id = ${admin.staff.id} and (actor_email is not null or ip is not null)`.execute(
      db,
    );
    expect(left.rows[0]!.n).toBe(0);
    // Even so, nothing else may change.
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`set local ga.audit_pseudonymise = 'on'`.execute(trx);
        await sql`update staff_audit_log set action = 'x' where actor_id = ${admin.staff.id}`.execute(trx);
      }),
    ).rejects.toThrow(/append-only/);
    await expect(sql`update staff_audit_log set ip = null`.execute(db)).rejects.toThrow(/append-only/);
  });
});
