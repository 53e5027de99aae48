/**
 * TOTP secrets at rest: sealed with AES-256-GCM under STAFF_TOTP_KEY, never readable with another
 * key nor after tampering; the ones stored in clear are sealed at start-up and still sign in; an
 * enrolment stores the sealed form only.
 */
import { sql } from 'kysely';
import { loadConfig } from '../../config';
import { createStaff, signInStaff } from '../../test/staff';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSecretBox, encryptPlainSecrets, isSealed, resealSecrets } from './totp-secret-box';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const config = (totpKey: string | null) => ({ staff: { ...loadConfig().staff, totpKey } });

it('seals with a new IV each time, opens with the same key only, and refuses a tampered value', () => {
  const box = createSecretBox(config('une clé de production bien longue'));
  const a = box.seal(SECRET);
  const b = box.seal(SECRET);
  expect(isSealed(a)).toBe(true);
  expect(a).not.toBe(b);
  expect(a).not.toContain(SECRET);
  expect(box.open(a)).toBe(SECRET);
  expect(() => createSecretBox(config('une autre clé')).open(a)).toThrow();
  // One bit flipped in the ciphertext, then in the tag: decoded bytes, so base64url's padding bits
  // (which a changed last character may only touch) can never hide the change.
  const [iv, tag, data] = a.slice('v1:'.length).split('.') as [string, string, string];
  const flip = (part: string) => {
    const bytes = Buffer.from(part, 'base64url');
    bytes[0] = bytes[0]! ^ 1;
    return bytes.toString('base64url');
  };
  expect(() => box.open(`v1:${iv}.${tag}.${flip(data)}`)).toThrow();
  expect(() => box.open(`v1:${iv}.${flip(tag)}.${data}`)).toThrow();
  // A secret written before encryption is read as it is.
  expect(box.open(SECRET)).toBe(SECRET);
});

describe('in the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a secret stored in clear is sealed at start-up and still signs in', async () => {
    const staff = await createStaff(t, 'conseiller');
    const stored = async () =>
      (
        await sql<{ totp_secret: string }>`select totp_secret from staff_accounts where id = ${staff.id}`.execute(
          t.database.db,
        )
      ).rows[0]!.totp_secret;
    expect(await stored()).toBe(staff.secret);
    expect(await encryptPlainSecrets({ db: t.database.db, config: t.config })).toBeGreaterThanOrEqual(1);
    const sealed = await stored();
    expect(isSealed(sealed)).toBe(true);
    expect(createSecretBox(t.config).open(sealed)).toBe(staff.secret);
    expect(await encryptPlainSecrets({ db: t.database.db, config: t.config })).toBe(0);
    await expect(signInStaff(t, staff)).resolves.toMatchObject({ csrf: expect.any(String) });
  });

  it('a key rotation re-seals every secret with the new key; a second run changes nothing', async () => {
    const staff = await createStaff(t, 'responsable');
    await encryptPlainSecrets({ db: t.database.db, config: t.config });
    const next = { ...t.config, staff: { ...t.config.staff, totpKey: 'la nouvelle clé des secrets' } };
    const first = await resealSecrets(t.database.db, createSecretBox(t.config), createSecretBox(next));
    expect(first.resealed).toBeGreaterThanOrEqual(1);
    expect(first.unreadable).toBe(0);
    const stored = (
      await sql<{ totp_secret: string }>`select totp_secret from staff_accounts where id = ${staff.id}`.execute(
        t.database.db,
      )
    ).rows[0]!.totp_secret;
    expect(createSecretBox(next).open(stored)).toBe(staff.secret);
    expect(() => createSecretBox(t.config).open(stored)).toThrow();
    expect(await resealSecrets(t.database.db, createSecretBox(t.config), createSecretBox(next))).toMatchObject({
      resealed: 0,
      unreadable: 0,
    });
  });
});
