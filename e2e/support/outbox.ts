import fs from 'node:fs';
import path from 'node:path';
import { OUTBOX_READ } from './env';

/** One e-mail of the e2e API's outbox (one JSON file per e-mail, see api/src/modules/mailer/outbox.ts). */
export interface OutboxEmail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; contentType: string; content: string }[];
  sent_at: string;
}

const OUTBOX = OUTBOX_READ;

function readAll(): OutboxEmail[] {
  if (!fs.existsSync(OUTBOX)) return [];
  return fs
    .readdirSync(OUTBOX)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(OUTBOX, name), 'utf8')) as OutboxEmail);
}

/** The latest e-mail sent to `to` whose subject matches, waiting for it (the API writes it after replying). */
export async function waitForEmail(to: string, subject: RegExp, timeoutMs = 10_000): Promise<OutboxEmail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = readAll()
      .filter((email) => email.to.toLowerCase() === to.toLowerCase() && subject.test(email.subject))
      .pop();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Aucun e-mail « ${subject} » pour ${to} dans ${OUTBOX}`);
}

/** The site path of the first link to `pathname` in the e-mail's text (query string kept). */
export function linkIn(email: OutboxEmail, pathname: string): string {
  const match = email.text.match(new RegExp(`https?://[^\\s]+${pathname.replace(/\//g, '\\/')}\\?[^\\s>)"]+`));
  if (!match) throw new Error(`Pas de lien ${pathname} dans l’e-mail « ${email.subject} »`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}
