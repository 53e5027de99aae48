// Releases on object storage, against a local S3-compatible server (s3rver) started here:
// files and cache headers in the bucket, the server build in the private bucket only, the registry
// pointing the remote to that origin and recording where each version can be copied from, a site
// server's copy of a version (@ga/releases copyVersion), and a rollback that is still a registry
// change only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

const store = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-store-s3-'));
process.env.RELEASE_STORE = store;
const { poolDir, readRegistry, releaseDir, writeRegistry } = await import('./store.mjs');
const { publishToS3, s3Client, parseS3Url } = await import('./s3.mjs');
const { copyVersion, serverBuildDigests, serverBuildProblem } = await import('@ga/releases');
const { prune, rollback } = await import('./rollback.mjs');

const bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-s3rver-'));
let server;
let env;
beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: bucketDir,
    silent: true,
    configureBuckets: [
      { name: 'ga-releases', configs: [] },
      { name: 'ga-builds-serveur', configs: [] },
    ],
  });
  const { port } = await server.run();
  env = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'eu-west-3',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(store, { recursive: true, force: true });
  fs.rmSync(bucketDir, { recursive: true, force: true });
});

/** A release of mf-content in the local store, as release.mjs leaves it: its version folder and its chunks in the pool. */
async function fakeRelease(version) {
  const dir = releaseDir('mf-content', version);
  const pool = poolDir('mf-content');
  fs.mkdirSync(dir, { recursive: true });
  fs.mkdirSync(path.join(pool, 'static'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var mf_content = "${version}";\n`);
  fs.writeFileSync(path.join(dir, 'remoteEntry.js.br'), 'compressed');
  fs.writeFileSync(path.join(pool, '123.0a1b2c3d4e.js'), 'console.log(123);\n');
  fs.writeFileSync(path.join(pool, '123.0a1b2c3d4e.js.br'), 'compressed');
  fs.writeFileSync(path.join(pool, 'static', 'page.5f6e7d8c9b.css'), '.a{color:red}\n');
  // Its server build (Node only): kept in the store, never uploaded to the public bucket.
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), 'module.exports = require("./456.1a2b3c4d5e.js");\n');
  fs.writeFileSync(path.join(dir, 'server', '456.1a2b3c4d5e.js'), 'module.exports = "ssr";\n');
  const shared = { react: { requiredVersion: '^19.0.0' } };
  fs.writeFileSync(
    path.join(dir, 'release.json'),
    JSON.stringify({
      app: 'mf-content',
      version,
      shared,
      pool: ['123.0a1b2c3d4e.js', 'static/page.5f6e7d8c9b.css'],
      server: serverBuildDigests(dir),
    }),
  );
  const registry = await readRegistry();
  const entry = registry.apps['mf-content'] ?? { live: null, history: [] };
  entry.history.push(version);
  entry.live = version;
  registry.apps['mf-content'] = entry;
  await writeRegistry(registry);
}

describe('pnpm release <remote> --to s3://…', () => {
  it('reads the destination', async () => {
    expect(parseS3Url('s3://ga-releases/site/prod/')).toEqual({ bucket: 'ga-releases', prefix: 'site/prod' });
    expect(parseS3Url('s3://ga-releases')).toEqual({ bucket: 'ga-releases', prefix: '' });
    expect(() => parseS3Url('https://ga-releases/x')).toThrow(/s3:\/\/bucket/);
  });

  it('uploads the immutable files with their cache headers (no .br/.gz copies, no server build) and points the registry at the origin', async () => {
    await fakeRelease('1.0.0-aaaaaaaaaa');
    const client = s3Client(env);
    const result = await publishToS3('mf-content', '1.0.0-aaaaaaaaaa', { to: 's3://ga-releases/site', env, client });
    expect(result).toMatchObject({ files: 4, origin: `${env.S3_ENDPOINT}/ga-releases/site` });

    const listed = await client.send(new ListObjectsV2Command({ Bucket: 'ga-releases', Prefix: 'site/' }));
    // The chunks in the remote's pool (one folder above the entry, where its runtime looks), the entry and release.json in the version's folder;
    // nothing of server/.
    expect(listed.Contents.map((o) => o.Key).sort()).toEqual([
      'site/mf-content/1.0.0-aaaaaaaaaa/release.json',
      'site/mf-content/1.0.0-aaaaaaaaaa/remoteEntry.js',
      'site/mf-content/123.0a1b2c3d4e.js',
      'site/mf-content/static/page.5f6e7d8c9b.css',
    ]);
    const everything = await client.send(new ListObjectsV2Command({ Bucket: 'ga-releases' }));
    expect(everything.Contents.map((o) => o.Key).filter((key) => key.split('/').includes('server'))).toEqual([]);
    const head = async (key) =>
      client.send(new HeadObjectCommand({ Bucket: 'ga-releases', Key: `site/mf-content/${key}` }));
    expect(await head('123.0a1b2c3d4e.js')).toMatchObject({
      CacheControl: 'public, max-age=31536000, immutable',
      ContentType: 'text/javascript; charset=utf-8',
    });
    expect(await head('static/page.5f6e7d8c9b.css')).toMatchObject({
      CacheControl: 'public, max-age=31536000, immutable',
      ContentType: 'text/css; charset=utf-8',
    });
    expect(await head('1.0.0-aaaaaaaaaa/remoteEntry.js')).toMatchObject({ CacheControl: 'no-cache' });
    const body = await (
      await client.send(
        new GetObjectCommand({ Bucket: 'ga-releases', Key: 'site/mf-content/1.0.0-aaaaaaaaaa/remoteEntry.js' }),
      )
    ).Body.transformToString();
    expect(body).toBe('var mf_content = "1.0.0-aaaaaaaaaa";\n');

    // The shell reads this: the remote's entry on its own origin (a CDN in production).
    expect((await readRegistry()).remotes['mf-content'].entry).toBe(
      `${env.S3_ENDPOINT}/ga-releases/site/mf-content/1.0.0-aaaaaaaaaa/remoteEntry.js`,
    );
  });

  it('a rollback still changes the registry only: each version keeps its own origin', async () => {
    await fakeRelease('1.0.0-bbbbbbbbbb'); // published on the site only
    expect((await readRegistry()).remotes['mf-content'].entry).toBe(
      '/releases/mf-content/1.0.0-bbbbbbbbbb/remoteEntry.js',
    );
    const objectsBefore = fs.readdirSync(bucketDir, { recursive: true }).length;
    await rollback('mf-content', '1.0.0-aaaaaaaaaa');
    expect((await readRegistry()).remotes['mf-content'].entry).toBe(
      `${env.S3_ENDPOINT}/ga-releases/site/mf-content/1.0.0-aaaaaaaaaa/remoteEntry.js`,
    );
    expect(fs.readdirSync(bucketDir, { recursive: true }).length).toBe(objectsBefore);
  });

  it('refuses a public URL for the shell (served by the site servers), a release that is not in the store, and a private destination in the public bucket', async () => {
    await expect(
      publishToS3('shell', '1.0.0-x', {
        to: 's3://ga-releases',
        publicUrl: 'https://cdn.exemple.fr',
        client: s3Client(env),
      }),
    ).rejects.toThrow(/--public-url ne vaut que pour un remote/);
    await expect(
      publishToS3('mf-content', '9.9.9-nope', { to: 's3://ga-releases', client: s3Client(env) }),
    ).rejects.toThrow(/n’existe pas/);
    for (const serverTo of [
      's3://ga-releases/site',
      's3://ga-releases/site/prive',
      's3://ga-releases/prive',
      's3://ga-releases',
    ]) {
      await expect(
        publishToS3('mf-content', '1.0.0-aaaaaaaaaa', { to: 's3://ga-releases/site', serverTo, client: s3Client(env) }),
      ).rejects.toThrow(/un autre bucket/);
    }
  });

  it('puts the server build in the private destination only, and records where the version can be copied from', async () => {
    await fakeRelease('1.0.0-cccccccccc');
    const client = s3Client(env);
    const sent = await publishToS3('mf-content', '1.0.0-cccccccccc', {
      to: 's3://ga-releases/site',
      serverTo: 's3://ga-builds-serveur/prod',
      env,
      client,
    });
    expect(sent).toMatchObject({
      serverFiles: 3,
      source: { files: 's3://ga-releases/site', server: 's3://ga-builds-serveur/prod' },
    });
    const keys = async (Bucket) =>
      ((await client.send(new ListObjectsV2Command({ Bucket }))).Contents ?? []).map((o) => o.Key).sort();
    // The server build, and the release.json its digests are checked against.
    expect(await keys('ga-builds-serveur')).toEqual([
      'prod/mf-content/1.0.0-cccccccccc/release.json',
      'prod/mf-content/1.0.0-cccccccccc/server/456.1a2b3c4d5e.js',
      'prod/mf-content/1.0.0-cccccccccc/server/remoteEntry.js',
    ]);
    expect((await keys('ga-releases')).filter((key) => key.split('/').includes('server'))).toEqual([]);
    const head = await client.send(
      new HeadObjectCommand({
        Bucket: 'ga-builds-serveur',
        Key: 'prod/mf-content/1.0.0-cccccccccc/server/remoteEntry.js',
      }),
    );
    expect(head.CacheControl).toBe('private, no-store');
    const registry = await readRegistry();
    expect(registry.apps['mf-content'].sources['1.0.0-cccccccccc']).toEqual({
      files: 's3://ga-releases/site',
      server: 's3://ga-builds-serveur/prod',
    });
    // The shared ranges are recorded too: a writer without the store (the API's decider) keeps them.
    expect(registry.apps['mf-content'].requires['1.0.0-cccccccccc']).toEqual({ react: '^19.0.0' });
  });

  it('a site server with its own, empty store copies the version: browser files, pool, server build checked against release.json', async () => {
    const siteStore = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-site-copy-'));
    try {
      const client = s3Client(env);
      const source = (await readRegistry()).apps['mf-content'].sources['1.0.0-cccccccccc'];
      const [first, again] = await Promise.all([
        copyVersion({ store: siteStore, app: 'mf-content', version: '1.0.0-cccccccccc', source, client }),
        copyVersion({ store: siteStore, app: 'mf-content', version: '1.0.0-cccccccccc', source, client }),
      ]);
      expect(first).toEqual(again); // one copy for two callers
      expect(first).toMatchObject({ copied: true });
      const dir = path.join(siteStore, 'mf-content', '1.0.0-cccccccccc');
      expect(fs.readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8')).toBe('var mf_content = "1.0.0-cccccccccc";\n');
      expect(fs.readFileSync(path.join(siteStore, 'mf-content', 'static', 'page.5f6e7d8c9b.css'), 'utf8')).toBe(
        '.a{color:red}\n',
      );
      expect(serverBuildProblem(dir)).toBeNull();
      expect(fs.readdirSync(path.join(siteStore, '.incoming'))).toEqual([]); // nothing half-copied left
      // Immutable: there already, not fetched again.
      expect(
        await copyVersion({ store: siteStore, app: 'mf-content', version: '1.0.0-cccccccccc', source, client }),
      ).toEqual({ copied: false, files: 0 });
      // A version the bucket does not hold: refused, nothing written.
      await expect(
        copyVersion({ store: siteStore, app: 'mf-content', version: '9.9.9-absent', source, client }),
      ).rejects.toThrow(/aucun release.json/);
      expect(fs.existsSync(path.join(siteStore, 'mf-content', '9.9.9-absent'))).toBe(false);
      // The public release.json altered (a bucket anyone could write, a stale CDN): the private one
      // decides what the server build is checked against.
      const client2 = s3Client(env);
      const { PutObjectCommand } = await import('@aws-sdk/client-s3');
      // It also names pool « files » inside the version folder and a server build of its own in the
      // public prefix: neither is copied.
      const evil = 'module.exports = "pas le nôtre";\n';
      const { fileDigest: digestOf } = await import('@ga/releases');
      const evilFile = path.join(os.tmpdir(), `ga-evil-${process.pid}.js`);
      fs.writeFileSync(evilFile, evil);
      await client2.send(
        new PutObjectCommand({
          Bucket: 'ga-releases',
          Key: 'site/mf-content/1.0.0-cccccccccc/server/remoteEntry.js',
          Body: evil,
        }),
      );
      await client2.send(
        new PutObjectCommand({
          Bucket: 'ga-releases',
          Key: 'site/mf-content/1.0.0-cccccccccc/release.json',
          Body: JSON.stringify({
            app: 'mf-content',
            version: '1.0.0-cccccccccc',
            pool: [
              '1.0.0-cccccccccc/server/remoteEntry.js',
              '1.0.0-cccccccccc/release.0123456789.json',
              'server/remoteEntry.0123456789.js',
            ],
            server: { 'server/remoteEntry.js': digestOf(evilFile) },
          }),
        }),
      );
      fs.rmSync(evilFile, { force: true });
      const tampered = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-site-copy-'));
      await copyVersion({ store: tampered, app: 'mf-content', version: '1.0.0-cccccccccc', source, client: client2 });
      const copiedDir = path.join(tampered, 'mf-content', '1.0.0-cccccccccc');
      expect(serverBuildProblem(copiedDir)).toBeNull();
      // The release.json kept is the private object, byte for byte.
      expect(
        fs
          .readFileSync(path.join(copiedDir, 'release.json'))
          .equals(fs.readFileSync(path.join(releaseDir('mf-content', '1.0.0-cccccccccc'), 'release.json'))),
      ).toBe(true);
      expect(fs.readFileSync(path.join(copiedDir, 'server', 'remoteEntry.js'), 'utf8')).toBe(
        'module.exports = require("./456.1a2b3c4d5e.js");\n',
      );
      expect(fs.existsSync(path.join(tampered, 'mf-content', 'server'))).toBe(false);
      // Without the private destination: the public server build is not copied, and the public
      // release.json's digests are dropped, so nothing from the public bucket is ever evaluated.
      const publicOnly = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-site-copy-'));
      await copyVersion({
        store: publicOnly,
        app: 'mf-content',
        version: '1.0.0-cccccccccc',
        source: { files: source.files },
        client: client2,
      });
      expect(fs.existsSync(path.join(publicOnly, 'mf-content', '1.0.0-cccccccccc', 'server'))).toBe(false);
      expect(serverBuildProblem(path.join(publicOnly, 'mf-content', '1.0.0-cccccccccc'))).toEqual({
        reason: 'unrecorded',
      });
      fs.rmSync(publicOnly, { recursive: true, force: true });
      fs.rmSync(tampered, { recursive: true, force: true });
      // A name that is not a version, or an app that is not ours: refused before any I/O.
      await expect(
        copyVersion({ store: siteStore, app: 'mf-content', version: '../../etc', source, client }),
      ).rejects.toThrow(/Version refusée/);
      await expect(
        copyVersion({ store: siteStore, app: '..', version: '1.0.0-cccccccccc', source, client }),
      ).rejects.toThrow(/Version refusée/);
      // Without the private destination the copy has no server build: refused when evaluated.
      const noServer = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-site-copy-'));
      await copyVersion({
        store: noServer,
        app: 'mf-content',
        version: '1.0.0-cccccccccc',
        source: { files: source.files },
        client,
      });
      expect(serverBuildProblem(path.join(noServer, 'mf-content', '1.0.0-cccccccccc'))).toMatchObject({
        reason: 'unrecorded',
      });
      fs.rmSync(noServer, { recursive: true, force: true });
    } finally {
      fs.rmSync(siteStore, { recursive: true, force: true });
    }
  });

  it('publishes the shell too: its files for the site servers to copy, no browser origin (the site serves its copy)', async () => {
    const dir = releaseDir('shell', '1.0.0-dddddddddd');
    fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    fs.writeFileSync(path.join(dir, 'server', 'ssr.cjs'), 'module.exports = {};\n');
    fs.writeFileSync(
      path.join(dir, 'release.json'),
      JSON.stringify({ app: 'shell', version: '1.0.0-dddddddddd', shared: {}, server: serverBuildDigests(dir) }),
    );
    const sent = await publishToS3('shell', '1.0.0-dddddddddd', {
      to: 's3://ga-releases/site',
      serverTo: 's3://ga-builds-serveur/prod',
      env,
      client: s3Client(env),
    });
    expect(sent).toMatchObject({ origin: null, files: 4, serverFiles: 2 });
    const registry = await readRegistry();
    expect(registry.apps.shell.origins).toBeUndefined();
    expect(registry.apps.shell.sources['1.0.0-dddddddddd']).toEqual({
      files: 's3://ga-releases/site',
      server: 's3://ga-builds-serveur/prod',
    });
  });

  it('pnpm prune deletes what the pruned versions put in both buckets, and nothing of the versions kept', async () => {
    const client = s3Client(env);
    const keys = async (Bucket, Prefix) =>
      ((await client.send(new ListObjectsV2Command({ Bucket, Prefix }))).Contents ?? []).map((o) => o.Key);
    expect((await keys('ga-releases', 'site/mf-content/1.0.0-aaaaaaaaaa/')).length).toBeGreaterThan(0);
    const result = await prune('mf-content', 1, { env, client });
    expect(result.removed.sort()).toEqual(['1.0.0-aaaaaaaaaa', '1.0.0-bbbbbbbbbb']);
    expect(result.objectsRemoved).toBe(2);
    expect(await keys('ga-releases', 'site/mf-content/1.0.0-aaaaaaaaaa/')).toEqual([]);
    // Its entry and release.json (and the server file the test above planted in the public bucket).
    expect(
      (await keys('ga-releases', 'site/mf-content/1.0.0-cccccccccc/')).filter((key) => !key.includes('/server/'))
        .length,
    ).toBe(2);
    expect((await keys('ga-builds-serveur', 'prod/mf-content/1.0.0-cccccccccc/')).length).toBe(3);
    // The pool's objects are the kept version's, and younger than the grace period anyway.
    expect((await keys('ga-releases', 'site/mf-content/123.0a1b2c3d4e.js')).length).toBe(1);
    expect(Object.keys((await readRegistry()).apps['mf-content'].sources)).toEqual(['1.0.0-cccccccccc']);
  });
});
