#!/usr/bin/env node
// The shared packages are Module Federation singletons: the page runs the copy the shell loaded.
// A remote built against a newer public API must therefore require a newer version, or it would
// run on the shell's older copy. This records each package's exported names with its version
// (`pnpm shared:api` after a deliberate change and version bump); a tooling test fails when the
// exports change while the version stays the same.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// @ga/contracts is bundled by each app (not a shared module: it holds no state): its exports need no record.
export const SHARED = ['core', 'ui'];

/** Exported names of a package entry and the files it re-exports with `export *`. */
export function exportedNames(file, seen = new Set()) {
  if (seen.has(file)) return [];
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  const names = new Set();
  for (const m of text.matchAll(/export\s*(?:type\s*)?\{([^}]*)\}/g)) {
    for (const part of m[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  }
  for (const m of text.matchAll(
    /export\s+(?:declare\s+)?(?:const|function|class|interface|type|enum|let)\s+([A-Za-z0-9_$]+)/g,
  ))
    names.add(m[1]);
  for (const m of text.matchAll(/export\s+\*\s+from\s+['"](.+?)['"]/g)) {
    const base = path.resolve(path.dirname(file), m[1]);
    const target = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f));
    if (target) for (const n of exportedNames(target, seen)) names.add(n);
  }
  return [...names].sort();
}

export function currentApi(pkg) {
  const dir = path.join(ROOT, 'shared', pkg);
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return { version, exports: exportedNames(path.join(dir, 'src/index.ts')) };
}

export const recordFile = (pkg) => path.join(ROOT, 'shared', pkg, 'public-api.json');

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const pkg of SHARED) {
    const api = currentApi(pkg);
    fs.writeFileSync(recordFile(pkg), `${JSON.stringify(api, null, 2)}\n`);
    console.log(`@ga/${pkg} ${api.version} : ${api.exports.length} exports enregistrés`);
  }
}
