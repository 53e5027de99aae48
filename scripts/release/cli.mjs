#!/usr/bin/env node
// pnpm release <app> [--canary N] | pnpm promote <app> | pnpm rollback <app> [version] | pnpm releases [app] [--json] | pnpm prune [app] [--keep N]
import { APPS } from './store.mjs';
import { release } from './release.mjs';
import { promote, prune, rollback } from './rollback.mjs';
import { printReleases } from './releases-report.mjs';
import { switchServerRendering } from './server-rendering.mjs';

const [command, ...args] = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};

try {
  if (command === 'release') {
    const to = flag('--to');
    const publicUrl = flag('--public-url');
    const serverTo = flag('--server-to');
    const canary = flag('--canary');
    const apps = args[0] === 'all' || args.length === 0 ? APPS : args;
    if (canary !== undefined && apps.length !== 1)
      throw new Error('--canary : un seul remote à la fois (pnpm release mf-catalogue --canary 10).');
    for (const app of apps) {
      // Uploaded (and recorded) before the registry makes it live: every site server can copy it.
      // `release all --public-url …`: the remotes' origin; the shell is served by the site servers
      // (`release shell --public-url …` alone is refused by s3.mjs).
      const origin = publicUrl && (app !== 'shell' || apps.length === 1) ? { publicUrl } : {};
      const r = await release(app, {
        canary,
        ...(to ? { publish: { to, ...origin, ...(serverTo ? { serverTo } : {}) } } : {}),
      });
      const s = r.published;
      if (s) {
        console.log(
          `${app} ${r.version} : ${s.files} fichiers (${(s.bytes / 1024).toFixed(0)} Kio) publiés sur ${to}, ${s.origin ? `servis depuis ${s.origin}` : 'servis par les serveurs du site depuis leur copie'}`,
        );
        if (!s.source.server)
          console.log(
            `  sans destination privée (--server-to, RELEASE_SERVER_TO) : le build serveur reste dans ce magasin, les autres serveurs du site rendront ses pages dans le navigateur.`,
          );
      }
      const where = r.canary
        ? `en canari pour ${r.canary} % des visiteurs (pnpm promote ${app} pour tous, pnpm rollback ${app} pour l’arrêter)`
        : 'en ligne';
      console.log(
        `${r.app} ${r.version} ${where} (${r.fresh ? 'nouvelle release' : 'release déjà présente'}) en ${r.seconds.toFixed(1)} s`,
      );
    }
  } else if (command === 'rollback') {
    const [app, version] = args;
    const r = await rollback(app, version);
    if (r.canary)
      console.log(
        `${r.app} : canari ${r.from ?? '(déjà terminé)'} arrêté, ${r.to} en ligne pour tous (${r.ms.toFixed(1)} ms, registre seulement)`,
      );
    else console.log(`${r.app} : ${r.from} → ${r.to} en ligne (${r.ms.toFixed(1)} ms, registre seulement)`);
  } else if (command === 'promote') {
    const r = await promote(args[0]);
    console.log(
      `${r.app} : canari ${r.to} en ligne pour tous (avant : ${r.from}) (${r.ms.toFixed(1)} ms, registre seulement)`,
    );
  } else if (command === 'list') {
    const json = args.includes('--json');
    await printReleases(
      args.filter((a) => a !== '--json'),
      { json },
    );
  } else if (command === 'prune') {
    const keep = Number(flag('--keep', '5'));
    for (const app of args.length ? args : APPS) {
      const r = await prune(app, keep);
      console.log(
        `${r.app} : ${r.removed.length} release(s) supprimée(s)${r.removed.length ? ` (${r.removed.join(', ')})` : ''}, ${r.poolRemoved} fichier(s) partagé(s) plus utilisé(s)`,
      );
    }
  } else if (command === 'ssr') {
    const r = await switchServerRendering(args[0], args[1]);
    const said = { on: 'activé', off: 'coupé', default: 'selon SITE_SSR de chaque serveur' }[r.state];
    console.log(`${r.app} : rendu serveur ${said} (registre seulement, lu à chaque requête)`);
  } else {
    console.error(
      'Usage : release <app|all> [--canary N] [--to s3://bucket/prefixe [--server-to s3://bucket-privé/prefixe] [--public-url https://cdn…]] | promote <app> | rollback <app> [version] | list [app] [--json] | prune [app] [--keep N] | ssr <app> on|off|default',
    );
    process.exit(2);
  }
} catch (error) {
  console.error(`Erreur : ${error.message}`);
  process.exit(1);
}
