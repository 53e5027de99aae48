// Releases on object storage (docs/releases.md « On object storage »). `pnpm release --to s3://…`
// publishes a version's browser files to a public prefix (a CDN's origin) and its server build to a
// private one, and records both in the registry (`apps[app].sources[version]`). A site server that
// shares no folder with the releasing machine copies a version it is about to serve from there into
// its own store folder, once (release folders are immutable): release.json, route manifests,
// index.html, stylesheets and the server build, which is then checked against the digests
// release.json recorded before it is evaluated (server-build.mjs), like any other.
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { APP_NAMES, isContentAddressed, isVersionName } from './apps.mjs';

/** `s3://bucket/prefix` → `{ bucket, prefix }` (prefix without slashes at either end). */
export function parseS3Url(url) {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url ?? '');
  if (!match) throw new Error(`Destination invalide « ${url} » : attendu s3://bucket/prefixe`);
  return { bucket: match[1], prefix: (match[2] ?? '').replace(/^\/+|\/+$/g, '') };
}

/** The object key of `parts` under a parsed destination. */
export const objectKey = (target, ...parts) => [target.prefix, ...parts].filter(Boolean).join('/');

/**
 * An S3 client (@aws-sdk/client-s3, loaded on first use: a site server without object storage never
 * loads it) from the S3_* settings: `{ endpoint, region, accessKeyId, secretAccessKey, forcePathStyle }`.
 */
export async function s3ClientFrom({ endpoint, region, accessKeyId, secretAccessKey, forcePathStyle }) {
  const { S3Client } = await import('@aws-sdk/client-s3');
  return new S3Client({
    region,
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: Boolean(forcePathStyle) || Boolean(endpoint),
    ...(accessKeyId ? { credentials: { accessKeyId, secretAccessKey: secretAccessKey ?? '' } } : {}),
  });
}

/** Where a version of an app was published (registry `apps[app].sources[version]`); undefined when on the store only. */
export const versionSource = (registry, app, version) => registry?.apps?.[app]?.sources?.[version];

const isMissing = (error) => error?.name === 'NoSuchKey' || error?.$metadata?.httpStatusCode === 404;

/** Every object under `prefix` (all pages of ListObjectsV2): `{ Key, LastModified, … }`. */
export async function listObjects(client, bucket, prefix) {
  const { ListObjectsV2Command } = await import('@aws-sdk/client-s3');
  const objects = [];
  let token;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    objects.push(...(page.Contents ?? []));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}

const keysUnder = async (client, bucket, prefix) =>
  (await listObjects(client, bucket, prefix)).map((object) => object.Key);

/** Writes object `key` to `file` and resolves to its bytes. */
async function download(client, bucket, key, file) {
  const { GetObjectCommand } = await import('@aws-sdk/client-s3');
  const reply = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  const bytes = await reply.Body.transformToByteArray();
  await fsp.mkdir(path.dirname(file), { recursive: true });
  await fsp.writeFile(file, bytes);
  return bytes;
}

/** `work` over `items`, a few at a time (a version has tens of files; a bucket is a remote service). */
async function inBatches(items, size, work) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

/** A relative file path from a release or an object key that stays inside its folder. */
function safeRelative(file) {
  const parts = file.split('/');
  if (!file || parts.some((part) => part === '' || part === '.' || part === '..'))
    throw new Error(`Chemin de fichier de release refusé : « ${file} »`);
  return parts.join(path.sep);
}

/**
 * The path, inside `folder`, of a public object of a version (`relative` to the version's prefix).
 * Refused — the whole copy with it — when a segment is empty or starts with a dot (`.private`,
 * `..`, `.copie.json`: a release folder holds none, and those names are the copy's own bookkeeping)
 * or when the path would land outside `folder`: whoever can write the public bucket never writes
 * where the copy keeps what it trusts.
 */
function publicFilePath(folder, relative) {
  const refused = () => new Error(`Fichier public refusé dans le bucket : « ${relative} »`);
  if (!relative || relative.split('/').some((part) => part === '' || part.startsWith('.'))) throw refused();
  const file = path.resolve(folder, safeRelative(relative));
  if (!file.startsWith(`${path.resolve(folder)}${path.sep}`)) throw refused();
  return file;
}

