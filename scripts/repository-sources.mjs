// What the repository's own tests read of its code: the files (tracked, plus new ones git does not
// ignore, so a file being written counts as soon as it exists) and the import graph (madge,
// type-only imports included).
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import madge from 'madge';
import { ROOT } from './release/store.mjs';

export const CODE = /\.(mjs|cjs|js|ts|tsx)$/;

/** Repository files (paths from the root) that exist on disk, outside node_modules and test artefacts. */
export function repositoryFiles() {
  const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(out.split('\0'))].filter(
    (file) =>
      file &&
      !file.includes('node_modules') &&
      !file.includes('.artifacts') &&
      fs.statSync(path.join(ROOT, file), { throwIfNoEntry: false })?.isFile(),
  );
}

/**
 * The import graph of `dirs` (paths from the root); `baseDir` names the files in it (default: the
 * root). `lazy: false` leaves out lazy import(), which runs after both modules are evaluated.
 */
export function importGraph(dirs, { baseDir = ROOT, lazy = true } = {}) {
  const skipAsyncImports = !lazy;
  const fileExtensions = ['ts', 'tsx', 'mjs', 'js'];
  const folders = dirs.map((dir) => path.resolve(ROOT, dir));
  // Inside the repository, madge starts from the files git knows: given a folder, it would read
  // every file under it, build output too (e2e/.artifacts holds whole releases: 16 s of the 19 s).
  const starts = folders.every((dir) => dir.startsWith(`${ROOT}${path.sep}`))
    ? repositoryFiles()
        .filter((file) => fileExtensions.includes(path.extname(file).slice(1)))
        .map((file) => path.join(ROOT, file))
        .filter((file) => folders.some((dir) => file.startsWith(`${dir}${path.sep}`)))
    : folders;
  return madge(starts, {
    baseDir,
    fileExtensions,
    tsConfig: path.join(ROOT, 'tsconfig.base.json'),
    detectiveOptions: {
      ts: { skipTypeImports: false, skipAsyncImports },
      tsx: { skipTypeImports: false, skipAsyncImports },
      es6: { skipAsyncImports },
    },
    excludeRegExp: [/node_modules/, /\.artifacts/, /\/dist\//],
  });
}
