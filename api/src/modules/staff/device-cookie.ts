/**
 * The staff device cookie (`ga_staff_device`): set after a complete sign-in (password AND second
 * factor), it tells the password step that this browser already signed in to that account, so the
 * account-wide slowdown of the password step (rate-limits.ts) does not apply to it. It is what lets
 * the owner in while someone elsewhere types wrong passwords for the address (OWASP Authentication
 * Cheat Sheet, « Protect against automated attacks »: device cookies). It opens nothing by itself:
 * the password and the second factor are still asked.
 *
 * Value: up to DEVICE_ACCOUNTS entries `<staff id>.<expiry, epoch seconds>.<HMAC>` joined by `~`
 * (a shared office computer keeps one entry per account, newest first). The HMAC is of
 * `staff-device:<id>:<expiry>:<binding>` with the API's signing key (like the CSRF token,
 * sessions.ts): it cannot be forged or moved to another account, and it expires server-side after
 * STAFF_DEVICE_DAYS whatever the browser keeps. The binding (deviceBinding) is a digest of the
 * account's password hash and sealed TOTP secret: a password change or a 2FA reset voids every
 * device cookie of the account. HttpOnly, SameSite=Strict, Path=/api/staff, Secure when the API's
 * public URL is https. A cookie copied off a shared computer is bounded too: its entry stops
 * counting as known after a few wrong passwords (rate-limits.ts, `deviceKey`).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../../config';
import { STAFF_COOKIE_PATH } from './sessions';

export const STAFF_DEVICE_COOKIE = 'ga_staff_device';
const DEVICE_ACCOUNTS = 5;

interface Entry {
  id: number;
  expires: number;
}

const mac = (key: Buffer, id: number, expires: number, binding: string) =>
  createHmac('sha256', key).update(`staff-device:${id}:${expires}:${binding}`).digest('base64url');

/** What a device entry is bound to: the account's password hash and sealed TOTP secret (a change of either voids it). */
export const deviceBinding = (account: { password_hash: string | null; totp_secret: string | null }): string =>
  createHash('sha256')
    .update(`${account.password_hash ?? ''}|${account.totp_secret ?? ''}`)
    .digest('base64url');

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

interface Part extends Entry {
  tag: string;
}

/** The well-formed, unexpired entries of a cookie value (their signature not checked yet). */
function parts(value: string | undefined, nowSeconds: number): Part[] {
  if (!value) return [];
  return value
    .split('~')
    .slice(0, DEVICE_ACCOUNTS)
    .flatMap((part) => {
      const m = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(part);
      if (!m) return [];
      const expires = Number(m[2]);
      return expires > nowSeconds ? [{ id: Number(m[1]), expires, tag: m[3]! }] : [];
    });
}

/**
 * The cookie's entry for this account when it is valid (signed by this API for the account as it
 * is now, not expired): a key of that entry for its own failure count, else null.
 */
export function knownDevice(
  key: Buffer,
  value: string | undefined,
  account: { id: number; password_hash: string | null; totp_secret: string | null },
  nowSeconds = Date.now() / 1000,
): string | null {
  const binding = deviceBinding(account);
  const entry = parts(value, nowSeconds).find(
    (e) => e.id === account.id && same(mac(key, e.id, e.expires, binding), e.tag),
  );
  return entry ? `${entry.id}.${entry.tag}` : null;
}

/**
 * The cookie's new value after a complete sign-in of `account`: its entry renewed, first; the other
 * accounts' entries kept as they are (each checked when used).
 */
export function deviceCookieValue(
  key: Buffer,
  value: string | undefined,
  account: { id: number; password_hash: string | null; totp_secret: string | null },
  days: number,
  nowSeconds = Date.now() / 1000,
): string {
  const expires = Math.floor(nowSeconds + days * 86400);
  const own = `${account.id}.${expires}.${mac(key, account.id, expires, deviceBinding(account))}`;
  const kept = parts(value, nowSeconds)
    .filter((e) => e.id !== account.id)
    .map((e) => `${e.id}.${e.expires}.${e.tag}`);
  return [own, ...kept].slice(0, DEVICE_ACCOUNTS).join('~');
}

export function deviceCookieOptions(config: Config): CookieSerializeOptions {
  return {
    path: STAFF_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.publicApiUrl.startsWith('https:'),
    maxAge: config.staff.deviceDays * 86400,
  };
}
