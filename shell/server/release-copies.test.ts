// A site server that shares no folder with the releasing machine (docs/releases.md « On object
// storage »): the versions its registry names are copied from the bucket into its own store —
// browser files from the public prefix, the server build from the private one — and then served
// like any other; a version the bucket cannot give is refused, nothing half-written is left.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { removeStaleCopies, serverBuildProblem } from '@ga/releases';
import { REGISTRY_ELEMENT_ID } from '../src/page-islands';
import { copyServedVersions } from './release-copies';
import { buildSiteServer } from './site-server';
import { CATALOGUE_VERSION, SHELL_VERSION, createTestStore, type TestStore } from './test-store';

const NEXT = '1.1.0-eeeeeeeeee';
const bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-s3-copies-'));
let server: S3rver;
let s3: { endpoint: string; region: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean };
let releasing: TestStore;
let site: TestStore;

/** A client of the local buckets, with the releasing machine's rights (anyone's, for the public one). */
const bucketClient = () =>
  new S3Client({ ...s3, credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } });

/** What `pnpm release mf-catalogue --to s3://ga-releases/site --server-to s3://ga-prive/prod` uploads, from the releasing machine's store. */
async function upload(store: string, app: string, version: string) {
  const client = bucketClient();
  const dir = path.join(store, app, version);
  for (const file of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const full = path.join(dir, file);
    if (fs.statSync(full).isDirectory()) continue;
    const key = file.split(path.sep).join('/');
    // The server build private, the browser files public, release.json in both (its digests are read from the private one).
    const places = key.startsWith('server/')
      ? ['ga-prive']
      : key === 'release.json'
        ? ['ga-releases', 'ga-prive']
        : ['ga-releases'];
    for (const bucket of places) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `${bucket === 'ga-prive' ? 'prod' : 'site'}/${app}/${version}/${key}`,
          Body: fs.readFileSync(full),
        }),
      );
    }
  }
}

/** Puts one object in a bucket, as anyone who can write it could. */
async function put(bucket: string, key: string, body: string) {
  await bucketClient().send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
}

/** Nothing half-copied left in the site server's store. */
function nothingIncoming() {
  const incoming = path.join(site.store, '.incoming');
  expect(fs.existsSync(incoming) ? fs.readdirSync(incoming) : []).toEqual([]);
}

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: bucketDir,
    silent: true,
    configureBuckets: [
      { name: 'ga-releases', configs: [] },
      { name: 'ga-prive', configs: [] },
    ],
  });
  const { port } = await server.run();
  s3 = {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'eu-west-3',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
});
afterAll(async () => {
  await server.close();
  fs.rmSync(bucketDir, { recursive: true, force: true });
});
beforeEach(() => {
  releasing = createTestStore();
  releasing.write(`mf-catalogue/${NEXT}/remoteEntry.js`, 'var mf_catalogue_next;\n');
  releasing.write(
    `mf-catalogue/${NEXT}/release.json`,
    JSON.stringify({ app: 'mf-catalogue', version: NEXT, shared: {} }),
  );
  releasing.write(`mf-catalogue/${NEXT}/server/remoteEntry.js`, 'module.exports = "ssr du catalogue suivant";\n');
  // The site server's own store: the shell and the first catalogue only (released before it started).
  site = createTestStore({ ssr: false, s3 });
});
afterEach(async () => {
  releasing.remove();
  site.remove();
  // Each test starts from empty buckets (some plant objects).
  const client = bucketClient();
  for (const bucket of ['ga-releases', 'ga-prive']) {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    for (const { Key } of listed.Contents ?? []) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));
  }
});

const registryNaming = (version: string, source: { files: string; server?: string }) => ({
  apps: {
    shell: { live: SHELL_VERSION, history: [SHELL_VERSION] },
    'mf-catalogue': { live: version, history: [CATALOGUE_VERSION, version], sources: { [version]: source } },
  },
  remotes: { 'mf-catalogue': { version, entry: `/releases/mf-catalogue/${version}/remoteEntry.js` } },
});

