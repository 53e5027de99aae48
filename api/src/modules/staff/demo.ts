/**
 * DEMO staff accounts (seeds/staff-demo.ts), with a FIXED, published TOTP secret so that anyone
 * can try the staff area on a demo machine:
 *
 *   conseiller.demo@glinche-automobiles.fr   (conseiller)
 *   responsable.demo@glinche-automobiles.fr  (responsable)
 *   mot de passe : Demo-Conseiller-2026
 *   code TOTP du moment : pnpm --filter @ga/api staff:totp conseiller.demo@glinche-automobiles.fr
 *
 * Known to all: with NODE_ENV=production the API refuses to start while one of them can still sign
 * in (production-check.ts); `staff:disable-demo` disables them.
 */
import type { StaffRole } from './roles';

export const DEMO_STAFF_PASSWORD = 'Demo-Conseiller-2026';
/** Base32, 20 bytes: the same on every demo machine, by design. */
export const DEMO_STAFF_TOTP_SECRET = 'GLINCHEDEMOSTAFFTOTPSECRET234567';

export const DEMO_STAFF: readonly { email: string; full_name: string; role: StaffRole }[] = [
  { email: 'conseiller.demo@glinche-automobiles.fr', full_name: 'Léa Morin', role: 'conseiller' },
  { email: 'responsable.demo@glinche-automobiles.fr', full_name: 'Julien Lefèvre', role: 'responsable' },
];
