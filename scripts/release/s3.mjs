// Releases on object storage: `pnpm release <remote> --to s3://bucket/prefix
// [--public-url https://cdn.example.fr/prefix]` publishes the release's files to an S3-compatible
// store (@aws-sdk/client-s3; S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY,
// S3_FORCE_PATH_STYLE as for the API's private files) under `<prefix>/<app>/<version>/`, and
// records in the registry that this version of the remote is served from that origin (a CDN in
// front of the bucket, in production). The local store keeps the release too: the site server
// reads its metadata (release.json, mf-manifest.json, routes.json) from there. A rollback still
// changes the registry only: each version keeps the origin it was published to.
import fs from 'node:fs';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { readSettings } from '@ga/config';
import { MUTABLE_FILES, assertApp, isServerFile, listFiles, poolDir, readRegistry, releaseDir, writeRegistry } from './store.mjs';

export function parseS3Url(url) {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url ?? '');
  if (!match) throw new Error(`Destination invalide « ${url} » : attendu s3://bucket/prefixe`);
  return { bucket: match[1], prefix: (match[2] ?? '').replace(/^\/+|\/+$/g, '') };
}

export function s3Client(env = process.env) {
  const settings = readSettings('releases', env);
  const endpoint = settings.optional('S3_ENDPOINT');
  const accessKeyId = settings.optional('S3_ACCESS_KEY_ID');
  return new S3Client({
    region: settings.text('S3_REGION'),
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: settings.text('S3_FORCE_PATH_STYLE') === 'true' || Boolean(endpoint),
    ...(accessKeyId ? { credentials: { accessKeyId, secretAccessKey: settings.optional('S3_SECRET_ACCESS_KEY') ?? '' } } : {}),
  });
}

/** Where browsers fetch the bucket's files when no --public-url is given. */
export function defaultPublicUrl({ bucket, prefix }, env = process.env) {
  const settings = readSettings('releases', env);
  const endpoint = settings.optional('S3_ENDPOINT');
  const base = endpoint ? `${endpoint.replace(/\/+$/, '')}/${bucket}` : `https://${bucket}.s3.${settings.text('S3_REGION')}.amazonaws.com`;
  return prefix ? `${base}/${prefix}` : base;
}

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

export const contentType = (file) => TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
/** The same cache rules as the site server's /releases/ (shell/server/plugins/release-files.ts). */
export const cacheControl = (file) => (MUTABLE_FILES.has(path.basename(file)) ? 'no-cache' : 'public, max-age=31536000, immutable');

/**
 * Uploads release `version` of `app` (its files, not the .br/.gz copies: a CDN compresses for each
 * browser; nor its server build, server/: the bucket is public) and records its origin. Immutable
 * files first and the entry last, so no visitor can get an entry whose chunks are not there yet.
 * Returns what was sent.
 */
export async function publishToS3(app, version, { to, publicUrl, env = process.env, client = s3Client(env) }) {
  assertApp(app);
  if (app === 'shell') throw new Error('Le shell est servi par le serveur du site : seuls les remotes se publient sur un stockage objet.');
  const target = parseS3Url(to);
  const dir = releaseDir(app, version);
  if (!fs.existsSync(dir)) throw new Error(`${app} : la release ${version} n’existe pas dans le magasin.`);
  // The version's files in the app's shared pool (release.mjs layoutOf) go first, under
  // `<prefix>/<app>/`, where the entry's runtime looks for them (one folder up).
  const pool = (JSON.parse(fs.readFileSync(path.join(dir, 'release.json'), 'utf8')).pool ?? []).filter((file) => !isServerFile(file));
  const own = listFiles(dir)
    .filter((file) => !/\.(br|gz)$/.test(file) && !isServerFile(file))
    .sort((a, b) => Number(MUTABLE_FILES.has(path.basename(a))) - Number(MUTABLE_FILES.has(path.basename(b))) || a.localeCompare(b));
  const uploads = [
    ...pool.map((file) => ({ file, from: path.join(poolDir(app), file), key: [target.prefix, app, file] })),
    ...own.map((file) => ({ file, from: path.join(dir, file), key: [target.prefix, app, version, file] })),
  ];
  let bytes = 0;
  for (const { file, from, key } of uploads) {
    const body = fs.readFileSync(from);
    bytes += body.length;
    await client.send(new PutObjectCommand({
      Bucket: target.bucket,
      Key: key.filter(Boolean).join('/'),
      Body: body,
      ContentType: contentType(file),
      CacheControl: cacheControl(file),
    }));
  }
  const files = uploads;
  const origin = (publicUrl ?? defaultPublicUrl(target, env)).replace(/\/+$/, '');
  const registry = await readRegistry();
  const entry = registry.apps[app];
  if (!entry) throw new Error(`${app} : aucune release dans le registre.`);
  entry.origins = { ...(entry.origins ?? {}), [version]: origin };
  await writeRegistry(registry);
  return { app, version, files: files.length, bytes, origin };
}
