// Releases on object storage: `pnpm release <app> --to s3://bucket/prefix [--server-to
// s3://private-bucket/prefix] [--public-url https://cdn.example.fr/prefix]` publishes the release's
// files to an S3-compatible store (@aws-sdk/client-s3; S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID,
// S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE as for the API's private files):
// - its browser files under `<prefix>/<app>/<version>/` (a remote's pool under `<prefix>/<app>/`),
//   the public origin (a CDN in front of the bucket, in production);
// - its server build (`server/`, Node only) under the private destination (--server-to or
//   RELEASE_SERVER_TO), which only the site servers read, with their credentials; without one, the
//   server build stays in this machine's store and the other site servers render the version's pages
//   in the browser;
// and records both in the registry (`apps[app].sources[version]`): a site server that shares no
// folder with this machine copies the version from there before it serves it (@ga/releases
// copyVersion). A remote's browsers load it from its origin (`origins[version]`); the shell is
// served by the site servers from their copy, on the site's own origin. A rollback still changes the
// registry only: each version keeps the place it was published to.
import fs from 'node:fs';
import path from 'node:path';
import { DeleteObjectsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { readSettings } from '@ga/config';
import { listObjects, objectKey, parseS3Url } from '@ga/releases';
import {
  MUTABLE_FILES,
  assertApp,
  isContentAddressed,
  isServerFile,
  listFiles,
  poolDir,
  releaseDir,
  updateRegistry,
} from './store.mjs';

export { parseS3Url };

export function s3Client(env = process.env) {
  const settings = readSettings('releases', env);
  const endpoint = settings.optional('S3_ENDPOINT');
  const accessKeyId = settings.optional('S3_ACCESS_KEY_ID');
  return new S3Client({
    region: settings.text('S3_REGION'),
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: settings.text('S3_FORCE_PATH_STYLE') === 'true' || Boolean(endpoint),
    ...(accessKeyId
      ? { credentials: { accessKeyId, secretAccessKey: settings.optional('S3_SECRET_ACCESS_KEY') ?? '' } }
      : {}),
  });
}

/** Where browsers fetch the bucket's files when no --public-url is given. */
export function defaultPublicUrl({ bucket, prefix }, env = process.env) {
  const settings = readSettings('releases', env);
  const endpoint = settings.optional('S3_ENDPOINT');
  const base = endpoint
    ? `${endpoint.replace(/\/+$/, '')}/${bucket}`
    : `https://${bucket}.s3.${settings.text('S3_REGION')}.amazonaws.com`;
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
export const cacheControl = (file) =>
  MUTABLE_FILES.has(path.basename(file)) ? 'no-cache' : 'public, max-age=31536000, immutable';

/** Where server builds go when the command names none (RELEASE_SERVER_TO); null: nowhere. */
export const serverDestination = (env = process.env) =>
  readSettings('releases', env).optional('RELEASE_SERVER_TO') ?? null;

/**
 * Uploads release `version` of `app` (its files, not the .br/.gz copies: a CDN compresses for each
 * browser) and says where it went. Its server build goes to the private destination `serverTo`
 * only, never to the public one. Immutable files first and the entry last, so no visitor can get an
 * entry whose chunks are not there yet. Returns what was sent.
 */
export async function uploadToS3(
  app,
  version,
  { to, serverTo = serverDestination(), publicUrl, env = process.env, client = s3Client(env) },
) {
  assertApp(app);
  if (app === 'shell' && publicUrl)
    throw new Error(
      'Le shell est servi par les serveurs du site depuis leur copie, sur l’origine du site : --public-url ne vaut que pour un remote.',
    );
  const target = parseS3Url(to);
  const privateTarget = serverTo ? parseS3Url(serverTo) : null;
  // Another bucket: a public bucket is usually public as a whole (a bucket policy, a CDN in front).
  if (privateTarget && privateTarget.bucket === target.bucket) {
    throw new Error(
      'Les builds serveur vont dans un autre bucket que les fichiers publics (--server-to s3://bucket-privé/…) : ils ne doivent jamais être servis aux navigateurs.',
    );
  }
  const dir = releaseDir(app, version);
  if (!fs.existsSync(dir)) throw new Error(`${app} : la release ${version} n’existe pas dans le magasin.`);
  // The version's files in the app's shared pool (release.mjs layoutOf) go first, under
  // `<prefix>/<app>/`, where the entry's runtime looks for them (one folder up).
  const pool = (JSON.parse(fs.readFileSync(path.join(dir, 'release.json'), 'utf8')).pool ?? []).filter(
    (file) => !isServerFile(file),
  );
  const all = listFiles(dir).filter((file) => !/\.(br|gz)$/.test(file));
  const own = all
    .filter((file) => !isServerFile(file))
    .sort(
      (a, b) =>
        Number(MUTABLE_FILES.has(path.basename(a))) - Number(MUTABLE_FILES.has(path.basename(b))) || a.localeCompare(b),
    );
  // The server build and the release.json its digests are checked against, both private: what the
  // site servers evaluate never depends on a file anyone could read or a CDN could serve stale.
  const server = privateTarget ? [...all.filter(isServerFile), 'release.json'] : [];
  const uploads = [
    ...server.map((file) => ({
      file,
      from: path.join(dir, file),
      bucket: privateTarget.bucket,
      key: objectKey(privateTarget, app, version, file),
    })),
    ...pool.map((file) => ({
      file,
      from: path.join(poolDir(app), file),
      bucket: target.bucket,
      key: objectKey(target, app, file),
    })),
    ...own.map((file) => ({
      file,
      from: path.join(dir, file),
      bucket: target.bucket,
      key: objectKey(target, app, version, file),
    })),
  ];
  let bytes = 0;
  for (const { file, from, bucket, key } of uploads) {
    const body = fs.readFileSync(from);
    bytes += body.length;
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: body,
        ContentType: contentType(file),
        CacheControl:
          bucket === privateTarget?.bucket && key.startsWith(objectKey(privateTarget, app, version))
            ? 'private, no-store'
            : cacheControl(file),
      }),
    );
  }
  const origin = app === 'shell' ? null : (publicUrl ?? defaultPublicUrl(target, env)).replace(/\/+$/, '');
  const source = {
    files: `s3://${target.bucket}${target.prefix ? `/${target.prefix}` : ''}`,
    ...(privateTarget
      ? { server: `s3://${privateTarget.bucket}${privateTarget.prefix ? `/${privateTarget.prefix}` : ''}` }
      : {}),
  };
  return { app, version, files: uploads.length, serverFiles: server.length, bytes, origin, source };
}

