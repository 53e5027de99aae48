/**
 * SQL of the form pages and their replies.
 */
import { sql } from 'kysely';
import { idOrSlugKey } from '../../../db/id-or-slug';
import type { Db, Tx } from '../../../db/transaction';
import { contentDb, contentTx } from '../tables';

/** An active form page, by id or slug. */
export function findActiveFormPage(db: Db, idOrSlug: string | number) {
  const key = idOrSlugKey(String(idOrSlug));
  const q = contentDb(db)
    .selectFrom('form_pages')
    .select([
      'id',
      'slug',
      'title',
      'description',
      'intro',
      'fields',
      'submit_label',
      'success_title',
      'success_message',
    ])
    .where('is_active', '=', true);
  return ('id' in key ? q.where('id', '=', key.id) : q.where('slug', '=', key.slug)).executeTakeFirst();
}

export async function postalCodeExists(db: Db, postalCode: string): Promise<boolean> {
  const { rows } = await sql<{
    n: number;
  }>`SELECT count(*)::int AS n FROM localities WHERE postal_code = ${postalCode}`.execute(db);
  return Boolean(rows[0]?.n);
}

export async function insertFormReply(
  trx: Tx,
  reply: {
    id: number;
    reference: string;
    form_page_id: number;
    values: string;
    email: string | null;
    user_id: number | null;
  },
): Promise<void> {
  await contentTx(trx).insertInto('form_replies').values(reply).execute();
}
