#!/usr/bin/env node
// pnpm dev: the API with reload and every app's dev server (shell :3000, remotes :3001–3004).
// The shell's dev server answers /registry.json with the remotes' dev servers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { APPS, ROOT } from './release/store.mjs';

const children = [];
function run(name, cwd, args, env = {}) {
  const child = spawn(process.execPath, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', ...env },
  });
  child.on('exit', (code) => code && console.error(`[${name}] arrêté (code ${code})`));
  children.push(child);
}
const resolveBin = (dir, pkg, rel) =>
  path.join(path.dirname(createRequire(path.join(dir, 'package.json')).resolve(`${pkg}/package.json`)), rel);

const apiDir = path.join(ROOT, 'api');
run('api', apiDir, [resolveBin(apiDir, 'tsx', 'dist/cli.mjs'), 'watch', 'src/server.ts']);
for (const app of APPS) {
  const dir = path.join(ROOT, app);
  run(app, dir, [resolveBin(dir, '@rspack/cli', 'bin/rspack.js'), 'serve', '--config', 'rspack.config.mjs']);
}
console.log('Développement : http://localhost:3000 (API http://localhost:4000). Ctrl-C pour arrêter.');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
