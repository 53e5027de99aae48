/**
 * The alerts' e-mail digest, run every hour by the job queue (jobs/job-queue.ts, one run per slot
 * across instances): for each active alert not mailed in the last 24 hours, the vehicles of its
 * search that arrived since it was last checked and those whose price dropped since (« Baisse de
 * prix », modules/stock), plus the account's favourites that dropped; one e-mail when there is
 * something, none otherwise. Checked again from now on either way.
 */
import type { VehicleCard } from '@ga/contracts';
import { sql } from 'kysely';
import type { Config } from '../../config';
import type { Db } from '../../db/transaction';
import type { Mailer } from '../mailer';
import { searchWhere } from '../catalogue/conditions';
import { vehicleFiltersQuerySchema } from '../catalogue/query-schemas';
import { selectVehicleCards, toVehicleCard } from '../catalogue/vehicle-cards';
import { alertDigestEmail } from './emails';
import { unsubscribeToken } from './service';
import { alertsDb } from './tables';

export const DIGEST_QUEUE = 'alerts-digest';
export const DIGEST_CRON = '0 * * * *';
const DAY = 86_400_000;
const SHOWN = 6;

export interface DigestDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
  signingKey: Buffer;
}

async function matches(db: Db, query: unknown, since: Date, now: Date, base: string) {
  const parsed = vehicleFiltersQuerySchema.safeParse(query);
  if (!parsed.success) return null;
  const where = searchWhere(parsed.data, now);
  const arrived = selectVehicleCards(db).where(where).where('v.arrived_at', '>', since).where('v.arrived_at', '<=', now);
  const dropped = selectVehicleCards(db).where(where).where('v.price_dropped_at', '>', since).where(sql<boolean>`v.price_drop_reference > v.price`);
  const [fresh, freshCount, drops] = await Promise.all([
    arrived.orderBy('v.arrived_at', 'desc').limit(SHOWN).execute(),
    db.selectFrom('vehicles as v').where(where).where('v.arrived_at', '>', since).where('v.arrived_at', '<=', now).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    dropped.orderBy('v.price_dropped_at', 'desc').limit(SHOWN).execute(),
  ]);
  return {
    fresh: fresh.map((r) => toVehicleCard(r, base, now)),
    freshCount: Number(freshCount.n),
    drops: drops.map((r) => toVehicleCard(r, base, now)),
  };
}

/** Sends the digests due at `now`; returns how many e-mails were sent. */
export async function runAlertDigests(deps: DigestDeps, now = new Date()): Promise<number> {
  const a = alertsDb(deps.db);
  const due = await a
    .selectFrom('search_alerts as sa')
    .innerJoin('users as u', 'u.id', 'sa.user_id')
    .select(['sa.id', 'sa.user_id', 'sa.name', 'sa.path', 'sa.query', 'sa.last_checked_at', 'u.email', 'u.fullname'])
    .where('sa.paused', '=', false)
    .where((eb) => eb.or([eb('sa.last_sent_at', 'is', null), eb('sa.last_sent_at', '<=', new Date(now.getTime() - DAY))]))
    .orderBy('sa.id')
    .execute();
  let sent = 0;
  const favouriteDrops = new Map<number, VehicleCard[]>();
  for (const alert of due) {
    const found = await matches(deps.db, alert.query, alert.last_checked_at, now, deps.config.publicApiUrl);
    if (!found) continue;
    if (!favouriteDrops.has(alert.user_id)) {
      const rows = await selectVehicleCards(deps.db)
        .innerJoin('bookmarks as bk', 'bk.vehicle_id', 'v.id')
        .where('bk.user_id', '=', alert.user_id)
        .where('v.price_dropped_at', '>', new Date(now.getTime() - DAY))
        .where(sql<boolean>`v.price_drop_reference > v.price`)
        .execute();
      favouriteDrops.set(alert.user_id, rows.map((r) => toVehicleCard(r, deps.config.publicApiUrl, now)));
    }
    const favourites = favouriteDrops.get(alert.user_id) ?? [];
    const something = found.freshCount > 0 || found.drops.length > 0;
    if (something) {
      await deps.mailer.send(alertDigestEmail(deps.config, {
        to: alert.email,
        fullname: alert.fullname,
        alert: { id: alert.id, name: alert.name, path: alert.path },
        fresh: found.fresh,
        freshCount: found.freshCount,
        drops: found.drops,
        favourites,
        unsubscribeToken: unsubscribeToken(deps.signingKey, alert.id),
      }));
      sent += 1;
    }
    await a.updateTable('search_alerts').set({ last_checked_at: now, ...(something ? { last_sent_at: now } : {}) }).where('id', '=', alert.id).execute();
  }
  return sent;
}
