import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMailer, readOutbox, renderEmail, writeOutboxEmail } from './';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-mailer-test-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const from = 'Glinche Automobiles <ne-pas-repondre@glinche-automobiles.fr>';
const message = {
  to: 'camille@exemple.fr',
  subject: 'Objet accentué : é à ç',
  text: 'Bonjour',
  html: '<p>Bonjour</p>',
};

describe('local outbox', () => {
  it('writes one JSON file per e-mail, named <ISO timestamp>-<random>.json, with the documented fields', async () => {
    const file = await writeOutboxEmail(dir, { ...message, from }, new Date('2026-03-14T09:30:00.123Z'));
    expect(path.basename(file)).toMatch(/^2026-03-14T09-30-00-123Z-[0-9a-f]{8}\.json$/);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({
      ...message,
      from,
      sent_at: '2026-03-14T09:30:00.123Z',
    });
    // Written through a temporary file then renamed: nothing else is left in the folder.
    expect(fs.readdirSync(dir)).toEqual([path.basename(file)]);
  });

  it('reads the outbox oldest first, and an absent folder as empty', async () => {
    await writeOutboxEmail(dir, { ...message, from, subject: 'deuxième' }, new Date('2026-03-14T10:00:00.000Z'));
    await writeOutboxEmail(dir, { ...message, from, subject: 'premier' }, new Date('2026-03-14T09:00:00.000Z'));
    fs.writeFileSync(path.join(dir, '.en-cours.json.tmp'), '{');
    const mails = await readOutbox(dir);
    expect(mails.map((m) => m.subject)).toEqual(['premier', 'deuxième']);
    expect(mails[0]!.file.startsWith(dir)).toBe(true);
    expect(await readOutbox(path.join(dir, 'absent'))).toEqual([]);
  });
});

describe('createMailer', () => {
  it('writes to the outbox without SMTP_URL, now or in the background', async () => {
    const mailer = createMailer({ smtpUrl: null, outboxDir: path.join(dir, 'outbox'), mailFrom: from });
    await mailer.send(message);
    mailer.sendLater({ ...message, subject: 'plus tard' });
    await mailer.idle();
    const mails = await readOutbox(path.join(dir, 'outbox'));
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.from)).toEqual([from, from]);
    expect(mails.map((m) => m.subject).sort()).toEqual(['Objet accentué : é à ç', 'plus tard']);
  });

  it('uses SMTP when SMTP_URL is set; a background failure is reported, never thrown', async () => {
    const errors: unknown[] = [];
    // Port 1 on localhost: connection refused.
    const mailer = createMailer(
      { smtpUrl: 'smtp://127.0.0.1:1', outboxDir: dir, mailFrom: from },
      { onError: (e) => errors.push(e) },
    );
    mailer.sendLater(message);
    await mailer.idle();
    expect(errors).toHaveLength(1);
    expect(await readOutbox(dir)).toEqual([]);
    await expect(mailer.send(message)).rejects.toThrow();
  });
});

describe('renderEmail', () => {
  it('gives the same French content as text and escaped HTML, with the link in both', () => {
    const { text, html } = renderEmail({
      brandName: 'Glinche Automobiles',
      greeting: 'Bonjour <Camille>,',
      paragraphs: ['Votre demande a été reçue.'],
      action: { label: 'Ouvrir', url: 'http://localhost:3000/page?a=1&b=2' },
    });
    expect(text).toContain('Bonjour <Camille>,');
    expect(text).toContain('Ouvrir : http://localhost:3000/page?a=1&b=2');
    expect(text).toContain('L’équipe Glinche Automobiles');
    expect(html).toContain('Bonjour &lt;Camille&gt;,');
    expect(html).toContain('href="http://localhost:3000/page?a=1&amp;b=2"');
    expect(html).toContain('<html lang="fr">');
  });
});
