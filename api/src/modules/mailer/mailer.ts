/**
 * Sends the API's e-mails: through SMTP (nodemailer) when SMTP_URL is set, else into the local
 * outbox folder (see outbox.ts for the file format).
 */
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import { writeOutboxEmail } from './outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Sends now; rejects when the e-mail could not be sent or written. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends in the background (the reply does not wait for the SMTP server, so its timing reveals
   * nothing); a failure is reported to `onError`, never thrown.
   */
  sendLater(message: MailMessage): void;
  /** Resolves when every background send has finished (tests, shutdown). */
  idle(): Promise<void>;
}

export interface MailerOptions {
  onError?: (error: unknown, message: MailMessage) => void;
}

type Transport = (message: MailMessage & { from: string }) => Promise<void>;

function smtpTransport(url: string): Transport {
  const transporter = nodemailer.createTransport(url);
  return async (message) => {
    await transporter.sendMail({ from: message.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
  };
}

function outboxTransport(dir: string): Transport {
  return async (message) => {
    await writeOutboxEmail(dir, message);
  };
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'outboxDir' | 'mailFrom'>, options: MailerOptions = {}): Mailer {
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : outboxTransport(config.outboxDir);
  const pending = new Set<Promise<void>>();
  const send = (message: MailMessage) => transport({ ...message, from: config.mailFrom });
  return {
    send,
    sendLater(message) {
      const job = send(message)
        .catch((error: unknown) => options.onError?.(error, message))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
