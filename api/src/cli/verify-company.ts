/**
 * `pnpm --filter @ga/api company:verify <e-mail> [--undo]`: the dealership has checked a company
 * account (SIRET, Kbis): its declared business sector now counts for partner codes (FLOTTE-PRO…).
 * Until a back office exists, this is how staff record the check; `--undo` withdraws it.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { migrateToLatest } from '../db/migrator';

(async () => {
  const email = process.argv.slice(2).find((a) => !a.startsWith('--'))?.trim().toLowerCase();
  const undo = process.argv.includes('--undo');
  if (!email) {
    console.error('Usage : pnpm --filter @ga/api company:verify <adresse e-mail du compte> [--undo]');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);
  const row = await database.db
    .updateTable('users')
    .set({ company_verified_at: undo ? null : new Date() })
    .where('email', '=', email)
    .where('is_comp', '=', true)
    .returning(['id', 'company_name', 'company_siret'])
    .executeTakeFirst();
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
