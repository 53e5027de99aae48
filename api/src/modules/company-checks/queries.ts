/** SQL of company checks: the verification (or its refusal) of a company account. */
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/transaction';
import type { DB } from '../../db/types/database';

type CheckColumns = { users: DB['users'] };
const withChecks = (db: Db | Tx) => db.withTables<CheckColumns>();

/** A company account, locked for its check; undefined when the id is not a company account. */
export function lockCompany(trx: Tx, where: { id: number } | { email: string }) {
  let query = withChecks(trx)
    .selectFrom('users')
    .select([
      'id',
      'email',
      'fullname',
      'company_name',
      'company_siret',
      'company_verified_at',
      'company_refused_at',
      'email_verified_at',
    ])
    .where('is_comp', '=', true);
  query = 'id' in where ? query.where('id', '=', where.id) : query.where('email', '=', where.email);
  return query.forUpdate().executeTakeFirst();
}

export async function markVerified(trx: Tx, id: number, verified: boolean): Promise<void> {
  await withChecks(trx)
    .updateTable('users')
    .set({
      company_verified_at: verified ? sql<Date>`now()` : null,
      company_refused_at: null,
      company_refusal_reason: null,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

export async function markRefused(trx: Tx, id: number, reason: string): Promise<void> {
  await withChecks(trx)
    .updateTable('users')
    .set({
      company_verified_at: null,
      company_refused_at: sql<Date>`now()`,
      company_refusal_reason: reason,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}