const sha256 = (bytes) => crypto.createHash('sha256').update(bytes).digest('hex');

const copies = new Map();
/** The file that marks a version folder as a copy from object storage (removeStaleCopies). */
const COPY_MARK = '.copie.json';

/**
 * Copies version `version` of `app` from object storage into `<store>/<app>/<version>/` (and the
 * pool files its release.json names into `<store>/<app>/`), unless the folder is there already.
 * `source` is the registry's record: `{ files: 's3://…', server?: 's3://…' }`. The copy is made in
 * `<store>/.incoming/` and renamed into place when complete, so a reader never finds half a
 * version; two copies at once in one process are one. Resolves to `{ copied, files }`; rejects
 * when the bucket cannot be read, holds no release.json for the version, or holds a public object
 * whose path has a dot segment (nothing is left behind). The release.json kept is the private
 * object, byte for byte, when there is one.
 */
export function copyVersion({ store, app, version, source, client }) {
  if (!APP_NAMES.includes(app) || !isVersionName(version))
    return Promise.reject(new Error(`Version refusée : « ${app}@${version} »`));
  const dir = path.join(store, app, version);
  if (fs.existsSync(path.join(dir, 'release.json'))) return Promise.resolve({ copied: false, files: 0 });
  const key = `${store}\0${app}\0${version}`;
  let copy = copies.get(key);
  if (!copy) {
    copy = copyOnce({ store, app, version, source, client, dir }).finally(() => copies.delete(key));
    copies.set(key, copy);
  }
  return copy;
}

const firstSegment = (file) => file.split('/')[0].toLowerCase();
/**
 * A pool file a release.json may name: content-addressed, and neither inside a version folder, the
 * server build, nor a dot folder — a pool entry can never write where a version's files go.
 */
const isPoolFile = (file) =>
  isContentAddressed(file) &&
  !isVersionName(file.split('/')[0]) &&
  firstSegment(file) !== 'server' &&
  !file.split('/').some((part) => part.startsWith('.'));

async function readJson(file) {
  return JSON.parse(await fsp.readFile(file, 'utf8'));
}

