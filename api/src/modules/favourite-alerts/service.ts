/**
 * The favourites' e-mail (@ga/contracts favourite-alerts.ts): the account's choice, and the e-mail's
 * unsubscribe link (a signed token per account, no sign-in).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { FAVOURITE_ALERT_MESSAGES, type FavouriteAlerts } from '@ga/contracts';
import type { Db } from '../../db/transaction';
import { ValidationError } from '../../http/errors';
import { favouriteAlertsOf, setFavouriteAlerts } from './queries';

export async function readFavouriteAlerts(db: Db, userId: number): Promise<FavouriteAlerts> {
  const row = await favouriteAlertsOf(db, userId);
  return { enabled: row.favourite_alerts, email_verified: row.email_verified_at !== null };
}

export async function changeFavouriteAlerts(
  db: Db,
  userId: number,
  enabled: boolean,
  now = new Date(),
): Promise<FavouriteAlerts> {
  await setFavouriteAlerts(db, userId, enabled, now);
  return readFavouriteAlerts(db, userId);
}

const macOf = (key: Buffer, userId: number) =>
  createHmac('sha256', key).update(`favourite-alerts-unsubscribe:${userId}`).digest('base64url');
export const favouritesUnsubscribeToken = (key: Buffer, userId: number) => macOf(key, userId);

/** The e-mail's link: turns the e-mail off, whoever opens it (the token is the proof). */
export async function unsubscribeFavourites(db: Db, key: Buffer, userId: number, token: string): Promise<void> {
  const expected = Buffer.from(macOf(key, userId));
  const given = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw ValidationError.field('token', FAVOURITE_ALERT_MESSAGES.invalidLink);
  await setFavouriteAlerts(db, userId, false, new Date());
}
