// What the repository's own tests read of its code: the files (tracked, plus new ones git does not
// ignore, so a file being written counts as soon as it exists) and the import graph (madge,
// type-only imports included).
import fs from 'node:fs';
import path from 'node:path';
import { execFile, execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

// Not release/store.mjs's ROOT: this file also runs as a command (below), for which the release
// settings mean nothing.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
 * Built in a Node process of its own: inside a jest worker, madge and the TypeScript parser it
 * loads ran ten times slower (59 s for the whole repository against 5 s), jest's module system
 * instrumenting every one of their modules. Returns madge's `obj()` and `circular()`.
 */
export async function importGraph(dirs, options = {}) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [fileURLToPath(import.meta.url), JSON.stringify({ dirs, options })],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const { obj, circular } = JSON.parse(stdout);
  return { obj: () => obj, circular: () => circular };
}

async function madgeGraph(dirs, { baseDir = ROOT, lazy = true } = {}) {
  const { default: madge } = await import('madge');
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

// As a command (importGraph above): node repository-sources.mjs '{"dirs":[…],"options":{…}}'.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { dirs, options } = JSON.parse(process.argv[2]);
  const graph = await madgeGraph(dirs, options);
  process.stdout.write(JSON.stringify({ obj: graph.obj(), circular: graph.circular() }));
}
