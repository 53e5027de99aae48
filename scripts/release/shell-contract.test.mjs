// The contract with the live shell (shell-contract.mjs): a remote is checked against the shell the
// store's registry names, and `pnpm release <remote>` refuses one the shell could not load, before
// anything is written. The store, the shell's release and the remote's build are fabricated here
// (their metadata and a few lines of JavaScript): no app is built.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const store = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-store-contract-'));
process.env.RELEASE_STORE = store;
const { ROOT, listFiles, readRegistry, releaseDir, updateRegistry } = await import('./store.mjs');
const { release } = await import('./release.mjs');
const { assertLoadsInLiveShell, checkShellContract, liveShell, remoteFromBuild, scanShellBuild } =
  await import('./shell-contract.mjs');
const { routeManifestProblems } = await import('./route-manifest-shape.mjs');

const SHELL_VERSION = '1.0.0-shelltest';
/** The versions installed in the workspace (what a build of the shell provides, of a remote requires). */
const { sharedSingletons } = await import(
  pathToFileURL(createRequire(path.join(ROOT, 'shell', 'package.json')).resolve('@ga/build/shared-deps')).href
);
const INSTALLED = Object.fromEntries(
  Object.entries(sharedSingletons(path.join(ROOT, 'shell'))).map(([pkg, s]) => [pkg, s.version]),
);
/** What the fabricated live shell provides: the installed versions, @ga/core 1.9.0 for fixed messages. */
const PROVIDED = { ...INSTALLED, '@ga/core': '1.9.0' };
/** Minified shell code as the build writes it: the prefix table and one widget of the home page. */
const SHELL_CODE =
  'const o=[["/achat","mf-catalogue"],["/financement/leasing-","mf-catalogue"],["/financement","mf-content"],["/a-propos","mf-content"]];(0,r.jsx)(W,{remote:"mf-catalogue",module:"widgets/vehicle-slider",label:"Véhicules"});';
const MANIFEST = {
  app: 'mf-catalogue',
  routes: [
    { path: '/achat', title: 'Acheter', description: 'Le stock', section: 'Acheter un véhicule' },
    {
      path: '/financement/leasing-voitures',
      title: 'Leasing',
      description: 'LOA et LLD',
      section: 'Financement',
      faq: [{ question: 'Q ?', answer: 'R.' }],
    },
  ],
  prefetch: [
    { pattern: '/achat/vehicule/:slug/:vehicleId', chunk: 'page-vehicle', data: ['/api/vehicles/:vehicleId'] },
  ],
};

const temps = [];
const tempDir = (prefix) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of [store, ...temps]) fs.rmSync(dir, { recursive: true, force: true });
});

async function publishShell() {
  const dir = releaseDir('shell', SHELL_VERSION);
  fs.mkdirSync(dir, { recursive: true });
  const shared = Object.fromEntries(
    Object.entries(PROVIDED).map(([pkg, version]) => [pkg, { version, requiredVersion: `^${version}` }]),
  );
  fs.writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ app: 'shell', version: SHELL_VERSION, shared }));
  fs.writeFileSync(path.join(dir, 'main.0123456789.js'), SHELL_CODE);
  await updateRegistry((registry) => {
    registry.apps.shell = { live: SHELL_VERSION, history: [SHELL_VERSION] };
  });
}

