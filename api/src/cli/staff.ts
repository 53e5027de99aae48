/**
 * Staff accounts from the command line (docs/staff.md):
 *   pnpm --filter @ga/api staff:create-admin <e-mail> <nom complet>   the first admin: prints a one-time enrolment link
 *   pnpm --filter @ga/api staff:totp <e-mail>                         the current TOTP code of a DEMO account
 *   pnpm --filter @ga/api staff:disable-demo                          disables the demo accounts (production)
 *   pnpm --filter @ga/api staff:reseal-totp                           after a change of STAFF_TOTP_KEY: every TOTP
 *                                                                     secret re-encrypted (the previous key in
 *                                                                     STAFF_TOTP_KEY_PREVIOUS, unset: the demo key)
 * The link uses the site's public URL (SITE_URL): `${SITE_URL}/espace-conseiller/enrolement?jeton=…`.
 */
import type { AppDeps } from '../app-deps';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrator';
import { disableDemoAccounts, findAccountByEmail } from '../modules/staff/account-queries';
import { inviteAccount } from '../modules/staff/accounts-service';
import { audit } from '../modules/staff/audit';
import { DEMO_STAFF, DEMO_STAFF_TOTP_SECRET } from '../modules/staff/demo';
import { totpCode } from '../modules/staff/totp';
import { createSecretBox, resealSecrets } from '../modules/staff/totp-secret-box';

const USAGE = [
  'Usage :',
  '  pnpm --filter @ga/api staff:create-admin <adresse e-mail> <nom complet>',
  '  pnpm --filter @ga/api staff:totp <adresse e-mail d’un compte de démonstration>',
  '  pnpm --filter @ga/api staff:disable-demo',
  '  STAFF_TOTP_KEY_PREVIOUS=<ancienne clé> pnpm --filter @ga/api staff:reseal-totp',
].join('\n');

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'totp') {
    // No database needed: the demo accounts share one fixed, published secret.
    const email = args[0]?.trim().toLowerCase();
    if (!email || !DEMO_STAFF.some((a) => a.email === email)) {
      console.error(
        `Seuls les comptes de démonstration ont un secret connu : ${DEMO_STAFF.map((a) => a.email).join(', ')}.`,
      );
      return 2;
    }
    console.log(await totpCode(DEMO_STAFF_TOTP_SECRET));
    return 0;
  }
  if (command !== 'create-admin' && command !== 'disable-demo' && command !== 'reseal-totp') {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database.db);
    if (command === 'reseal-totp') {
      const counts = await resealSecrets(
        database.db,
        createSecretBox(config, config.staff.totpKeyPrevious),
        createSecretBox(config),
      );
      console.log(
        `Secrets de double authentification : ${counts.resealed} rechiffré(s) avec la nouvelle clé, ${counts.already} déjà à jour, ${counts.unreadable} illisible(s) avec l’ancienne clé.`,
      );
      return counts.unreadable ? 1 : 0;
    }
    if (command === 'disable-demo') {
      const done = await database.db.transaction().execute(async (trx) => {
        const rows = await disableDemoAccounts(trx);
        for (const row of rows)
          await audit(trx, null, {
            actor: null,
            action: 'staff.account.disabled_by_cli',
            record: { type: 'staff_account', id: row.id },
            after: { disabled: true },
          });
        return rows;
      });
      console.log(
        done.length
          ? `Comptes de démonstration désactivés : ${done.map((r) => r.email).join(', ')}.`
          : 'Aucun compte de démonstration actif.',
      );
      return 0;
    }
    const email = args[0]?.trim().toLowerCase() ?? '';
    const fullName = args.slice(1).join(' ').trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || fullName.length < 2 || fullName.length > 120) {
      console.error(USAGE);
      return 2;
    }
    if (await findAccountByEmail(database.db, email)) {
      console.error(`Un compte conseiller existe déjà pour ${email}.`);
      return 1;
    }
    // Only the parts of AppDeps the invitation uses.
    const deps = { db: database.db, config } as unknown as AppDeps;
    const { account, link } = await inviteAccount(deps, null, { email, full_name: fullName, role: 'admin' }, null);
    console.log(`Compte administrateur créé pour ${account.full_name} <${account.email}>.`);
    console.log(
      `Lien d’activation à usage unique (valable jusqu’au ${new Date(link.expires_at).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' })}) :`,
    );
    console.log(link.url);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
