// The server build of a release (`<app>/<version>/server/`): Node code the site server evaluates to
// render pages. release.json records the SHA-256 of each of its files when the version is published
// (scripts/release/release.mjs); the site server checks them before it evaluates the first one, so a
// server build that is incomplete, altered or mixed with another version's files is never run: the
// page is rendered by the browser instead (docs/server-rendering.md « Server builds, checked »).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SERVER_DIR = 'server';

function filesUnder(dir, base) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });
}

/** `sha256-<base64>` of one file (the notation of Subresource Integrity). */
export function fileDigest(file) {
  return `sha256-${crypto.createHash('sha256').update(fs.readFileSync(file)).digest('base64')}`;
}

/**
 * The digests of the server build under `dir` (a build folder or a release folder), keyed by path
 * from `dir` (`server/ssr.cjs`), sorted; `{}` when there is none.
 */
export function serverBuildDigests(dir) {
  const files = filesUnder(path.join(dir, SERVER_DIR), dir).sort();
  return Object.fromEntries(files.map((file) => [file, fileDigest(path.join(dir, file))]));
}

/**
 * What is wrong with the server build of the release folder `dir`, checked against its release.json:
 * null when every file is there with its recorded digest and no other file is; otherwise a short
 * reason (`unrecorded`: a release published before the digests, or release.json unreadable;
 * `mismatch`, with the first file that differs, is missing or was added).
 */
export function serverBuildProblem(dir) {
  let recorded;
  try {
    recorded = JSON.parse(fs.readFileSync(path.join(dir, 'release.json'), 'utf8')).server;
  } catch {
    recorded = undefined;
  }
  if (!recorded || typeof recorded !== 'object') return { reason: 'unrecorded' };
  const found = serverBuildDigests(dir);
  for (const file of new Set([...Object.keys(recorded), ...Object.keys(found)])) {
    if (recorded[file] !== found[file]) return { reason: 'mismatch', file };
  }
  return null;
}
