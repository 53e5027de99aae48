/**
 * Targeted lockout of a staff member: wrong passwords typed
 * for someone's address, from anywhere, must not keep the owner out. Guesses stay bounded: a hard
 * cap per account AND IP, a growing delay per account across IPs (no hard refusal), and a device
 * the account already signed in from (its signed `ga_staff_device` cookie) skips the delay.
 */
import { STAFF_MESSAGES } from '@ga/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app';
import { createStaff, type TestStaff } from '../../test/staff';
import { updateAccount } from './account-queries';
import { STAFF_DEVICE_COOKIE } from './device-cookie';
import { totpCode } from './totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: {
      staffPerAccount: 10,
      staffFreeFailures: 10,
      staffFirstDelaySeconds: 30,
      staffMaxDelaySeconds: 900,
    } as never,
  });
});
afterAll(() => t.close());

let n = 0;
/** A new address each call: the attacker spreads the guesses over many IPs. */
const anyIp = () => `10.47.${Math.floor(n / 200)}.${(n += 1) % 200}`;
const signIn = (email: string, password: string, ip: string, device?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/sign-in',
    headers: { ...apiHeaders(), ...(device ? { cookie: `${STAFF_DEVICE_COOKIE}=${device}` } : {}) },
    remoteAddress: ip,
    payload: { email, password },
  });
const deviceCookie = (res: LightMyRequestResponse) =>
  (res.cookies as { name: string; value: string }[]).find((c) => c.name === STAFF_DEVICE_COOKIE);

/** A complete sign-in (password + TOTP) from `ip`: the reply of the second step. */
async function signInFully(s: TestStaff, ip: string, device?: string) {
  await updateAccount(t.database.db, s.id, { totp_last_step: null });
  const first = await signIn(s.email, s.password, ip, device);
  expect(first.statusCode).toBe(200);
  return t.app.inject({
    method: 'POST',
    url: '/api/staff/sign-in/totp',
    headers: { ...apiHeaders(), ...(device ? { cookie: `${STAFF_DEVICE_COOKIE}=${device}` } : {}) },
    remoteAddress: ip,
    payload: { challenge: first.json().challenge, code: await totpCode(s.secret) },
  });
}

describe('ten wrong passwords from anywhere do not keep a staff member out', () => {
  it('from a device the account signed in from, the owner gets in at once while the address is under attack', async () => {
    const owner = await createStaff(t, 'conseiller');
    const device = deviceCookie(await signInFully(owner, '10.46.0.1'))?.value;
    for (let i = 0; i < 10; i += 1) expect((await signIn(owner.email, `essai ${i}`, anyIp())).statusCode).toBe(401);
    // The attacker, from yet another address, now waits.
    expect((await signIn(owner.email, 'essai 10', anyIp())).statusCode).toBe(429);
    // The owner, from the office computer: the right password goes through, then the code.
    const first = await signIn(owner.email, owner.password, '10.46.0.1', device);
    expect([first.statusCode, first.json().step]).toEqual([200, 'totp']);
    expect(device).toBeTruthy();
    // The same browser from another network (a phone moving to 4G): the cookie, not the IP, counts.
    expect((await signIn(owner.email, owner.password, '10.46.0.2', device)).statusCode).toBe(200);
  });

  it('without the device cookie: slowed down, not locked — a short, growing delay instead of 15 minutes for everyone', async () => {
    const owner = await createStaff(t, 'conseiller');
    for (let i = 0; i < 10; i += 1) expect((await signIn(owner.email, `essai ${i}`, anyIp())).statusCode).toBe(401);
    const slowed = await signIn(owner.email, owner.password, anyIp());
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toEqual({ message: STAFF_MESSAGES.accountSlowedDown.replace('{delay}', '30 secondes') });
    expect(Number(slowed.headers['retry-after'])).toBe(30);
  });

  it('the 429 does not tell whether the address is a staff account', async () => {
    const known = await createStaff(t, 'conseiller');
    const unknown = 'prenom.nom@glinche-automobiles.fr';
    const replies = [];
    for (const email of [known.email, unknown]) {
      for (let i = 0; i < 10; i += 1) expect((await signIn(email, `essai ${i}`, anyIp())).statusCode).toBe(401);
      const res = await signIn(email, 'essai 10', anyIp());
      replies.push([res.statusCode, res.headers['retry-after'], res.json()]);
    }
    expect(replies[0]).toEqual(replies[1]);
  });

  it('per account and IP, the hard cap stays: that IP waits out the window, even with the device cookie; other IPs do not', async () => {
    const owner = await createStaff(t, 'conseiller');
    const device = deviceCookie(await signInFully(owner, '10.46.1.1'))!.value;
    for (let i = 0; i < 10; i += 1) expect((await signIn(owner.email, `essai ${i}`, '10.46.1.9')).statusCode).toBe(401);
    const capped = await signIn(owner.email, owner.password, '10.46.1.9', device);
    expect([capped.statusCode, capped.json()]).toEqual([
      429,
      { message: STAFF_MESSAGES.tooManyAttempts.replace('{delay}', '15 minutes') },
    ]);
    // The cap was for that IP: the account-wide count is 10, the free allowance, and the owner's
    // known device from its usual address gets in.
    expect((await signIn(owner.email, owner.password, '10.46.1.1', device)).statusCode).toBe(200);
  });
});

