/**
 * DEMO DATA: one alert of the demo account (« SUV hybrides à moins de 35 000 € »), last checked a day
 * ago, so the first hourly digest after a fresh start mails what arrived since (outbox in dev).
 */
import type { Tx } from '../src/db/transaction';
import { alertsDb } from '../src/modules/alerts/tables';
import { DEMO_ACCOUNT } from './account-demo';

const DAY = 86_400_000;

export async function seedDemoAlert(trx: Tx, now: Date): Promise<void> {
  const demo = await trx.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNT.email).executeTakeFirst();
  if (!demo) return;
  await alertsDb(trx)
    .insertInto('search_alerts')
    .values({
      user_id: demo.id,
      name: 'SUV hybrides à moins de 35 000 €',
      path: '/achat/voitures/suv?energies=hybride&price_max=35000',
      query: JSON.stringify({ category: 'voitures', types: ['suv'], energies: ['hybride'], price_max: 35000 }),
      created_at: new Date(now.getTime() - 20 * DAY),
      last_checked_at: new Date(now.getTime() - DAY),
    })
    .execute();
}
