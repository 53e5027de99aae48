/**
 * NODE_ENV=production: the API refuses to start while a demo staff account (its password and TOTP
 * secret are published in the README) can still sign in. Read from the database, so checked by
 * buildApp() after the configuration's own refusals (config.ts productionProblems).
 */
import type { Config } from '../../config';
import type { Db } from '../../db/transaction';
import { enabledDemoAccountsExist } from './account-queries';

export const DEMO_STAFF_PROBLEM =
  'Des comptes conseillers de démonstration (mot de passe et secret TOTP publics) peuvent encore se connecter : désactivez-les avec `pnpm --filter @ga/api staff:disable-demo`.';

export async function staffProductionProblems(config: Config, db: Db): Promise<string[]> {
  if (!config.production) return [];
  return (await enabledDemoAccountsExist(db)) ? [DEMO_STAFF_PROBLEM] : [];
}
