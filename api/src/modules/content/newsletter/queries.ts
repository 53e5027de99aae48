/**
 * SQL of the newsletter list and of the account's newsletter box.
 */
import { sql } from 'kysely';
import type { Tx } from '../../../db/transaction';
import { contentTx } from '../tables';

/** The account's box follows the list (addresses compared in lower case). */
export async function setAccountBox(trx: Tx, email: string, subscribed: boolean): Promise<void> {
  await trx
    .updateTable('users')
    .set({ subscribe_newsletter: subscribed })
    .where(sql`lower(email)`, '=', email)
    .execute();
}

/** A form subscription: the address is added pending unless it is on the list already. */
export async function insertPendingSubscriber(trx: Tx, email: string): Promise<void> {
  await contentTx(trx)
    .insertInto('newsletter_subscribers')
    .values({ email, status: 'en_attente', source: 'formulaire' })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

/** The subscriber's row, locked until the end of the transaction. */
export function lockSubscriber(trx: Tx, email: string) {
  return contentTx(trx)
    .selectFrom('newsletter_subscribers')
    .select(['id', 'status'])
    .where('email', '=', email)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/** A new confirmation link: pending again, with the hash of the link's token. */
export async function setConfirmToken(trx: Tx, id: number, tokenHash: string, expires: Date): Promise<void> {
  await contentTx(trx)
    .updateTable('newsletter_subscribers')
    .set({ status: 'en_attente', confirm_token_hash: tokenHash, confirm_expires_at: expires, requested_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** The subscriber a confirmation link was sent to, locked until the end of the transaction. */
export function lockSubscriberByToken(trx: Tx, tokenHash: string) {
  return contentTx(trx)
    .selectFrom('newsletter_subscribers')
    .select(['id', 'email', 'status', 'confirm_expires_at'])
    .where('confirm_token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function markSubscribed(trx: Tx, id: number): Promise<void> {
  await contentTx(trx)
    .updateTable('newsletter_subscribers')
    .set({ status: 'inscrit', confirmed_at: new Date(), unsubscribed_at: null })
    .where('id', '=', id)
    .execute();
}

/** Off the list (nothing changes for an address already off it). */
export async function unsubscribeAddress(trx: Tx, email: string): Promise<void> {
  await contentTx(trx)
    .updateTable('newsletter_subscribers')
    .set({ status: 'desinscrit', unsubscribed_at: new Date(), confirm_token_hash: null, confirm_expires_at: null })
    .where('email', '=', email)
    .where('status', '!=', 'desinscrit')
    .execute();
}

/** The account's box ticked: on the list at once (first confirmation date kept). */
export async function subscribeAccount(trx: Tx, address: string): Promise<void> {
  await contentTx(trx)
    .insertInto('newsletter_subscribers')
    .values({ email: address, status: 'inscrit', source: 'compte', confirmed_at: new Date() })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({
        status: 'inscrit',
        confirmed_at: sql`coalesce(newsletter_subscribers.confirmed_at, now())`,
        unsubscribed_at: null,
        confirm_token_hash: null,
        confirm_expires_at: null,
      }),
    )
    .execute();
}

/** The account's box unticked: off the list if it was on it. */
export async function unsubscribeAccount(trx: Tx, address: string): Promise<void> {
  await contentTx(trx)
    .updateTable('newsletter_subscribers')
    .set({ status: 'desinscrit', unsubscribed_at: new Date(), confirm_token_hash: null, confirm_expires_at: null })
    .where('email', '=', address)
    .where('status', '=', 'inscrit')
    .execute();
}
