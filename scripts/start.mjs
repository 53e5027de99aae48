#!/usr/bin/env node
// pnpm start: production builds of the shell and every remote (published to the release store
// when an app has no live release yet, or always with --fresh), then the API on its embedded
// database with seed data and the site server. Ctrl-C stops everything.
import { APPS, readRegistry } from './release/store.mjs';
import { release } from './release/release.mjs';
import { startSite } from './processes.mjs';

const fresh = process.argv.includes('--fresh');
const registry = await readRegistry();
for (const app of APPS) {
  if (!fresh && registry.apps[app]?.live) {
    console.log(`${app} : release en ligne ${registry.apps[app].live}`);
    continue;
  }
  const r = await release(app);
  console.log(`${app} : ${r.version} publiée en ${r.seconds.toFixed(1)} s`);
}

// A crashed server is started again (scripts/supervisor.mjs); a loop of crashes stops everything
// with exit code 1, for a real supervisor to take over (docs/operations.md).
let stopping = false;
let site = null;
const shutdown = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  console.log(code ? '\nArrêt après des plantages répétés.' : '\nArrêt…');
  await site?.stop();
  process.exit(code);
};
site = await startSite({ supervise: true, onGiveUp: () => void shutdown(1) });
console.log(`\n  Glinche Automobiles est en ligne : ${site.siteUrl}\n  API : ${site.apiUrl}\n  Ctrl-C pour arrêter.\n`);
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