describe('an IPv6 client', () => {
  it('is one client by its /64 for the per-account-and-IP cap: walking its addresses gives no new budget', async () => {
    const owner = await createStaff(t, 'conseiller');
    for (let i = 1; i <= 10; i += 1)
      expect((await signIn(owner.email, `essai ${i}`, `2001:db8:46:7::${i.toString(16)}`)).statusCode).toBe(401);
    const capped = await signIn(owner.email, 'essai 11', '2001:db8:46:7:ffff::1');
    expect([capped.statusCode, capped.json()]).toEqual([
      429,
      { message: STAFF_MESSAGES.tooManyAttempts.replace('{delay}', '15 minutes') },
    ]);
  });
});

describe('the device cookie', () => {
  it('is set by a complete sign-in only: HttpOnly, SameSite=Strict, Path=/api/staff, STAFF_DEVICE_DAYS long', async () => {
    const s = await createStaff(t, 'conseiller');
    const first = await signIn(s.email, s.password, anyIp());
    expect(deviceCookie(first)).toBeUndefined();
    const done = await signInFully(s, anyIp());
    expect(deviceCookie(done)).toMatchObject({
      path: '/api/staff',
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: t.config.staff.deviceDays * 86400,
    });
    expect(t.config.staff.deviceDays).toBe(90);
  });

  it('is bound to its account and signed: another account’s cookie or an altered one does not skip the delay', async () => {
    const owner = await createStaff(t, 'conseiller');
    const colleague = await createStaff(t, 'conseiller');
    const theirs = deviceCookie(await signInFully(colleague, anyIp()))!.value;
    const [id, expires] = theirs.split('.');
    const forged = [
      `${owner.id}.${expires}.${theirs.split('.')[2]}`,
      `${id}.${Number(expires) + 1}.${theirs.split('.')[2]}`,
      'nimporte-quoi',
    ];
    for (let i = 0; i < 10; i += 1) await signIn(owner.email, `essai ${i}`, anyIp());
    for (const cookie of [theirs, ...forged])
      expect((await signIn(owner.email, owner.password, anyIp(), cookie)).statusCode).toBe(429);
  });

  it('a 2FA reset or a password change voids it: the account as it was is what the entry is bound to', async () => {
    const owner = await createStaff(t, 'conseiller');
    const device = deviceCookie(await signInFully(owner, '10.46.3.1'))!.value;
    await updateAccount(t.database.db, owner.id, { totp_secret: 'un autre secret scellé' });
    for (let i = 0; i < 10; i += 1) await signIn(owner.email, `essai ${i}`, anyIp());
    const refused = await signIn(owner.email, owner.password, '10.46.3.1', device);
    expect([refused.statusCode, refused.json().message]).toEqual([
      429,
      expect.stringMatching(/^Trop de tentatives de connexion sur ce compte/),
    ]);
  });

  it('a copied cookie is no way around the delay: its entry stops counting as known after 10 wrong passwords', async () => {
    const owner = await createStaff(t, 'conseiller');
    const copied = deviceCookie(await signInFully(owner, '10.46.4.1'))!.value;
    // Every guess from a new address, with the cookie: 10 through the entry, then the account's 10 free ones.
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await signIn(owner.email, `essai ${i}`, anyIp(), copied)).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
  });

  it('a shared computer keeps one entry per account: both colleagues skip the delay', async () => {
    const a = await createStaff(t, 'conseiller');
    const b = await createStaff(t, 'responsable');
    const afterA = deviceCookie(await signInFully(a, '10.46.2.1'))!.value;
    const both = deviceCookie(await signInFully(b, '10.46.2.1', afterA))!.value;
    for (const s of [a, b]) for (let i = 0; i < 10; i += 1) await signIn(s.email, `essai ${i}`, anyIp());
    for (const s of [a, b]) expect((await signIn(s.email, s.password, '10.46.2.1', both)).statusCode).toBe(200);
  });
});