/** A remote's build output as rspack writes it: entry one folder down, a pooled chunk, the manifests. */
function remoteBuild({
  requires = {},
  exposes = ['./routes', './widgets/vehicle-slider'],
  manifest = MANIFEST,
  chunk = 'a',
} = {}) {
  const dist = tempDir('ga-remote-dist-');
  const ranges = {
    ...Object.fromEntries(
      Object.entries(INSTALLED).map(([pkg, v]) => [pkg, `^${v.split('.').slice(0, 2).join('.')}.0`]),
    ),
    '@ga/core': '^1.9.0',
    ...requires,
  };
  const mf = {
    name: 'mf_catalogue',
    shared: Object.entries(ranges).map(([name, requiredVersion]) => ({
      name,
      requiredVersion,
      version: requiredVersion.slice(1),
      singleton: true,
    })),
    exposes: exposes.map((p) => ({ name: p.slice(2), path: p })),
  };
  fs.mkdirSync(path.join(dist, 'entry'));
  fs.writeFileSync(path.join(dist, 'entry', 'remoteEntry.js'), `// entry ${chunk}`);
  fs.writeFileSync(path.join(dist, `${chunk}.0123456789.js`), `// chunk ${chunk}`);
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(mf));
  if (manifest) fs.writeFileSync(path.join(dist, 'routes.json'), JSON.stringify(manifest));
  return dist;
}

/** Every file of the store with its content: « nothing written » is this, unchanged. */
const snapshot = () =>
  Object.fromEntries(listFiles(store).map((file) => [file, fs.readFileSync(path.join(store, file), 'utf8')]));

describe('the live shell', () => {
  it('without one in the store, is a fresh build of the shell (made by the given builder)', async () => {
    const builds = [];
    const shell = await liveShell({
      build: (dir, quiet, out) => {
        builds.push({ app: path.basename(dir), quiet, temporary: out.startsWith(os.tmpdir()) });
        fs.writeFileSync(path.join(out, 'main.js'), SHELL_CODE);
      },
    });
    expect(builds).toEqual([{ app: 'shell', quiet: true, temporary: true }]);
    expect(shell).toMatchObject({
      source: 'build',
      loads: { 'mf-catalogue': ['./routes', './widgets/vehicle-slider'], 'mf-content': ['./routes'], 'mf-account': [] },
    });
    // The versions installed for the shell, as its build defines them (__GA_SHARED_VERSIONS__).
    expect(shell.provides).toEqual(
      expect.objectContaining({
        react: expect.stringMatching(/^\d+\.\d+\.\d+$/),
        '@ga/core': expect.stringMatching(/^\d+\.\d+\.\d+$/),
      }),
    );
  });

  it('is the registry’s live shell once there is one: its release.json and its code', async () => {
    await publishShell();
    const shell = await liveShell({
      build: () => {
        throw new Error('no build expected');
      },
    });
    expect(shell).toMatchObject({ source: 'store', version: SHELL_VERSION, provides: PROVIDED });
    expect(shell.owners).toContainEqual(['/financement/leasing-', 'mf-catalogue']);
  });

  it('reads the prefix table and the widgets of unminified code too', async () => {
    const dir = tempDir('ga-shell-dev-');
    fs.writeFileSync(
      path.join(dir, 'main.js'),
      'const OWNERS = [\n  [ "/a-propos", "mf-content" ],\n];\njsx(RemoteWidget, { remote: "mf-content", module: "widgets/latest-news" });',
    );
    expect(scanShellBuild(dir).loads['mf-content']).toEqual(['./routes', './widgets/latest-news']);
  });
});

