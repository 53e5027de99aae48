/**
 * A trade-in's mileage in the staff inbox's summary, the French way: « 41 500 km » (a narrow
 * no-break space between thousands, a no-break space before « km »), as every page of the site
 * writes it, instead of « 41500 km ». The view changes and the inbox rows already made are read
 * again from it (staff_inbox_sync, 0024_staff_inbox.ts).
 */
import { sql, type Kysely } from 'kysely';
import { COMPANY_CHECKED_OR_REFUSED, inboxSourceView, MILEAGE_FRENCH, REPRISE_WITH_OFFER } from './staff-inbox-view';

const resync = sql`SELECT staff_inbox_sync('reprise', id) FROM reprises`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(inboxSourceView(REPRISE_WITH_OFFER, COMPANY_CHECKED_OR_REFUSED, MILEAGE_FRENCH)).execute(db);
  await resync.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(inboxSourceView(REPRISE_WITH_OFFER, COMPANY_CHECKED_OR_REFUSED)).execute(db);
  await resync.execute(db);
}