async function copyOnce({ store, app, version, source, client, dir }) {
  const files = parseS3Url(source.files);
  const server = source.server ? parseS3Url(source.server) : null;
  // One folder per copy under `.incoming` (named for the process: removeStaleCopies): the version
  // as it will be (`version/`, where public objects land) and, beside it, what comes from the
  // private prefix (`private/`) and the pool files on their way (`pool/`), which no public key can
  // reach (publicFilePath).
  const work = path.join(
    store,
    '.incoming',
    `${app}@${version}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`,
  );
  const incoming = path.join(work, 'version');
  try {
    // release.json decides what the server build is checked against and which pool files the
    // version uses: the private copy beside the server build when there is one, so that nothing
    // public (a bucket anyone could write, a stale CDN) decides what runs here or where files go.
    const privateMeta = path.join(work, 'private', 'release.json');
    const privateBytes = server
      ? await download(client, server.bucket, objectKey(server, app, version, 'release.json'), privateMeta).catch(
          (error) => {
            if (isMissing(error)) return null; // none there: no server build is copied, its pages fall back
            throw error;
          },
        )
      : null;
    const hasPrivateMeta = privateBytes !== null;
    const base = `${objectKey(files, app, version)}/`;
    // The browser files; never a public `server/` file (a server build comes from the private prefix only).
    const keys = (await keysUnder(client, files.bucket, base)).filter(
      (k) => !k.endsWith('/') && firstSegment(k.slice(base.length)) !== 'server',
    );
    if (!keys.includes(`${base}release.json`))
      throw new Error(`${app}@${version} : aucun release.json sous s3://${files.bucket}/${base}`);
    const publicFiles = keys.map((k) => ({ key: k, file: publicFilePath(incoming, k.slice(base.length)) })); // all refused before any is fetched
    await fsp.mkdir(incoming, { recursive: true });
    await inBatches(publicFiles, 8, ({ key: k, file }) => download(client, files.bucket, k, file));
    if (hasPrivateMeta) await fsp.rename(privateMeta, path.join(incoming, 'release.json'));
    // What the version uses is read from the bytes fetched from the private prefix, not from a file.
    const meta = hasPrivateMeta
      ? JSON.parse(Buffer.from(privateBytes).toString('utf8'))
      : await readJson(path.join(incoming, 'release.json'));
    if (!hasPrivateMeta && meta.server) {
      // No private release.json: its digests would be checked against files from the same public
      // place. Without them the server build is refused (`unrecorded`) and the pages fall back.
      delete meta.server;
      await fsp.writeFile(path.join(incoming, 'release.json'), `${JSON.stringify(meta)}\n`);
    }
    // The pool's content-hashed files, shared with the app's other versions: one copy each.
    const pool = (meta.pool ?? []).filter(
      (file) =>
        typeof file === 'string' && isPoolFile(file) && !fs.existsSync(path.join(store, app, safeRelative(file))),
    );
    await inBatches(pool, 8, async (file) => {
      const target = path.join(store, app, safeRelative(file));
      const part = path.join(work, 'pool', safeRelative(file));
      await download(client, files.bucket, objectKey(files, app, file), part);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(part, target);
    });
    // The server build, from the private prefix; checked against the private release.json by
    // whoever evaluates it (server-build.mjs).
    const serverFiles = hasPrivateMeta
      ? Object.keys(meta.server ?? {}).filter((file) => firstSegment(file) === 'server')
      : [];
    await inBatches(serverFiles, 8, (file) =>
      download(
        client,
        server.bucket,
        objectKey(server, app, version, file),
        path.join(incoming, safeRelative(file)),
      ).catch((error) => {
        if (!isMissing(error)) throw error; // a missing file: the build is refused, the pages fall back
      }),
    );
    // The release.json kept is the private object, byte for byte: checked once every file is in.
    if (hasPrivateMeta && sha256(await fsp.readFile(path.join(incoming, 'release.json'))) !== sha256(privateBytes)) {
      throw new Error(`${app}@${version} : le release.json copié n’est pas celui du préfixe privé`);
    }
    // Marks a copy (a dotfile: never served): only copies are removed when the registry drops them.
    await fsp.writeFile(
      path.join(incoming, COPY_MARK),
      `${JSON.stringify({ source, copiedAt: new Date().toISOString() })}\n`,
    );
    await fsp.mkdir(path.dirname(dir), { recursive: true });
    try {
      await fsp.rename(incoming, dir);
    } catch (error) {
      // Another process sharing this folder put the same immutable version there first: only its
      // complete copy is taken for this one.
      if (!['ENOTEMPTY', 'EEXIST'].includes(error.code) || !fs.existsSync(path.join(dir, COPY_MARK))) throw error;
    }
    return { copied: true, files: keys.length + pool.length + serverFiles.length };
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

/**
 * Removes the copies (folders copyVersion made) of versions the registry no longer knows — pruned
 * from its history (`pnpm prune`) — and the half-done copies of a process that died: a site server's store keeps what it may serve again after a
 * rollback, not every version ever released. A folder released on this machine, or one being
 * released, is never a copy and is never touched. Returns the versions removed (`app@version`).
 */
export async function removeStaleCopies({ store, registry }) {
  const removed = [];
  // Copies a process left half-done when it died (kill -9): their folder is named for the process.
  const incoming = path.join(store, '.incoming');
  for (const entry of await fsp.readdir(incoming).catch(() => [])) {
    const pid = Number(/\.(\d+)\.[0-9a-f]+$/.exec(entry)?.[1]);
    if (pid && pid !== process.pid && !isRunning(pid))
      await fsp.rm(path.join(incoming, entry), { recursive: true, force: true });
  }
  for (const [app, state] of Object.entries(registry?.apps ?? {})) {
    if (!APP_NAMES.includes(app)) continue;
    const known = new Set([...(state?.history ?? []), state?.live, state?.canary?.version].filter(Boolean));
    const entries = await fsp.readdir(path.join(store, app), { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isDirectory() || known.has(entry.name) || !isVersionName(entry.name)) continue;
      const dir = path.join(store, app, entry.name);
      if (!fs.existsSync(path.join(dir, COPY_MARK))) continue;
      await fsp.rm(dir, { recursive: true, force: true });
      removed.push(`${app}@${entry.name}`);
    }
  }
  return removed;
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
