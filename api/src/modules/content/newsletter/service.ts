/**
 * The newsletter list (table newsletter_subscribers, one row per address), whatever the way in:
 *
 * - the footer form: double opt-in. `subscribe` answers the same whatever the address's state (who
 *   is on the list is never revealed) and e-mails a confirmation link unless the address is already
 *   subscribed; at most NEWSLETTER_EMAILS_PER_HOUR such e-mails per address and hour, and
 *   MAILS_PER_RECIPIENT_PER_DAY per day (mailer/recipient-cap.ts: no mail bombing). The e-mail holds
 *   fixed text only (the address was not confirmed yet).
 *   `confirm` opens the link (opening it again says the same), `unsubscribe` takes a signed link that
 *   never expires (stateless: HMAC of the address with the API's signing key).
 * - the account's « subscribe_newsletter » box (registration, profile): `syncAccountSubscription`
 *   writes the list in the caller's transaction; confirming or leaving the list by e-mail sets the
 *   box of the account with that address. Either place changes the one list.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { NEWSLETTER_CONFIRM_DAYS, NEWSLETTER_MESSAGES } from '@ga/contracts';
import type { AppDeps } from '../../../app-deps';
import type { Tx } from '../../../db/transaction';
import { ValidationError } from '../../../http/errors';
import { hashToken } from '../../auth/token-service';
import { createRecipientCap } from '../../mailer';
import { confirmSubscriptionEmail } from './newsletter-emails';
import {
  insertPendingSubscriber,
  lockSubscriber,
  lockSubscriberByToken,
  markSubscribed,
  setAccountBox,
  setConfirmToken,
  subscribeAccount,
  unsubscribeAccount,
  unsubscribeAddress,
} from './queries';

export const NEWSLETTER_EMAILS_PER_HOUR = 3;
const invalidLink = () => ValidationError.field('token', NEWSLETTER_MESSAGES.invalidLink);

/** The unsubscribe token of an address: its HMAC (43 characters) then the address, base64url. */
const MAC_LENGTH = 43;
const macOf = (key: Buffer, email: string) =>
  createHmac('sha256', key).update(`newsletter-unsubscribe:${email}`).digest('base64url');
export function unsubscribeToken(key: Buffer, email: string): string {
  return `${macOf(key, email)}${Buffer.from(email, 'utf8').toString('base64url')}`;
}
function emailOfUnsubscribeToken(key: Buffer, token: string): string | null {
  if (token.length <= MAC_LENGTH) return null;
  const email = Buffer.from(token.slice(MAC_LENGTH), 'base64url').toString('utf8');
  const expected = Buffer.from(macOf(key, email));
  const given = Buffer.from(token.slice(0, MAC_LENGTH));
  return given.length === expected.length && timingSafeEqual(given, expected) ? email : null;
}

export function createNewsletter(deps: AppDeps) {
  const perAddress = deps.limiter('newsletter-email', NEWSLETTER_EMAILS_PER_HOUR, 3600);
  const perDay = createRecipientCap(deps, 'newsletter');

  return {
    /** The footer form (the bot check is already passed). */
    async subscribe(email: string): Promise<void> {
      const token = randomBytes(32).toString('base64url');
      const expires = new Date(Date.now() + NEWSLETTER_CONFIRM_DAYS * 86_400_000);
      const send = await deps.db.transaction().execute(async (trx) => {
        await insertPendingSubscriber(trx, email);
        const row = await lockSubscriber(trx, email);
        if (row.status === 'inscrit') return false;
        await setConfirmToken(trx, row.id, hashToken(token), expires);
        return true;
      });
      if (!send) return;
      const allowed = await perAddress.consume(email).then(
        () => true,
        () => false,
      );
      if (allowed)
        perDay.sendLater(confirmSubscriptionEmail(deps.config, email, token, unsubscribeToken(deps.signingKey, email)));
    },

    async confirm(token: string): Promise<string> {
      return deps.db.transaction().execute(async (trx) => {
        const row = await lockSubscriberByToken(trx, hashToken(token));
        if (!row || row.status === 'desinscrit') throw invalidLink();
        if (row.status === 'inscrit') return row.email;
        if (!row.confirm_expires_at || row.confirm_expires_at.getTime() < Date.now()) throw invalidLink();
        await markSubscribed(trx, row.id);
        await setAccountBox(trx, row.email, true);
        return row.email;
      });
    },

    async unsubscribe(token: string): Promise<string> {
      const email = emailOfUnsubscribeToken(deps.signingKey, token);
      if (!email) throw invalidLink();
      await deps.db.transaction().execute(async (trx) => {
        await unsubscribeAddress(trx, email);
        await setAccountBox(trx, email, false);
      });
      return email;
    },
  };
}
export type Newsletter = ReturnType<typeof createNewsletter>;

/**
 * The account's box, in the caller's transaction: ticked → on the list at once (the account holder
 * asked for it while signed in, or at registration); unticked → off the list.
 */
export async function syncAccountSubscription(trx: Tx, email: string, subscribed: boolean): Promise<void> {
  const address = email.trim().toLowerCase();
  if (subscribed) await subscribeAccount(trx, address);
  else await unsubscribeAccount(trx, address);
}