/**
 * Records in the registry where a version was uploaded (uploadToS3): its browser origin (a remote's)
 * and the place site servers copy it from. Done before the version is made live (release.mjs), so no
 * site server is ever told to serve a version it cannot find.
 */
export async function recordPublication(app, version, { origin, source }) {
  await updateRegistry((registry) => {
    const entry = registry.apps[app] ?? { live: null, history: [] };
    if (!entry.history.includes(version)) entry.history.push(version);
    if (origin) entry.origins = { ...(entry.origins ?? {}), [version]: origin };
    entry.sources = { ...(entry.sources ?? {}), [version]: source };
    registry.apps[app] = entry;
  });
}

/** Uploads a version already in the store and records where it went (`pnpm release … --to`: release.mjs calls both steps). */
export async function publishToS3(app, version, options) {
  const sent = await uploadToS3(app, version, options);
  await recordPublication(app, version, sent);
  return sent;
}

/** A pool object younger than this may belong to a release being published right now: kept (as in the store). */
const POOL_GRACE_MS = 10 * 60_000;

/** Deletes `keys`; throws, naming them, when the store refused some (the rest is deleted). */
async function deleteKeys(client, bucket, keys) {
  const refused = [];
  for (let i = 0; i < keys.length; i += 1000) {
    const reply = await client.send(
      new DeleteObjectsCommand({
        Bucket: bucket,
        Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
      }),
    );
    refused.push(...(reply.Errors ?? []).map((error) => `${error.Key} (${error.Code})`));
  }
  if (refused.length)
    throw new Error(
      `s3://${bucket} : ${refused.length} objet(s) non supprimé(s), à supprimer à la main : ${refused.slice(0, 5).join(', ')}`,
    );
  return keys.length;
}

/**
 * `pnpm prune` on object storage: deletes what the pruned versions of `app` put there (their
 * folders, public and private: `sources` as the registry recorded them), then the app's pool objects
 * that no kept version names in its release.json (`keptPools`: null when one is unreadable, and the
 * pool is left alone), except those younger than 10 minutes. Returns how many objects went.
 */
export async function pruneObjects(app, removed, keptPools, { env = process.env, client = s3Client(env) } = {}) {
  let deleted = 0;
  const publicPrefixes = new Map();
  for (const { version, source } of removed) {
    for (const url of [source.files, source.server].filter(Boolean)) {
      const target = parseS3Url(url);
      deleted += await deleteKeys(
        client,
        target.bucket,
        (await listObjects(client, target.bucket, `${objectKey(target, app, version)}/`)).map((o) => o.Key),
      );
    }
    publicPrefixes.set(source.files, parseS3Url(source.files));
  }
  if (!keptPools) return deleted;
  const used = new Set(keptPools.flat());
  const now = Date.now();
  for (const target of publicPrefixes.values()) {
    const base = `${objectKey(target, app)}/`;
    const stale = (await listObjects(client, target.bucket, base)).filter((o) => {
      const file = o.Key.slice(base.length);
      // Version folders sit beside the pool files.
      return (
        !/^\d+\.\d+\.\d+[^/]*\//.test(file) &&
        isContentAddressed(file) &&
        !used.has(file) &&
        now - new Date(o.LastModified).getTime() >= POOL_GRACE_MS
      );
    });
    deleted += await deleteKeys(
      client,
      target.bucket,
      stale.map((o) => o.Key),
    );
  }
  return deleted;
}
