#!/usr/bin/env node
// pnpm release <app> | pnpm rollback <app> [version] | pnpm releases [app] | pnpm prune [app] [--keep N]
import { APPS, readRegistry } from './store.mjs';
import { release } from './release.mjs';
import { publishToS3 } from './s3.mjs';
import { prune, rollback } from './rollback.mjs';

const [command, ...args] = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};

try {
  if (command === 'release') {
    const to = flag('--to');
    const publicUrl = flag('--public-url');
    const apps = args[0] === 'all' || args.length === 0 ? APPS : args;
    for (const app of apps) {
      const r = await release(app);
      if (to) {
        // Uploaded before the registry names its origin; until then the site's own copy is live.
        const s = await publishToS3(app, r.version, { to, publicUrl });
        console.log(`${app} ${r.version} : ${s.files} fichiers (${(s.bytes / 1024).toFixed(0)} Kio) publiés sur ${to}, servis depuis ${s.origin}`);
      }
      console.log(`${r.app} ${r.version} en ligne (${r.fresh ? 'nouvelle release' : 'release déjà présente'}) en ${r.seconds.toFixed(1)} s`);
    }
  } else if (command === 'rollback') {
    const [app, version] = args;
    const r = rollback(app, version);
    console.log(`${r.app} : ${r.from} → ${r.to} en ligne (${r.ms.toFixed(1)} ms, registre seulement)`);
  } else if (command === 'list') {
    const registry = readRegistry();
    for (const app of args.length ? args : APPS) {
      const entry = registry.apps[app];
      console.log(`${app}`);
      if (!entry) console.log('  (aucune release)');
      else for (const v of entry.history) console.log(`  ${v === entry.live ? '●' : ' '} ${v}${v === entry.live ? '  (en ligne)' : ''}`);
    }
  } else if (command === 'prune') {
    const keep = Number(flag('--keep', '5'));
    for (const app of args.length ? args : APPS) {
      const r = prune(app, keep);
      console.log(`${r.app} : ${r.removed.length} release(s) supprimée(s)${r.removed.length ? ` (${r.removed.join(', ')})` : ''}, ${r.poolRemoved} fichier(s) partagé(s) plus utilisé(s)`);
    }
  } else {
    console.error('Usage : release <app|all> [--to s3://bucket/prefixe [--public-url https://cdn…]] | rollback <app> [version] | list [app] | prune [app] [--keep N]');
    process.exit(2);
  }
} catch (error) {
  console.error(`Erreur : ${error.message}`);
  process.exit(1);
}
