/**
 * Staff actions on a booking (docs/staff.md « Bookings and company checks »): confirm it, extend its
 * hold, or cancel it with a reason. Each one is made by a conseiller who may see the booking in the
 * inbox, announced on the change channel in the same transaction (« Réservé » changes everywhere
 * at once: the search index lapses holds by time, so an extension is announced too), audited on
 * the booking's inbox record, and told to the visitor by e-mail after the commit.
 */
import { BOOKING_MAX_HOLD_DAYS, STAFF_ACTION_MESSAGES } from '@ga/contracts';
import type { AppDeps } from '../../app-deps';
import { announceChange } from '../../db/change-channel';
import { ConflictError, notFound } from '../../http/errors';
import { audit, type RequestMeta } from '../staff/audit';
import { INBOX_RECORD, visibleRequest } from '../staff/inbox-service';
import type { StaffContext } from '../staff/staff-hook';
import { bookingActionEmail, type BookingAction } from './staff-emails';
import * as q from './queries';
import { withBookings } from './tables';

type Action = { kind: 'confirm' } | { kind: 'extend'; hours: number } | { kind: 'cancel'; reason: string };

export async function actOnBooking(
  deps: AppDeps,
  staff: StaffContext,
  id: number,
  action: Action,
  meta: RequestMeta,
): Promise<void> {
  const mail = await withBookings(deps.db)
    .transaction()
    .execute(async (trx) => {
      const inboxId = await visibleRequest(trx, staff, 'reservation', id, STAFF_ACTION_MESSAGES.bookingNotFound);
      await q.expireLapsed(trx, { bookingId: id });
      const row = await q.lockBookingForStaff(trx, id);
      if (!row) throw notFound(STAFF_ACTION_MESSAGES.bookingNotFound);
      const conflict = (message: string) => new ConflictError({ booking: [message] }, message);
      if (row.status !== 'en_attente' && row.status !== 'confirmee')
        throw conflict(STAFF_ACTION_MESSAGES.bookingClosed);
      let after: Record<string, unknown>;
      let told: BookingAction;
      if (action.kind === 'cancel') {
        await q.cancel(trx, id);
        after = { status: 'annulee', reason: action.reason };
        told = { kind: 'cancel', reason: action.reason };
      } else {
        if (row.status !== 'en_attente') throw conflict(STAFF_ACTION_MESSAGES.bookingNotPending);
        if (action.kind === 'confirm') {
          await q.confirm(trx, id);
          after = { status: 'confirmee' };
          told = { kind: 'confirm' };
        } else {
          const from = Math.max(row.expires_at?.getTime() ?? Date.now(), Date.now());
          const until = new Date(from + action.hours * 3_600_000);
          if (until.getTime() > row.created_at.getTime() + BOOKING_MAX_HOLD_DAYS * 86_400_000)
            throw conflict(STAFF_ACTION_MESSAGES.extendTooFar);
          await q.extendHold(trx, id, until);
          after = { expires_at: until.toISOString() };
          told = { kind: 'extend', until };
        }
      }
      await announceChange(trx, { kind: 'booking', vehicle_ids: [row.vehicle_id] });
      await audit(trx, meta, {
        actor: staff,
        action: `booking.${action.kind === 'confirm' ? 'confirmed' : action.kind === 'extend' ? 'extended' : 'cancelled'}`,
        record: { type: INBOX_RECORD, id: inboxId },
        before: { status: row.status, expires_at: row.expires_at?.toISOString() ?? null },
        after,
      });
      return bookingActionEmail(
        deps.config,
        { email: row.email, fullname: row.fullname, confirmed: row.email_verified_at !== null },
        { id, vehicle: `${row.brand} ${row.model} ${row.version}` },
        told,
      );
    });
  await deps.changes.settled();
  deps.mailer.sendLater(mail);
}
