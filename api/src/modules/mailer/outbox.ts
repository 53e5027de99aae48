/**
 * The local outbox: when no SMTP server is configured (SMTP_URL), every e-mail the API sends is
 * written to OUTBOX_DIR (default `<repo>/.outbox`, git-ignored) as ONE JSON FILE PER E-MAIL:
 *
 *   <OUTBOX_DIR>/<ISO timestamp with ":" and "." as "-">-<8 hex>.json
 *   e.g. .outbox/2026-03-14T09-30-00-123Z-1f2e3d4c.json
 *
 *   { "to": "camille@exemple.fr",
 *     "from": "Glinche Automobiles <ne-pas-repondre@glinche-automobiles.fr>",
 *     "subject": "Réinitialisation de votre mot de passe",
 *     "text": "…plain-text body…",
 *     "html": "<!doctype html>…",
 *     "attachments": [{ "filename": "rendez-vous.ics", "contentType": "text/calendar…", "content": "BEGIN:VCALENDAR…" }],  (when any)
 *     "sent_at": "2026-03-14T09:30:00.123Z" }
 *
 * Sorting the file names sorts the e-mails by time. Files are written atomically (a hidden temporary
 * file in the same folder, then a rename), so a reader never sees half a file. The password-reset
 * e-mail holds the link `${SITE_URL}/mot-de-passe-oublie/reinitialisation?token=…&email=…` in both
 * bodies. The e2e tests start the API with OUTBOX_DIR=e2e/.artifacts/outbox (`E2E_OUTBOX`).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface OutboxEmail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; contentType: string; content: string }[];
  /** ISO 8601. */
  sent_at: string;
}

/** Writes one e-mail; returns the file's path. */
export async function writeOutboxEmail(
  dir: string,
  email: Omit<OutboxEmail, 'sent_at'>,
  now = new Date(),
): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const name = `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
  const file = path.join(dir, name);
  const tmp = path.join(dir, `.${name}.tmp`);
  const body: OutboxEmail = {
    to: email.to,
    from: email.from,
    subject: email.subject,
    text: email.text,
    html: email.html,
    ...(email.attachments?.length ? { attachments: email.attachments } : {}),
    sent_at: now.toISOString(),
  };
  await fs.writeFile(tmp, `${JSON.stringify(body, null, 2)}\n`, 'utf8');
  await fs.rename(tmp, file);
  return file;
}

/** Every e-mail of the outbox, oldest first (an absent folder is an empty outbox). */
export async function readOutbox(dir: string): Promise<Array<OutboxEmail & { file: string }>> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((n) => n.endsWith('.json') && !n.startsWith('.')).sort();
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(dir, name);
      return { ...(JSON.parse(await fs.readFile(file, 'utf8')) as OutboxEmail), file };
    }),
  );
}
