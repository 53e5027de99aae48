/**
 * The favourites' e-mail, run every hour by the job queue (jobs/job-queue.ts, one run per slot across
 * instances): for each account that asked for it, with a confirmed address and not mailed in the
 * last 24 hours, its favourites whose price dropped, that someone else booked or that were sold
 * since the last check; one e-mail when there is something, none otherwise. Checked again from now
 * on either way.
 */
import type { Config } from '../../config';
import type { Db } from '../../db/transaction';
import type { Mailer } from '../mailer';
import { toVehicleCard } from '../catalogue/vehicle-cards';
import { favouritesDigestEmail } from './emails';
import { bookedFavourites, droppedFavourites, dueAccounts, markFavouritesChecked, soldFavourites } from './queries';
import { favouritesUnsubscribeToken } from './service';

export const FAVOURITES_DIGEST_QUEUE = 'favourites-digest';
export const FAVOURITES_DIGEST_CRON = '30 * * * *';
const DAY = 86_400_000;

export interface FavouritesDigestDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
  signingKey: Buffer;
}

/** Sends the e-mails due at `now`; returns how many were sent. */
export async function runFavouriteDigests(deps: FavouritesDigestDeps, now = new Date()): Promise<number> {
  const base = deps.config.publicApiUrl;
  let sent = 0;
  for (const account of await dueAccounts(deps.db, new Date(now.getTime() - DAY))) {
    const since = account.favourites_checked_at ?? new Date(now.getTime() - DAY);
    const [drops, booked, sold] = await Promise.all([
      droppedFavourites(deps.db, account.id, since),
      bookedFavourites(deps.db, account.id, since),
      soldFavourites(deps.db, account.id, since),
    ]);
    const something = drops.length + booked.length + sold.length > 0;
    if (something) {
      const card = (r: (typeof drops)[number]) => toVehicleCard(r, base, now);
      await deps.mailer.send(
        favouritesDigestEmail(deps.config, {
          to: account.email,
          fullname: account.fullname,
          userId: account.id,
          drops: drops.map(card),
          booked: booked.map(card),
          sold: sold.map(card),
          unsubscribeToken: favouritesUnsubscribeToken(deps.signingKey, account.id),
        }),
      );
      sent += 1;
    }
    await markFavouritesChecked(deps.db, account.id, now, something);
  }
  return sent;
}
