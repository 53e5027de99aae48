// Precompressed copies of a release's text files, written once at release time: the site server
// sends `main.abc.js.br` (or `.gz`) to a browser that accepts it (@fastify/static `preCompressed`),
// so immutable assets cost no CPU per request and get the strongest settings (brotli 11, gzip 9).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { isServerFile } from './store.mjs';

/** Text formats worth compressing (woff2, png, jpeg… are compressed already). */
export const COMPRESSIBLE = /\.(m?js|css|html|json|svg|txt|xml)$/i;
/** Below this, the headers cost more than the bytes saved. */
export const MIN_BYTES = 1024;

/**
 * Writes the brotli and gzip copies of `file` as `<name>.br` / `<name>.gz`, `name` being `file`
 * itself or the name it is about to get (a pool file is written under a temporary name first).
 * Returns false when the file is not worth it.
 */
export function precompressFile(file, name = file) {
  if (!COMPRESSIBLE.test(name)) return false;
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) return false;
  fs.writeFileSync(
    `${name}.br`,
    zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  fs.writeFileSync(`${name}.gz`, zlib.gzipSync(body, { level: 9 }));
  return true;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir`; returns the count.
 * Not in `dir`'s server build (server/, store.mjs isServerFile): no browser is ever sent it.
 */
export function precompressDir(dir) {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || isServerFile(path.relative(dir, file).split(path.sep).join('/'))) continue;
    if (precompressFile(file)) count += 1;
  }
  return count;
}
