/**
 * `pnpm --filter @ga/api company:verify <e-mail> [--undo]`: the dealership has checked a company
 * account (SIRET, Kbis): its declared business sector now counts for partner codes (FLOTTE-PRO…).
 * Staff check companies in the staff area (docs/staff.md); this command stays for scripts, with the
 * same code (modules/company-checks/service.ts). `--undo` withdraws a verification.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrator';
import { HttpError } from '../http/errors';
import { checkCompany } from '../modules/company-checks/service';

(async () => {
  const email = process.argv
    .slice(2)
    .find((a) => !a.startsWith('--'))
    ?.trim()
    .toLowerCase();
  const undo = process.argv.includes('--undo');
  if (!email) {
    console.error('Usage : pnpm --filter @ga/api company:verify <adresse e-mail du compte> [--undo]');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);
  const row = await checkCompany(database.db, { email }, undo ? { undo: true } : { verify: true }).catch(
    (error: Error) => {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    },
  );
  await database.close();
  if (!row) {
    console.error(`Aucun compte professionnel pour ${email}.`);
    process.exit(1);
  }
  console.log(`${row.company_name} (SIRET ${row.company_siret}) : entreprise ${undo ? 'non vérifiée' : 'vérifiée'}.`);
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
