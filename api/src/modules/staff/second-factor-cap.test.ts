/**
 * A lifetime cap on wrong second-factor codes: the rate
 * limit's window resets every 15 minutes, so without it someone holding the password could guess
 * codes forever. Consecutive wrong TOTP codes are counted in the database across windows and
 * challenges, reset only by a success or an admin 2FA reset; at STAFF_TOTP_MAX_FAILURES the code
 * step answers 403 and only a recovery code (or the admin reset) lets the person in. The staff
 * member is e-mailed on the first wrong code after a success and at the cap, each e-mail audited.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STAFF_MESSAGES } from '@ga/contracts';
import { sql } from 'kysely';
import { loadConfig } from '../../config';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app';
import { createStaff, signInStaff, staffHeaders, STAFF_TEST_PASSWORD, type TestStaff } from '../../test/staff';
import { createMailer, readOutbox, type Mailer } from '../mailer';
import { replaceRecoveryCodes, updateAccount } from './account-queries';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { totpCode } from './totp';

const CAP = 4;
let t: TestApp;
let outbox: string;
let mailer: Mailer;
beforeAll(async () => {
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-staff-2fa-cap-'));
  mailer = createMailer({
    smtpUrl: null,
    outboxDir: outbox,
    mailFrom: 'Glinche Automobiles <ne-pas-repondre@glinche-automobiles.fr>',
  });
  // The limits per window are lifted: the cap is what stops the guesses here.
  t = await createTestApp({ outboxDir: outbox, staff: { ...loadConfig().staff, totpMaxFailures: CAP } }, { mailer });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: apiHeaders(), payload });
const challengeOf = async (s: TestStaff) =>
  (await post('/api/staff/sign-in', { email: s.email, password: s.password })).json().challenge as string;
const wrongCode = async (s: TestStaff) => ((await totpCode(s.secret)) === '000000' ? '111111' : '000000');
const failedCount = async (id: number) =>
  (await sql<{ n: number }>`select totp_failed_count as n from staff_accounts where id = ${id}`.execute(t.database.db))
    .rows[0]!.n;
const mailsTo = async (to: string) => {
  await mailer.idle();
  return (await readOutbox(outbox)).filter((m) => m.to === to);
};

/** An enrolled account with one known recovery code. */
async function staffWithRecoveryCode(): Promise<TestStaff & { recovery: string }> {
  const s = await createStaff(t, 'conseiller');
  const [recovery] = newRecoveryCodes();
  await replaceRecoveryCodes(t.database.db, s.id, [hashRecoveryCode(recovery!)]);
  return { ...s, recovery: recovery! };
}

