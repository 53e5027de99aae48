/**
 * E-mails of the API (public surface of the mailer module). Format of the local outbox: outbox.ts.
 */
export { createMailer, type Mailer, type MailerOptions, type MailMessage } from './mailer';
export { readOutbox, writeOutboxEmail, type OutboxEmail } from './outbox';
export { renderEmail, type EmailContent } from './layout';
export { createRecipientCap, MAILS_PER_RECIPIENT_PER_DAY, type RecipientCap } from './recipient-cap';
export { parisDayTime, wholeEuros } from './french';