describe('versions published to object storage, copied by a site server', () => {
  it('copies the versions its registry names, server build included and checked, then serves them; never the server build', async () => {
    await upload(releasing.store, 'mf-catalogue', NEXT);
    const registry = registryNaming(NEXT, { files: 's3://ga-releases/site', server: 's3://ga-prive/prod' });
    expect(await copyServedVersions(site.config, registry)).toBe(1);
    expect(fs.readFileSync(path.join(site.store, 'mf-catalogue', NEXT, 'remoteEntry.js'), 'utf8')).toBe(
      'var mf_catalogue_next;\n',
    );
    expect(serverBuildProblem(path.join(site.store, 'mf-catalogue', NEXT))).toBeNull();
    expect(await copyServedVersions(site.config, registry)).toBe(0); // there now: nothing to copy

    site.writeRegistry(registry);
    const app = buildSiteServer(site.config);
    try {
      const page = await app.inject('/achat');
      expect(page.body).toMatch(
        new RegExp(`id="${REGISTRY_ELEMENT_ID}"[^>]*>[^<]*"version":"${NEXT.replace(/\./g, '\\.')}"`),
      );
      expect((await app.inject(`/releases/mf-catalogue/${NEXT}/remoteEntry.js`)).statusCode).toBe(200);
      expect((await app.inject(`/releases/mf-catalogue/${NEXT}/server/remoteEntry.js`)).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('refuses a version the bucket does not hold, and leaves nothing half-copied', async () => {
    const registry = registryNaming('9.9.9-absente', { files: 's3://ga-releases/site', server: 's3://ga-prive/prod' });
    await expect(copyServedVersions(site.config, registry)).rejects.toThrow(/aucun release.json/);
    expect(fs.existsSync(path.join(site.store, 'mf-catalogue', '9.9.9-absente'))).toBe(false);
    nothingIncoming();
  });

  it('keeps the private release.json byte for byte, whatever the public one says', async () => {
    await upload(releasing.store, 'mf-catalogue', NEXT);
    const privateMeta = fs.readFileSync(path.join(releasing.store, 'mf-catalogue', NEXT, 'release.json'));
    // The public copy altered (a bucket anyone could write, a stale CDN): no digests, another pool.
    await put(
      'ga-releases',
      `site/mf-catalogue/${NEXT}/release.json`,
      JSON.stringify({
        app: 'mf-catalogue',
        version: NEXT,
        shared: { react: { requiredVersion: '^1.0.0' } },
        pool: ['1.0.0-bbbbbbbbbb/remoteEntry.0123456789.js'],
        server: {},
      }),
    );
    expect(
      await copyServedVersions(
        site.config,
        registryNaming(NEXT, { files: 's3://ga-releases/site', server: 's3://ga-prive/prod' }),
      ),
    ).toBe(1);
    expect(fs.readFileSync(path.join(site.store, 'mf-catalogue', NEXT, 'release.json')).equals(privateMeta)).toBe(true);
    expect(serverBuildProblem(path.join(site.store, 'mf-catalogue', NEXT))).toBeNull();
    nothingIncoming();
  });

  it('refuses the copy when the public prefix holds a .private/release.json: it never becomes the kept release.json', async () => {
    await upload(releasing.store, 'mf-catalogue', NEXT);
    // Where the copy used to download the private release.json (`.incoming/…/.private/release.json`):
    // a public object there replaced it. This one records no server build (the version's pages
    // would fall back to the browser) and other shared ranges.
    const hostile = JSON.stringify({
      app: 'mf-catalogue',
      version: NEXT,
      shared: { react: { requiredVersion: '^1.0.0' } },
      server: {},
    });
    await put('ga-releases', `site/mf-catalogue/${NEXT}/.private/release.json`, hostile);
    const registry = registryNaming(NEXT, { files: 's3://ga-releases/site', server: 's3://ga-prive/prod' });
    const outcome = await copyServedVersions(site.config, registry).catch((error: Error) => error);
    const kept = path.join(site.store, 'mf-catalogue', NEXT, 'release.json');
    expect(fs.existsSync(kept) ? fs.readFileSync(kept, 'utf8') : null).not.toBe(hostile);
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toBe('Fichier public refusé dans le bucket : « .private/release.json »');
    expect(fs.existsSync(path.join(site.store, 'mf-catalogue', NEXT))).toBe(false);
    nothingIncoming();
  });

  it('refuses the copy when a public object has any dot segment, and copies the version once it is gone', async () => {
    await upload(releasing.store, 'mf-catalogue', NEXT);
    const registry = registryNaming(NEXT, { files: 's3://ga-releases/site', server: 's3://ga-prive/prod' });
    const client = bucketClient();
    for (const planted of ['.copie.json', 'static/.x/page.css', '.pool/123.0a1b2c3d4e.js']) {
      const key = `site/mf-catalogue/${NEXT}/${planted}`;
      await put('ga-releases', key, 'pas une release\n');
      await expect(copyServedVersions(site.config, registry)).rejects.toThrow(/Fichier public refusé dans le bucket/);
      expect(fs.existsSync(path.join(site.store, 'mf-catalogue', NEXT))).toBe(false);
      nothingIncoming();
      await client.send(new DeleteObjectCommand({ Bucket: 'ga-releases', Key: key }));
    }
    expect(await copyServedVersions(site.config, registry)).toBe(1);
    expect(serverBuildProblem(path.join(site.store, 'mf-catalogue', NEXT))).toBeNull();
  });

  it('removes its copies of the versions the registry dropped (pnpm prune), never a folder it did not copy', async () => {
    await upload(releasing.store, 'mf-catalogue', NEXT);
    await copyServedVersions(
      site.config,
      registryNaming(NEXT, { files: 's3://ga-releases/site', server: 's3://ga-prive/prod' }),
    );
    // NEXT pruned: the registry knows CATALOGUE_VERSION only; CATALOGUE_VERSION itself was released here, not copied.
    const pruned = { apps: { 'mf-catalogue': { live: CATALOGUE_VERSION, history: [CATALOGUE_VERSION] } } };
    site.write('mf-catalogue/0.9.0-ffffffffff/remoteEntry.js', 'var released_here;\n');
    expect(await removeStaleCopies({ store: site.store, registry: pruned })).toEqual([`mf-catalogue@${NEXT}`]);
    expect(fs.existsSync(path.join(site.store, 'mf-catalogue', NEXT))).toBe(false);
    expect(fs.existsSync(path.join(site.store, 'mf-catalogue', CATALOGUE_VERSION))).toBe(true);
    expect(fs.existsSync(path.join(site.store, 'mf-catalogue', '0.9.0-ffffffffff'))).toBe(true);
  });
});