describe('consecutive wrong TOTP codes: a cap across windows', () => {
  it('at the cap the code step is refused, even with the right code (403); a recovery code still opens a session and lifts it', async () => {
    const s = await staffWithRecoveryCode();
    // Spread over several challenges (as over several windows): the count is the account's.
    for (let i = 0; i < CAP; i += 1) {
      const res = await post('/api/staff/sign-in/totp', { challenge: await challengeOf(s), code: await wrongCode(s) });
      expect([res.statusCode, res.json()]).toEqual([401, { message: STAFF_MESSAGES.badCode }]);
    }
    const challenge = await challengeOf(s);
    const refused = await post('/api/staff/sign-in/totp', { challenge, code: await totpCode(s.secret) });
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: STAFF_MESSAGES.totpLocked }]);
    expect(await failedCount(s.id)).toBe(CAP);

    const recovered = await post('/api/staff/sign-in/recovery', { challenge, recovery_code: s.recovery });
    expect(recovered.statusCode).toBe(200);
    expect(await failedCount(s.id)).toBe(0);
    await updateAccount(t.database.db, s.id, { totp_last_step: null });
    expect(
      (await post('/api/staff/sign-in/totp', { challenge: await challengeOf(s), code: await totpCode(s.secret) }))
        .statusCode,
    ).toBe(200);
  });

  it('a successful code resets the count: only consecutive failures count', async () => {
    const s = await createStaff(t, 'conseiller');
    for (let i = 0; i < CAP - 1; i += 1)
      await post('/api/staff/sign-in/totp', { challenge: await challengeOf(s), code: await wrongCode(s) });
    expect(await failedCount(s.id)).toBe(CAP - 1);
    await signInStaff(t, s);
    expect(await failedCount(s.id)).toBe(0);
    for (let i = 0; i < CAP - 1; i += 1)
      await post('/api/staff/sign-in/totp', { challenge: await challengeOf(s), code: await wrongCode(s) });
    await updateAccount(t.database.db, s.id, { totp_last_step: null });
    expect(
      (await post('/api/staff/sign-in/totp', { challenge: await challengeOf(s), code: await totpCode(s.secret) }))
        .statusCode,
    ).toBe(200);
  });

  it('an admin 2FA reset lifts the block: the next sign-in enrols again', async () => {
    const admin = await signInStaff(t, await createStaff(t, 'admin'));
    const s = await createStaff(t, 'conseiller');
    for (let i = 0; i < CAP; i += 1)
      await post('/api/staff/sign-in/totp', { challenge: await challengeOf(s), code: await wrongCode(s) });
    expect(
      (await post('/api/staff/sign-in/totp', { challenge: await challengeOf(s), code: await totpCode(s.secret) }))
        .statusCode,
    ).toBe(403);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/staff/accounts/${s.id}/reset-2fa`,
      headers: staffHeaders(admin),
      payload: { current_password: STAFF_TEST_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect(await failedCount(s.id)).toBe(0);
    expect((await post('/api/staff/sign-in', { email: s.email, password: s.password })).json().step).toBe('enrolment');
  });

  it('the default cap is 100 (NIST SP 800-63B), and a larger setting counts as 100', () => {
    expect(loadConfig().staff.totpMaxFailures).toBe(100);
    process.env.STAFF_TOTP_MAX_FAILURES = '1000';
    try {
      expect(loadConfig().staff.totpMaxFailures).toBe(100);
    } finally {
      delete process.env.STAFF_TOTP_MAX_FAILURES;
    }
  });
});

describe('the staff member is told by e-mail', () => {
  it('on the first wrong code after a success and at the cap, not on every guess; each e-mail audited', async () => {
    const s = await staffWithRecoveryCode();
    const full = (
      await sql<{ full_name: string }>`select full_name from staff_accounts where id = ${s.id}`.execute(t.database.db)
    ).rows[0]!.full_name;
    await post('/api/staff/sign-in/totp', { challenge: await challengeOf(s), code: await wrongCode(s) });
    let mails = await mailsTo(s.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Code de vérification erroné sur votre compte – ${t.config.brandName}`,
    ]);
    expect(mails[0]!.text).toContain(`Bonjour ${full},`);
    expect(mails[0]!.text).toContain('quelqu’un connaît votre mot de passe');

    for (let i = 1; i < CAP; i += 1)
      await post('/api/staff/sign-in/totp', { challenge: await challengeOf(s), code: await wrongCode(s) });
    // Refused attempts at the cap send nothing more.
    await post('/api/staff/sign-in/totp', { challenge: await challengeOf(s), code: await wrongCode(s) });
    mails = await mailsTo(s.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Code de vérification erroné sur votre compte – ${t.config.brandName}`,
      `Connexion par code bloquée sur votre compte – ${t.config.brandName}`,
    ]);
    expect(mails[1]!.text).toContain(
      'utilisez un de vos codes de secours, ou demandez à un administrateur de réinitialiser votre double authentification',
    );

    const audited = await sql<{ action: string; after_data: unknown }>`
      select action, after_data from staff_audit_log where record_type = 'staff_account' and record_id = ${String(s.id)} and action <> 'staff.sign_in.failed' order by id`.execute(
      t.database.db,
    );
    expect(audited.rows).toEqual([
      { action: 'staff.second_factor.alert_sent', after_data: { failed_codes: 1, locked: false } },
      { action: 'staff.second_factor.alert_sent', after_data: { failed_codes: CAP, locked: true } },
    ]);
    const refusedRow = await sql<{ after_data: unknown }>`
      select after_data from staff_audit_log where record_type = 'staff_account' and record_id = ${String(s.id)} and action = 'staff.sign_in.failed' order by id desc limit 1`.execute(
      t.database.db,
    );
    expect(refusedRow.rows[0]!.after_data).toEqual({ step: 'totp', locked: true });

    // After a success, the next wrong code is a « first » again.
    await post('/api/staff/sign-in/recovery', { challenge: await challengeOf(s), recovery_code: s.recovery });
    await post('/api/staff/sign-in/totp', { challenge: await challengeOf(s), code: await wrongCode(s) });
    expect((await mailsTo(s.email)).length).toBe(3);
  });
});
