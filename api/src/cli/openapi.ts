/** `pnpm --filter @ga/api openapi`: writes api/openapi.json from the route schemas. */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app';
import { API_ROOT, loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { openApiJson } from '../http/openapi';

(async () => {
  // No database work happens: an in-memory PGlite is enough to build the routes (and no proof is
  // signed: a placeholder signing secret spares the app_secrets table).
  const database = await openDatabase({ databaseUrl: null, dataDir: 'memory://' });
  const config = loadConfig({ databaseUrl: null, signingSecret: 'openapi-sans-base' });
  const app = await buildApp({
    config: { ...config, botCheck: { ...config.botCheck, secret: 'openapi-sans-base' } },
    database,
  });
  const file = path.join(API_ROOT, 'openapi.json');
  fs.writeFileSync(file, openApiJson(app));
  console.log(`OpenAPI écrit dans ${path.relative(process.cwd(), file) || file}`);
  await app.close();
  await database.close();
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
