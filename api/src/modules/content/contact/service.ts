/**
 * Contact requests: stored in one transaction with their reference, then acknowledged by e-mail —
 * fixed text only (contact-email.ts), at most MAILS_PER_RECIPIENT_PER_DAY per address (`mails`,
 * one cap per app); beyond it the request is stored and answered the same, without the e-mail.
 */
import { CONTACT_MESSAGES, type ContactRequestData } from '@ga/contracts';
import type { AppDeps } from '../../../app-deps';
import type { RecipientCap } from '../../mailer';
import { ValidationError } from '../../../http/errors';
import { vehicleExists } from '../../catalogue/queries';
import { nextSerialId } from '../../../db/serial-id';
import { referenceOf } from '../tables';
import { insertContactRequest } from './queries';
import { contactAcknowledgement } from './contact-email';

export async function createContactRequest(
  deps: AppDeps,
  data: ContactRequestData,
  userId: number | null,
  mails: RecipientCap,
) {
  if (data.vehicle_id !== null) {
    if (!(await vehicleExists(deps.db, data.vehicle_id)))
      throw ValidationError.field('vehicle_id', CONTACT_MESSAGES.vehicle);
  }
  await deps.botCheck.verify(data.captcha_token);
  const saved = await deps.db.transaction().execute(async (trx) => {
    const id = await nextSerialId(trx, 'contact_requests');
    const reference = referenceOf('C', id);
    await insertContactRequest(trx, { id, reference, userId, data });
    return { id, reference };
  });
  mails.sendLater(contactAcknowledgement(deps.config, data, saved.reference));
  return saved;
}
