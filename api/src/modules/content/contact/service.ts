/**
 * Contact requests: stored in one transaction with their reference, then acknowledged by e-mail —
 * fixed text only (contact-email.ts), at most MAILS_PER_RECIPIENT_PER_DAY per address (`mails`,
 * one cap per app); beyond it the request is stored and answered the same, without the e-mail.
 */
import { CONTACT_MESSAGES, type ContactRequestData } from '@ga/contracts';
import { sql } from 'kysely';
import type { AppDeps } from '../../../app-deps';
import type { RecipientCap } from '../../mailer';
import { ValidationError } from '../../../http/errors';
import { contentDb, referenceOf } from '../tables';
import { contactAcknowledgement } from './contact-email';

export async function createContactRequest(deps: AppDeps, data: ContactRequestData, userId: number | null, mails: RecipientCap) {
  if (data.vehicle_id !== null) {
    const vehicle = await deps.db.selectFrom('vehicles').select('id').where('id', '=', data.vehicle_id).executeTakeFirst();
    if (!vehicle) throw ValidationError.field('vehicle_id', CONTACT_MESSAGES.vehicle);
  }
  await deps.botCheck.verify(data.captcha_token);
  const saved = await contentDb(deps.db).transaction().execute(async (trx) => {
    const { rows } = await sql<{ id: number }>`SELECT nextval(pg_get_serial_sequence('contact_requests', 'id'))::int AS id`.execute(trx);
    const id = rows[0]!.id;
    const reference = referenceOf('C', id);
    await trx
      .insertInto('contact_requests')
      .values({ id, reference, fullname: data.fullname, email: data.email, phone: data.phone, subject: data.subject, message: data.message, vehicle_id: data.vehicle_id, user_id: userId })
      .execute();
    return { id, reference };
  });
  mails.sendLater(contactAcknowledgement(deps.config, data, saved.reference));
  return saved;
}
