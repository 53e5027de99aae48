// Releases on object storage, against a local S3-compatible server (s3rver) started here:
// files and cache headers in the bucket, the registry pointing the remote to that origin, and a
// rollback that is still a registry change only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

const store = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-store-s3-'));
process.env.RELEASE_STORE = store;
const { poolDir, readRegistry, releaseDir, writeRegistry } = await import('./store.mjs');
const { publishToS3, s3Client, parseS3Url } = await import('./s3.mjs');
const { rollback } = await import('./rollback.mjs');

const bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-s3rver-'));
let server;
let env;
beforeAll(async () => {
  server = new S3rver({ address: '127.0.0.1', port: 0, directory: bucketDir, silent: true, configureBuckets: [{ name: 'ga-releases', configs: [] }] });
  const { port } = await server.run();
  env = { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_REGION: 'eu-west-3', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
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
  fs.writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ app: 'mf-content', version, shared: {}, pool: ['123.0a1b2c3d4e.js', 'static/page.5f6e7d8c9b.css'] }));
  // Its server build (Node only): kept in the store, never uploaded to the public bucket.
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), 'module.exports = require("./456.1a2b3c4d5e.js");\n');
  fs.writeFileSync(path.join(dir, 'server', '456.1a2b3c4d5e.js'), 'module.exports = "ssr";\n');
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
    const head = async (key) => client.send(new HeadObjectCommand({ Bucket: 'ga-releases', Key: `site/mf-content/${key}` }));
    expect(await head('123.0a1b2c3d4e.js')).toMatchObject({ CacheControl: 'public, max-age=31536000, immutable', ContentType: 'text/javascript; charset=utf-8' });
    expect(await head('static/page.5f6e7d8c9b.css')).toMatchObject({ CacheControl: 'public, max-age=31536000, immutable', ContentType: 'text/css; charset=utf-8' });
    expect(await head('1.0.0-aaaaaaaaaa/remoteEntry.js')).toMatchObject({ CacheControl: 'no-cache' });
    const body = await (await client.send(new GetObjectCommand({ Bucket: 'ga-releases', Key: 'site/mf-content/1.0.0-aaaaaaaaaa/remoteEntry.js' }))).Body.transformToString();
    expect(body).toBe('var mf_content = "1.0.0-aaaaaaaaaa";\n');

    // The shell reads this: the remote's entry on its own origin (a CDN in production).
    expect((await readRegistry()).remotes['mf-content'].entry).toBe(`${env.S3_ENDPOINT}/ga-releases/site/mf-content/1.0.0-aaaaaaaaaa/remoteEntry.js`);
  });

  it('a rollback still changes the registry only: each version keeps its own origin', async () => {
    await fakeRelease('1.0.0-bbbbbbbbbb'); // published on the site only
    expect((await readRegistry()).remotes['mf-content'].entry).toBe('/releases/mf-content/1.0.0-bbbbbbbbbb/remoteEntry.js');
    const objectsBefore = fs.readdirSync(bucketDir, { recursive: true }).length;
    await rollback('mf-content', '1.0.0-aaaaaaaaaa');
    expect((await readRegistry()).remotes['mf-content'].entry).toBe(`${env.S3_ENDPOINT}/ga-releases/site/mf-content/1.0.0-aaaaaaaaaa/remoteEntry.js`);
    expect(fs.readdirSync(bucketDir, { recursive: true }).length).toBe(objectsBefore);
  });

  it('refuses the shell (served by the site server) and a release that is not in the store', async () => {
    await expect(publishToS3('shell', '1.0.0-x', { to: 's3://ga-releases', client: s3Client(env) })).rejects.toThrow(/seuls les remotes/);
    await expect(publishToS3('mf-content', '9.9.9-nope', { to: 's3://ga-releases', client: s3Client(env) })).rejects.toThrow(/n’existe pas/);
  });
});
