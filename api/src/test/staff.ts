/**
 * Staff accounts and sessions for the tests: an account of any role made directly in the database
 * (enrolled, with a known password and TOTP secret), and a real sign-in through the API (password,
 * then the current TOTP code) that gives the cookie and the CSRF token to send.
 */
import { STAFF_CSRF_HEADER, STAFF_SESSION_COOKIE } from '@ga/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { createPasswordHasher } from '../modules/auth/password';
import { insertAccount, updateAccount } from '../modules/staff/account-queries';
import type { StaffRole } from '../modules/staff/roles';
import { newTotpSecret, totpCode } from '../modules/staff/totp';
import { apiHeaders, type TestApp } from './test-app';

export interface TestStaff {
  id: number;
  email: string;
  password: string;
  secret: string;
  role: StaffRole;
}

export interface TestStaffSession {
  staff: TestStaff;
  sessionId: string;
  csrf: string;
}

let counter = 0;
export const STAFF_TEST_PASSWORD = 'une phrase de passe de conseiller';

export async function createStaff(
  t: Pick<TestApp, 'database' | 'config'>,
  role: StaffRole,
  overrides: Partial<{ email: string; enrolled: boolean }> = {},
): Promise<TestStaff> {
  counter += 1;
  const email = overrides.email ?? `${role}.${process.pid}.${counter}@glinche-automobiles.fr`;
  const secret = newTotpSecret();
  const enrolled = overrides.enrolled ?? true;
  const id = await insertAccount(t.database.db, {
    email,
    full_name: `Personne ${role} ${counter}`,
    role,
    password_hash: await createPasswordHasher(t.config.scryptCost).hash(STAFF_TEST_PASSWORD),
    totp_secret: enrolled ? secret : null,
    totp_enrolled_at: enrolled ? new Date() : null,
  });
  return { id, email, password: STAFF_TEST_PASSWORD, secret, role };
}

/** The session cookie a reply set, or null. */
export function sessionCookie(res: LightMyRequestResponse): string | null {
  const cookie = (res.cookies as { name: string; value: string }[]).find((c) => c.name === STAFF_SESSION_COOKIE);
  return cookie?.value ? cookie.value : null;
}

/** Password step then TOTP step. The account's last used step is forgotten first, so a test may sign in several times within 30 s. */
export async function signInStaff(t: TestApp, staff: TestStaff, ip = '10.77.0.1'): Promise<TestStaffSession> {
  await updateAccount(t.database.db, staff.id, { totp_last_step: null });
  const first = await t.app.inject({
    method: 'POST',
    url: '/api/staff/sign-in',
    headers: apiHeaders(),
    remoteAddress: ip,
    payload: { email: staff.email, password: staff.password },
  });
  if (first.statusCode !== 200) throw new Error(`Connexion conseiller impossible : ${first.statusCode} ${first.body}`);
  const second = await t.app.inject({
    method: 'POST',
    url: '/api/staff/sign-in/totp',
    headers: apiHeaders(),
    remoteAddress: ip,
    payload: { challenge: first.json().challenge, code: await totpCode(staff.secret) },
  });
  const sessionId = sessionCookie(second);
  if (second.statusCode !== 200 || !sessionId)
    throw new Error(`Code TOTP refusé : ${second.statusCode} ${second.body}`);
  return { staff, sessionId, csrf: second.json().csrf_token };
}

/** The headers of a staff request: the API key, the session cookie, the CSRF header. */
export const staffHeaders = (
  s: Pick<TestStaffSession, 'sessionId' | 'csrf'> | null,
  extra: Record<string, string> = {},
): Record<string, string> => ({
  ...apiHeaders(),
  ...(s ? { cookie: `${STAFF_SESSION_COOKIE}=${s.sessionId}`, [STAFF_CSRF_HEADER]: s.csrf } : {}),
  ...extra,
});
