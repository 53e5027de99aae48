/**
 * « Mes alertes »: a signed-in visitor's saved searches (ALERTS_MAX at most), and the one-click
 * unsubscribe of the e-mails (a signed token per alert, no sign-in).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ALERT_MESSAGES, ALERTS_MAX, type SearchAlert } from '@ga/contracts';
import { inTransaction, type Db } from '../../db/transaction';
import { HttpError, notFound, ValidationError } from '../../http/errors';
import {
  countUserAlerts,
  deleteUserAlert,
  insertAlert,
  lockUser,
  pauseAlert,
  updateUserAlert,
  userAlertRows,
} from './queries';
import { jsonColumn } from '../../db/json-column';

type Row = {
  id: number;
  name: string;
  path: string;
  query: Record<string, unknown>;
  paused: boolean;
  created_at: Date;
  last_sent_at: Date | null;
};

export const toAlert = (r: Row): SearchAlert => ({
  id: r.id,
  name: r.name,
  path: r.path,
  query: jsonColumn<Record<string, unknown>>(r.query),
  paused: r.paused,
  created_at: r.created_at.toISOString(),
  last_sent_at: r.last_sent_at ? r.last_sent_at.toISOString() : null,
});

export async function listAlerts(db: Db, userId: number): Promise<SearchAlert[]> {
  const rows = await userAlertRows(db, userId);
  return rows.map(toAlert);
}

export async function createAlert(
  db: Db,
  userId: number,
  input: { name: string; path: string; query: Record<string, unknown> },
): Promise<SearchAlert> {
  return inTransaction(db, async (trx) => {
    // One at a time per account (the count below stays true until commit).
    await lockUser(trx, userId);
    if ((await countUserAlerts(trx, userId)) >= ALERTS_MAX) throw new HttpError(409, ALERT_MESSAGES.tooMany);
    const row = await insertAlert(trx, userId, input);
    return toAlert(row);
  });
}

export async function updateAlert(
  db: Db,
  userId: number,
  id: number,
  change: { name?: string; paused?: boolean },
): Promise<SearchAlert> {
  const set: { name?: string; paused?: boolean; last_checked_at?: Date } = { ...change };
  // Resumed: what arrived while it was paused is not « new » for the next digest.
  if (change.paused === false) set.last_checked_at = new Date();
  if (Object.keys(set).length === 0) throw new ValidationError({ name: [ALERT_MESSAGES.nameRequired] });
  const row = await updateUserAlert(db, userId, id, set);
  if (!row) throw notFound(ALERT_MESSAGES.notFound);
  return toAlert(row);
}

export async function deleteAlert(db: Db, userId: number, id: number): Promise<void> {
  if (!(await deleteUserAlert(db, userId, id))) throw notFound(ALERT_MESSAGES.notFound);
}

const macOf = (key: Buffer, alertId: number) =>
  createHmac('sha256', key).update(`alert-unsubscribe:${alertId}`).digest('base64url');
export const unsubscribeToken = (key: Buffer, alertId: number) => macOf(key, alertId);

/** The e-mail's link: pauses the alert, whoever opens it (the token is the proof). */
export async function unsubscribe(db: Db, key: Buffer, alertId: number, token: string): Promise<void> {
  const expected = Buffer.from(macOf(key, alertId));
  const given = Buffer.from(token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw ValidationError.field('token', ALERT_MESSAGES.invalidLink);
  await pauseAlert(db, alertId);
}
