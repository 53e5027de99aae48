/**
 * Sends the API's e-mails: through SMTP (nodemailer) when SMTP_URL is set, else into the local
 * outbox folder (see outbox.ts for the file format).
 */
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import { writeOutboxEmail } from './outbox';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text (an .ics calendar file). */
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Sends now; rejects when the e-mail could not be sent or written. */
  send(message: MailMessage): Promise<void>;
  /**
   * Sends in the background (the reply does not wait for the SMTP server, so its timing reveals
   * nothing); a failure is reported to `onError`, never thrown.
   */
  sendLater(message: MailMessage): void;
  /**
   * Runs `prepare` in the background (database work included), then sends the message it returns
   * (nothing when it returns null). The reply waits for none of it; `idle()` does. A failure of
   * either step goes to `onError` (message undefined when `prepare` failed), never thrown.
   */
  prepareLater(prepare: () => Promise<MailMessage | null>): void;
  /** Resolves when every background send has finished (tests, shutdown). */
  idle(): Promise<void>;
}

export interface MailerOptions {
  onError?: (error: unknown, message: MailMessage | undefined) => void;
}

type Transport = (message: MailMessage & { from: string }) => Promise<void>;

function smtpTransport(url: string): Transport {
  const transporter = nodemailer.createTransport(url);
  return async (message) => {
    await transporter.sendMail({
      from: message.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments,
    });
  };
}

function outboxTransport(dir: string): Transport {
  return async (message) => {
    await writeOutboxEmail(dir, message);
  };
}

export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'outboxDir' | 'mailFrom'>,
  options: MailerOptions = {},
): Mailer {
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl) : outboxTransport(config.outboxDir);
  const pending = new Set<Promise<void>>();
  const send = (message: MailMessage) => transport({ ...message, from: config.mailFrom });
  const track = (job: Promise<void>) => {
    const tracked = job.finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  return {
    send,
    sendLater(message) {
      track(send(message).catch((error: unknown) => options.onError?.(error, message)));
    },
    prepareLater(prepare) {
      track(
        (async () => {
          let message: MailMessage | null = null;
          try {
            // Let the reply go out first: none of this work is on the request's path.
            await new Promise((resolve) => setImmediate(resolve));
            message = await prepare();
            if (message) await send(message);
          } catch (error) {
            options.onError?.(error, message ?? undefined);
          }
        })(),
      );
    },
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
