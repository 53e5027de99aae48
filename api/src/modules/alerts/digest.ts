/**
 * The alerts' e-mail digest, run every hour by the job queue (jobs/job-queue.ts, one run per slot
 * across instances): for each active alert not mailed in the last 24 hours, the vehicles of its
 * search that arrived since it was last checked and those whose price dropped since (« Baisse de
 * prix », modules/stock), plus the account's favourites that dropped; one e-mail when there is
 * something, none otherwise. Checked again from now on either way.
 */
import type { VehicleCard } from '@ga/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/transaction';
import type { Mailer } from '../mailer';
import { searchWhere } from '../catalogue/conditions';
import { vehicleFiltersQuerySchema } from '../catalogue/query-schemas';
import { toVehicleCard } from '../catalogue/vehicle-cards';
import { droppedFavourites } from '../favourite-alerts/queries';
import { alertDigestEmail } from './emails';
import { unsubscribeToken } from './service';
import { arrivedCardRows, countArrived, droppedCardRows, dueAlerts, markChecked } from './queries';

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
  const [fresh, freshCount, drops] = await Promise.all([
    arrivedCardRows(db, where, since, now, SHOWN),
    countArrived(db, where, since, now),
    droppedCardRows(db, where, since, SHOWN),
  ]);
  return {
    fresh: fresh.map((r) => toVehicleCard(r, base, now)),
    freshCount,
    drops: drops.map((r) => toVehicleCard(r, base, now)),
  };
}

/** Sends the digests due at `now`; returns how many e-mails were sent. */
export async function runAlertDigests(deps: DigestDeps, now = new Date()): Promise<number> {
  const due = await dueAlerts(deps.db, new Date(now.getTime() - DAY));
  let sent = 0;
  const favouriteDrops = new Map<number, VehicleCard[]>();
  for (const alert of due) {
    const found = await matches(deps.db, alert.query, alert.last_checked_at, now, deps.config.publicApiUrl);
    if (!found) continue;
    // An account that asked for the favourites' own e-mail reads its drops there (favourite-alerts/).
    if (alert.favourite_alerts) favouriteDrops.set(alert.user_id, []);
    else if (!favouriteDrops.has(alert.user_id)) {
      const rows = await droppedFavourites(deps.db, alert.user_id, new Date(now.getTime() - DAY));
      favouriteDrops.set(
        alert.user_id,
        rows.map((r) => toVehicleCard(r, deps.config.publicApiUrl, now)),
      );
    }
    const favourites = favouriteDrops.get(alert.user_id) ?? [];
    const something = found.freshCount > 0 || found.drops.length > 0;
    if (something) {
      await deps.mailer.send(
        alertDigestEmail(deps.config, {
          to: alert.email,
          fullname: alert.fullname,
          alert: { id: alert.id, name: alert.name, path: alert.path },
          fresh: found.fresh,
          freshCount: found.freshCount,
          drops: found.drops,
          favourites,
          unsubscribeToken: unsubscribeToken(deps.signingKey, alert.id),
        }),
      );
      sent += 1;
    }
    await markChecked(deps.db, alert.id, now, something);
  }
  return sent;
}
