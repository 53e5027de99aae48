/**
 * SQL of the contact requests.
 */
import type { ContactRequestData } from '@ga/contracts';
import type { Tx } from '../../../db/transaction';
import { contentTx } from '../tables';

export async function insertContactRequest(
  trx: Tx,
  row: { id: number; reference: string; userId: number | null; data: ContactRequestData },
): Promise<void> {
  const { id, reference, data } = row;
  await contentTx(trx)
    .insertInto('contact_requests')
    .values({
      id,
      reference,
      fullname: data.fullname,
      email: data.email,
      phone: data.phone,
      subject: data.subject,
      message: data.message,
      vehicle_id: data.vehicle_id,
      user_id: row.userId,
    })
    .execute();
}
