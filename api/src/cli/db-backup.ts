/**
 * `pnpm db:backup [file]` and `pnpm db:restore <file>`: the embedded database (DATA_DIR) saved to,
 * or put back from, one .tar.gz. The API must be stopped (checked on its port). With DATABASE_URL
 * (PostgreSQL) use pg_dump / pg_restore instead (docs/operations.md).
 */
import { loadConfig } from '../config';
import { backupPglite, defaultBackupFile, restorePglite } from '../db/backup';

async function apiAnswers(host: string, port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/health`, {
      signal: AbortSignal.timeout(1000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

(async () => {
  const [command, fileArg] = process.argv.slice(2);
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL est défini (PostgreSQL) : sauvegardez avec pg_dump -Fc et restaurez avec pg_restore (docs/operations.md, « Backups »).',
    );
    process.exit(2);
  }
  if (await apiAnswers(config.host, config.port)) {
    console.error(
      `L’API tourne sur le port ${config.port} : arrêtez-la d’abord (une base PGlite ne s’ouvre que dans un processus à la fois).`,
    );
    process.exit(2);
  }
  if (command === 'backup') {
    const file = fileArg ?? defaultBackupFile(config.dataDir);
    const bytes = await backupPglite(config.dataDir, file);
    console.log(`Sauvegarde écrite : ${file} (${(bytes / 1024 / 1024).toFixed(1)} Mo)`);
  } else if (command === 'restore' && fileArg) {
    const kept = await restorePglite(config.dataDir, fileArg);
    console.log(`Base restaurée depuis ${fileArg}${kept ? ` ; l’ancienne est gardée dans ${kept}` : ''}.`);
  } else {
    console.error('Usage : pnpm db:backup [fichier.tar.gz] | pnpm db:restore <fichier.tar.gz>');
    process.exit(2);
  }
})().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
