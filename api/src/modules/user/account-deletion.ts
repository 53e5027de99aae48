/**
 * DELETE /api/user/{id}/delete: the account and its data go in ONE transaction (a failure at any
 * step rolls every step back), after which the e-mail address can register again.
 *
 * What happens to each kind of data (decision):
 * - sessions (access_tokens), password-reset links and e-mail links: deleted (the account's sessions
 *   end at once);
 * - favourites, bookings (which frees the vehicles), funding requests, trade-in requests,
 *   call-back requests and partner requests: deleted — they only serve the customer relationship
 *   and hold personal data (phone, messages, the customer's car), nothing the dealership must keep;
 * - appointments: the future ones (pending or confirmed) are cancelled, which frees their
 *   slots; every appointment of the account is detached (user_id NULL) and its personal data cleared
 *   (name, address, phone, message), the reference and the time staying for the centre's planning;
 * - the newsletter list: the account's address is taken off it (its row deleted, whatever the way
 *   in, form or account box) — nothing keeps the address after the account;
 * - estimates (« devis »): KEPT but detached from the account (user_id NULL) and anonymised (the
 *   customer's free-text message cleared). They are numbered documents (GA-<year>-<n>, no gap in the
 *   numbering) and count in promo-code usage; what remains says nothing about the person;
 * - the staff's audit log about the account's requests (docs/staff.md « Personal data »): KEPT,
 *   append-only, but pseudonymised first, while the requests still say whose they are: the
 *   visitor's own entries lose their IP address and browser, every entry its free-text reason;
 *   the inbox rows themselves go with the requests;
 * - finally the user row itself.
 * Tables created by later migrations that reference users also go with ON DELETE CASCADE.
 */
import { sql } from 'kysely';
import { announceChange } from '../../db/change-channel';
import type { Tx } from '../../db/transaction';
import { pseudonymiseVisitorEntries } from '../staff/audit-queries';

export interface DeletionStep {
  /** Table (or table + action) the step handles, for logs and tests. */
  name: string;
  run(trx: Tx, userId: number): Promise<unknown>;
}

const deleteRows = (table: string): DeletionStep => ({
  name: table,
  run: (trx, userId) => sql`DELETE FROM ${sql.table(table)} WHERE user_id = ${userId}`.execute(trx),
});

export const ACCOUNT_DELETION_STEPS: readonly DeletionStep[] = [
  { name: 'staff_audit_log (pseudonymised)', run: (trx, userId) => pseudonymiseVisitorEntries(trx, userId) },
  deleteRows('access_tokens'),
  deleteRows('password_resets'),
  deleteRows('email_tokens'),
  deleteRows('bookmarks'),
  {
    // Its held vehicles are free again: announced on the change channel (search pages, index).
    name: 'bookings',
    run: async (trx, userId) => {
      const held = await sql<{
        vehicle_id: number;
      }>`DELETE FROM bookings WHERE user_id = ${userId} AND status IN ('en_attente', 'confirmee') RETURNING vehicle_id`.execute(
        trx,
      );
      await sql`DELETE FROM bookings WHERE user_id = ${userId}`.execute(trx);
      if (held.rows.length)
        await announceChange(trx, { kind: 'booking', vehicle_ids: held.rows.map((r) => r.vehicle_id) });
    },
  },
  deleteRows('fundings'),
  deleteRows('reprises'),
  deleteRows('calls'),
  deleteRows('partner_requests'),
  {
    name: 'appointments (future ones cancelled, all anonymised)',
    run: async (trx, userId) => {
      await sql`UPDATE appointments SET status = 'annule', cancelled_at = now(), confirm_token_hash = NULL
                WHERE user_id = ${userId} AND status IN ('en_attente', 'confirme') AND starts_at > now()`.execute(trx);
      await sql`UPDATE appointments SET user_id = NULL, fullname = 'Compte supprimé', email = '', phone = '', message = NULL, confirm_token_hash = NULL
                WHERE user_id = ${userId}`.execute(trx);
    },
  },
  {
    name: 'newsletter_subscribers',
    run: (trx, userId) =>
      sql`DELETE FROM newsletter_subscribers WHERE email = (SELECT lower(email) FROM users WHERE id = ${userId})`.execute(
        trx,
      ),
  },
  {
    name: 'estimates (anonymised)',
    run: (trx, userId) =>
      sql`UPDATE estimates SET user_id = NULL, message = NULL, updated_at = now() WHERE user_id = ${userId}`.execute(
        trx,
      ),
  },
  { name: 'users', run: (trx, userId) => trx.deleteFrom('users').where('id', '=', userId).execute() },
];

export async function deleteAccountData(
  trx: Tx,
  userId: number,
  steps: readonly DeletionStep[] = ACCOUNT_DELETION_STEPS,
): Promise<void> {
  for (const step of steps) await step.run(trx, userId);
}
