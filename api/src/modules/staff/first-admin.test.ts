/**
 * STAFF_FIRST_ADMIN: at start-up, while no admin exists, the API creates that admin and e-mails the
 * one-time enrolment link; once one exists, nothing; a value that is no address, nothing either.
 */
import { sql } from 'kysely';
import type { AppDeps } from '../../app-deps';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMailer, readOutbox } from '../mailer';
import { ensureFirstAdmin, parseFirstAdmin, staffStartup } from './first-admin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    staff: { ...loadConfig().staff, firstAdmin: 'Premiere.Admin@glinche-automobiles.fr  Camille Admin' },
  });
});
afterAll(() => t.close());

const silent = { info: () => undefined, warn: () => undefined };
let mailer: ReturnType<typeof createMailer>;
const deps = () =>
  ({
    config: t.config,
    db: t.database.db,
    mailer: (mailer ??= createMailer(t.config)),
    signingKey: Buffer.alloc(32),
  }) as unknown as AppDeps;

it('creates the first admin at start-up and e-mails the enrolment link, never twice', async () => {
  // What a running server does at start-up (jobs/background-jobs.ts); tests run without the jobs.
  await staffStartup(deps(), silent);
  const admins = (
    await sql<{
      email: string;
      full_name: string;
      totp_enrolled_at: Date | null;
    }>`select email, full_name, totp_enrolled_at from staff_accounts where role = 'admin'`.execute(t.database.db)
  ).rows;
  expect(admins).toEqual([
    { email: 'premiere.admin@glinche-automobiles.fr', full_name: 'Camille Admin', totp_enrolled_at: null },
  ]);
  await mailer.idle();
  const mail = (await readOutbox(t.config.outboxDir)).find((m) => m.to === 'premiere.admin@glinche-automobiles.fr');
  expect(mail?.subject).toMatch(/^Votre accès à l’espace conseiller/);
  const link = /http:\/\/[^\s"<]+\/espace-conseiller\/enrolement\?jeton=[\w-]+/.exec(mail!.text)?.[0];
  expect(link).toBeDefined();
  // The link works: it sets the password and starts the enrolment.
  const token = new URL(link!).searchParams.get('jeton');
  const enrol = await t.app.inject({
    method: 'POST',
    url: '/api/staff/enrolment',
    headers: { 'x-api-key': t.config.apiKey },
    payload: { token, password: 'une phrase de passe d’administratrice' },
  });
  expect(enrol.statusCode).toBe(200);
  const audit = (
    await sql<{
      action: string;
    }>`select action from staff_audit_log where action like 'staff.account.created%'`.execute(t.database.db)
  ).rows;
  expect(audit).toEqual([{ action: 'staff.account.created_at_start' }]);
  expect(await ensureFirstAdmin(deps(), silent)).toBe('exists');
  expect(
    await ensureFirstAdmin(
      { ...deps(), config: { ...t.config, staff: { ...t.config.staff, firstAdmin: 'Léa Morin' } } },
      silent,
    ),
  ).toBe('invalid');
  expect(
    await ensureFirstAdmin(
      { ...deps(), config: { ...t.config, staff: { ...t.config.staff, firstAdmin: null } } },
      silent,
    ),
  ).toBe('unset');
});

it('reads « e-mail » or « e-mail Prénom Nom », and nothing else', () => {
  expect(parseFirstAdmin('admin@exemple.fr')).toEqual({ email: 'admin@exemple.fr', full_name: 'Administrateur' });
  expect(parseFirstAdmin(' admin@exemple.fr   Léa   Morin ')).toEqual({
    email: 'admin@exemple.fr',
    full_name: 'Léa Morin',
  });
  expect(parseFirstAdmin('Léa Morin')).toBeNull();
});
