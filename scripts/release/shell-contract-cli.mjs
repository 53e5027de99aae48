#!/usr/bin/env node
// node scripts/release/shell-contract-cli.mjs <remote> [--dist <folder>]
// The contract check of shell-contract.mjs, as a remote's `pnpm test` runs it: on the remote's
// sources (no build), or on a build already made (`--dist`, e.g. its dist/ after `pnpm build`).
import path from 'node:path';
import { assertLoadsInLiveShell, describeShell, remoteFromBuild, remoteFromSources } from './shell-contract.mjs';

const args = process.argv.slice(2);
const distAt = args.indexOf('--dist');
const dist = distAt >= 0 ? path.resolve(args.splice(distAt, 2)[1]) : null;
const [app] = args;

try {
  if (!app) throw new Error('Usage : shell-contract-cli.mjs <remote> [--dist <dossier du build>]');
  const started = performance.now();
  const remote = dist ? remoteFromBuild(app, dist) : await remoteFromSources(app);
  const { shell } = await assertLoadsInLiveShell(remote);
  const loads = shell.loads[app] ?? [];
  const routes = remote.manifest?.routes?.length;
  const count = (n, word) => `${n} ${word}${n > 1 ? 's' : ''}`;
  console.log(
    `Contrat avec le shell : ${app} se chargerait dans ${describeShell(shell)} — ` +
      `${count(Object.keys(remote.requires).length, 'singleton')} partagé${Object.keys(remote.requires).length > 1 ? 's' : ''} fourni${Object.keys(remote.requires).length > 1 ? 's' : ''}, ` +
      `modules chargés par le shell exposés (${loads.join(', ') || 'aucun'}), ` +
      `${routes === undefined ? 'pas de manifeste des routes' : `manifeste des routes valide (${count(routes, 'route')})`} ` +
      `(${((performance.now() - started) / 1000).toFixed(1)} s).`,
  );
} catch (error) {
  console.error(`Contrat avec le shell rompu : ${error.message}`);
  process.exit(1);
}