describe('the contract of a remote with the live shell', () => {
  beforeAll(publishShell);

  it('holds for a remote built against the versions the shell provides, exposing what it loads', async () => {
    const report = await checkShellContract(remoteFromBuild('mf-catalogue', remoteBuild()));
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({ ok: true, shell: { source: 'store', version: SHELL_VERSION } });
  });

  it('is broken by a shared range the shell cannot satisfy, as the shell itself would refuse it', async () => {
    const report = await checkShellContract(
      remoteFromBuild(
        'mf-catalogue',
        remoteBuild({ requires: { '@ga/core': '^1.10.0', 'left-pad': '^1.3.0', '@ga/ui': 'pas une version' } }),
      ),
    );
    expect(report.problems).toEqual([
      '@ga/core : le remote demande ^1.10.0, le shell fournit 1.9.0',
      `@ga/ui : le remote demande pas une version, le shell fournit ${INSTALLED['@ga/ui']}`,
      'left-pad : le remote demande ^1.3.0, le shell fournit aucune version',
    ]);
  });

  it('is broken by a module the shell loads that the remote no longer exposes', async () => {
    const report = await checkShellContract(remoteFromBuild('mf-catalogue', remoteBuild({ exposes: ['./routes'] })));
    expect(report.problems).toEqual([
      'le shell charge « ./widgets/vehicle-slider », que le remote n’expose pas (exposés : ./routes)',
    ]);
  });

  it('is broken by a route manifest of the wrong shape, or a route the shell sends elsewhere', async () => {
    const manifest = {
      ...MANIFEST,
      routes: [
        ...MANIFEST.routes,
        { path: '/financement/credit', title: 'Crédit', description: 'Crédit auto', section: 'Financement' },
        { path: '/achat/:id', title: '' },
      ],
    };
    const { problems } = await checkShellContract(remoteFromBuild('mf-catalogue', remoteBuild({ manifest })));
    expect(problems).toEqual([
      'routes.json : routes[3] (/achat/:id) : chemin invalide (concret, commençant par « / », sans paramètre)',
      'routes.json : routes[3] (/achat/:id) : « title » manquant ou vide',
      'routes.json : routes[3] (/achat/:id) : « description » manquant ou vide',
      'routes.json : routes[3] (/achat/:id) : « section » manquant ou vide',
      'routes.json : /financement/credit ne mène pas à mf-catalogue dans le shell (il l’envoie à mf-content)',
    ]);
  });

  it('checks the shape the site server reads (unit)', async () => {
    expect(routeManifestProblems(MANIFEST, 'mf-catalogue')).toEqual([]);
    expect(
      routeManifestProblems({ ...MANIFEST, routes: [MANIFEST.routes[0], MANIFEST.routes[0]] }, 'mf-catalogue'),
    ).toEqual(['la route /achat est listée deux fois']);
    expect(
      routeManifestProblems(
        { ...MANIFEST, routes: [{ ...MANIFEST.routes[0], listed: false, public: 'non' }] },
        'mf-catalogue',
      ),
    ).toEqual(['routes[0] (/achat) : « public » doit être un booléen']);
    expect(routeManifestProblems({ app: 'mf-content', routes: {} }, 'mf-catalogue')).toEqual([
      'le manifeste des routes est celui de « mf-content », pas de mf-catalogue',
      '« routes » doit être une liste',
    ]);
    expect(
      routeManifestProblems(
        { ...MANIFEST, prefetch: [{ pattern: 'achat', data: ['https://ailleurs.example/x'] }] },
        'mf-catalogue',
      ),
    ).toEqual([
      'prefetch[0] (achat) : motif invalide (commençant par « / »)',
      'prefetch[0] (achat) : appel d’API invalide "https://ailleurs.example/x"',
    ]);
  });

  // The sources are read with tsx (route manifest), which cannot run inside jest: the CLI, as the
  // remote's `pnpm test` runs it, in a child process, on a store of its own.
  describe('the CLI on a remote’s own sources (its pnpm test: mf-tradein, route manifest read with tsx)', () => {
    const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), 'shell-contract-cli.mjs');
    const run = (provides) => {
      const own = tempDir('ga-store-cli-');
      const dir = path.join(own, 'shell', SHELL_VERSION);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(
        path.join(dir, 'release.json'),
        JSON.stringify({
          shared: Object.fromEntries(Object.entries(provides).map(([pkg, version]) => [pkg, { version }])),
        }),
      );
      fs.writeFileSync(
        path.join(own, 'registry.json'),
        JSON.stringify({ schema: 2, revision: 1, apps: { shell: { live: SHELL_VERSION, history: [SHELL_VERSION] } } }),
      );
      return spawnSync(process.execPath, [cli, 'mf-tradein'], {
        env: { ...process.env, RELEASE_STORE: own, NODE_OPTIONS: '' },
        encoding: 'utf8',
      });
    };
    it('passes against a shell providing the installed versions', async () => {
      const r = run(INSTALLED);
      expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: '' });
      expect(r.stdout).toContain(
        `Contrat avec le shell : mf-tradein se chargerait dans le shell ${SHELL_VERSION} en ligne`,
      );
    }, 30_000);

    it('fails, in French, against a shell whose @ga/core is older', async () => {
      const r = run({ ...INSTALLED, '@ga/core': '1.0.0' });
      expect(r.status).toBe(1);
      expect(r.stderr).toContain('Contrat avec le shell rompu : mf-tradein ne se chargerait pas');
      expect(r.stderr).toMatch(/@ga\/core : le remote demande \^\d+\.\d+\.0, le shell fournit 1\.0\.0/);
    }, 30_000);
  });
});

