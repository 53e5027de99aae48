/**
 * A cap on the e-mails one sender of the public surface (contact acknowledgement, newsletter
 * confirmation, appointment mails to an address nobody confirmed…) sends to ONE recipient per day,
 * so the site cannot be used to flood someone's mailbox. Beyond it the request is still stored and
 * the visitor gets the same answer (the cap reveals nothing); only the e-mail is left out.
 *
 * The check runs in the mailer's background work (`prepareLater`): the reply never waits for it.
 */
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Mailer, MailMessage } from './mailer';

/** E-mails per recipient and day from one public sender. */
export const MAILS_PER_RECIPIENT_PER_DAY = 3;

export interface RecipientCap {
  /** Takes one of the day's e-mails to `email`; false once the cap is reached. */
  allow(email: string): Promise<boolean>;
  /** Sends `message` in the background when its recipient is under the cap (nothing otherwise). */
  sendLater(message: MailMessage): void;
}

export function createRecipientCap(
  deps: { limiter(prefix: string, points: number, seconds: number): RateLimiterAbstract; mailer: Mailer },
  sender: string,
  perDay = MAILS_PER_RECIPIENT_PER_DAY,
): RecipientCap {
  const perRecipient = deps.limiter(`mail-cap-${sender}`, perDay, 86_400);
  const allow = (email: string) =>
    perRecipient.consume(email.trim().toLowerCase()).then(
      () => true,
      (error: unknown) => {
        // Over the cap: no e-mail. A store failure is an error of the background work.
        if (error instanceof RateLimiterRes) return false;
        throw error;
      },
    );
  return {
    allow,
    sendLater(message) {
      deps.mailer.prepareLater(async () => ((await allow(message.to)) ? message : null));
    },
  };
}
