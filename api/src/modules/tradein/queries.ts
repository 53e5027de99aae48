/**
 * SQL of the trade-in form: its lookups, the reference versions and who sends it.
 */
import type { Db, Tx } from '../../db/transaction';
import { withTradeinReference } from './tables';

/** The version registered under a plate (normalised key), with its first registration and colour. */
export function plateVersion(db: Db, plateKey: string) {
  return withTradeinReference(db)
    .selectFrom('tradein_plates as p')
    .innerJoin('tradein_versions as v', 'v.id', 'p.version_id')
    .selectAll('v')
    .select(['p.first_registration', 'p.colour'])
    .where('p.plate', '=', plateKey)
    .executeTakeFirst();
}

export function tradeinVersion(db: Db | Tx, versionId: number) {
  return withTradeinReference(db)
    .selectFrom('tradein_versions')
    .selectAll()
    .where('id', '=', versionId)
    .executeTakeFirst();
}

/** The version a stored request refers to (a missing one is an error, not a user mistake). */
export function referencedVersion(trx: Tx, versionId: number) {
  return withTradeinReference(trx)
    .selectFrom('tradein_versions')
    .selectAll()
    .where('id', '=', versionId)
    .executeTakeFirstOrThrow();
}

/** What the form's e-mail and default phone number need of the account. */
export function senderAccount(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'phone', 'email', 'fullname', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}
