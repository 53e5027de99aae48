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
 * `staff-device:<id>:<expiry>` with the API's signing key (like the CSRF token, sessions.ts): it
 * cannot be forged or moved to another account, and it expires server-side after STAFF_DEVICE_DAYS
 * whatever the browser keeps. HttpOnly, SameSite=Strict, Path=/api/staff, Secure when the API's
 * public URL is https.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../../config';
import { STAFF_COOKIE_PATH } from './sessions';

export const STAFF_DEVICE_COOKIE = 'ga_staff_device';
const DEVICE_ACCOUNTS = 5;

interface Entry {
  id: number;
  expires: number;
}

const mac = (key: Buffer, id: number, expires: number) => createHmac('sha256', key).update(`staff-device:${id}:${expires}`).digest('base64url');

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The valid, unexpired entries of a cookie value (anything else is ignored). */
function entries(key: Buffer, value: string | undefined, nowSeconds: number): Entry[] {
  if (!value) return [];
  return value.split('~').slice(0, DEVICE_ACCOUNTS).flatMap((part) => {
    const m = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(part);
    if (!m) return [];
    const id = Number(m[1]);
    const expires = Number(m[2]);
    return expires > nowSeconds && same(mac(key, id, expires), m[3]!) ? [{ id, expires }] : [];
  });
}

/** Whether the cookie names this account (signed by this API, not expired). */
export const knownDevice = (key: Buffer, value: string | undefined, staffId: number, nowSeconds = Date.now() / 1000): boolean =>
  entries(key, value, nowSeconds).some((e) => e.id === staffId);

/** The cookie's new value after a complete sign-in of `staffId`: its entry renewed, first. */
export function deviceCookieValue(key: Buffer, value: string | undefined, staffId: number, days: number, nowSeconds = Date.now() / 1000): string {
  const expires = Math.floor(nowSeconds + days * 86400);
  const kept = entries(key, value, nowSeconds).filter((e) => e.id !== staffId);
  return [{ id: staffId, expires }, ...kept].slice(0, DEVICE_ACCOUNTS).map((e) => `${e.id}.${e.expires}.${mac(key, e.id, e.expires)}`).join('~');
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