describe('pnpm release <remote>', () => {
  beforeAll(publishShell);

  it('publishes a remote the live shell can load', async () => {
    const r = await release('mf-catalogue', { quiet: true, dist: remoteBuild({ chunk: 'ok' }) });
    expect((await readRegistry()).apps['mf-catalogue'].live).toBe(r.version);
    expect(fs.existsSync(path.join(releaseDir('mf-catalogue', r.version), 'remoteEntry.js'))).toBe(true);
  });

  it('refuses a remote built against a shared version the live shell does not provide: nothing written', async () => {
    const before = snapshot();
    const dist = remoteBuild({ requires: { '@ga/core': '^1.10.0' }, chunk: 'refused' });
    await expect(release('mf-catalogue', { quiet: true, dist })).rejects.toThrow(
      `mf-catalogue ne se chargerait pas dans le shell ${SHELL_VERSION} en ligne (${store}) :\n  - @ga/core : le remote demande ^1.10.0, le shell fournit 1.9.0\nPubliez d’abord un shell`,
    );
    await expect(release('mf-catalogue', { quiet: true, dist, canary: 10 })).rejects.toThrow('ne se chargerait pas');
    expect(snapshot()).toEqual(before);
  });

  it('refuses it on the ranges release.json would record too, even when the build’s manifest omits the package', async () => {
    const before = snapshot();
    const dist = remoteBuild({ chunk: 'omits' });
    const mfFile = path.join(dist, 'mf-manifest.json');
    const mf = JSON.parse(fs.readFileSync(mfFile, 'utf8'));
    fs.writeFileSync(mfFile, JSON.stringify({ ...mf, shared: mf.shared.filter((s) => s.name !== '@ga/ui') }));
    // The fabricated shell stops providing @ga/ui: the registry would carry mf-catalogue's range for it.
    const shellMeta = path.join(releaseDir('shell', SHELL_VERSION), 'release.json');
    const meta = JSON.parse(fs.readFileSync(shellMeta, 'utf8'));
    const { '@ga/ui': omitted, ...rest } = meta.shared;
    fs.writeFileSync(shellMeta, JSON.stringify({ ...meta, shared: rest }));
    try {
      await expect(release('mf-catalogue', { quiet: true, dist })).rejects.toThrow(
        /@ga\/ui : le remote demande \^\d+\.\d+\.0, le shell fournit aucune version/,
      );
    } finally {
      fs.writeFileSync(shellMeta, JSON.stringify(meta));
    }
    expect(omitted).toBeDefined();
    expect(snapshot()).toEqual(before);
  });

  it('says so in French with the command’s own error (assertLoadsInLiveShell)', async () => {
    await expect(
      assertLoadsInLiveShell(remoteFromBuild('mf-catalogue', remoteBuild({ exposes: ['./routes'] }))),
    ).rejects.toThrow(/n’expose pas/);
    await expect(assertLoadsInLiveShell({ app: 'shell', requires: {}, exposes: [], manifest: null })).rejects.toThrow(
      '« shell » n’est pas un remote',
    );
  });
});
