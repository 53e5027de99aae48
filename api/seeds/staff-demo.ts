/**
 * DEMO DATA: the demo staff accounts (src/modules/staff/demo.ts): enrolled, with the fixed demo TOTP
 * secret and password. `is_demo` marks them: NODE_ENV=production refuses to start while one of them
 * is enabled.
 */
import type { Tx } from '../src/db/transaction';
import { createPasswordHasher } from '../src/modules/auth/password';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, DEMO_STAFF_TOTP_SECRET } from '../src/modules/staff/demo';
import { withStaff } from '../src/modules/staff/tables';

export async function seedStaffDemo(trx: Tx, now: Date): Promise<void> {
  const passwordHash = await createPasswordHasher(2 ** 15).hash(DEMO_STAFF_PASSWORD);
  await withStaff(trx)
    .insertInto('staff_accounts')
    .values(
      DEMO_STAFF.map((a) => ({
        ...a,
        password_hash: passwordHash,
        totp_secret: DEMO_STAFF_TOTP_SECRET,
        totp_enrolled_at: now,
        is_demo: true,
      })),
    )
    .execute();
}
