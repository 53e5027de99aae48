// Canary releases on the site server: the version of a remote is resolved per visitor
// from the cohort cookie, and everything the page carries follows it.
import { COHORT_COOKIE, inCanary, newCohortId, signCohort, verifyCohort } from '@ga/releases';
import { REGISTRY_ELEMENT_ID } from '../src/page-islands';
import { CATALOGUE_VERSION, SHELL_VERSION, useTestSiteServer } from './test-store';

const site = useTestSiteServer();
const CANARY = '1.0.0-cccccccccc';
const entry = (version: string) => `/releases/mf-catalogue/${version}/remoteEntry.js`;

function startCanary(share: number) {
  site.store.write(`mf-catalogue/${CANARY}/remoteEntry.js`, 'var mf_catalogue;\n');
  site.store.writeRegistry({
    apps: {
      shell: { live: SHELL_VERSION, history: [SHELL_VERSION] },
      'mf-catalogue': {
        live: CATALOGUE_VERSION,
        history: [CATALOGUE_VERSION, CANARY],
        canary: { version: CANARY, share, startedAt: new Date().toISOString() },
      },
    },
    remotes: { 'mf-catalogue': { version: CATALOGUE_VERSION, entry: entry(CATALOGUE_VERSION) } },
    canaries: { 'mf-catalogue': { version: CANARY, entry: entry(CANARY), share } },
  });
}

const inlinedRegistry = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${REGISTRY_ELEMENT_ID}"[^>]*>([^<]*)</script>`).exec(
    html,
  );
  return JSON.parse(match![1]!) as { remotes: Record<string, { version: string; entry: string }> };
};
const cohorts = Array.from({ length: 100 }, newCohortId);
const inside = cohorts.find((id) => inCanary(id, 'mf-catalogue', 50))!;
const outside = cohorts.find((id) => !inCanary(id, 'mf-catalogue', 50))!;
const asVisitor = (id: string, url = '/achat') =>
  site.app.inject({ url, cookies: { [COHORT_COOKIE]: signCohort(id, site.store.config.cohortKey) } });

describe('canary: the version of a remote, per visitor', () => {
  it('sets no cookie while no canary runs', async () => {
    const page = await site.app.inject('/achat');
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(inlinedRegistry(page.body).remotes['mf-catalogue']!.version).toBe(CATALOGUE_VERSION);
  });

  it('gives a new visitor a signed cohort cookie: first-party, HttpOnly, SameSite=Lax, 30 days', async () => {
    startCanary(50);
    const page = await site.app.inject('/achat');
    const cookie = page.cookies.find((c) => c.name === COHORT_COOKIE)!;
    expect(cookie).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax', maxAge: 30 * 24 * 3600 });
    expect(cookie.value).toMatch(/^[0-9a-f]{16}\.[A-Za-z0-9_-]{22}$/);
    const id = verifyCohort(cookie.value, site.store.config.cohortKey)!;
    expect(id).toBe(cookie.value.slice(0, 16));
    // Its version is the one its cookie gives.
    const expected = inCanary(id, 'mf-catalogue', 50) ? CANARY : CATALOGUE_VERSION;
    expect(inlinedRegistry(page.body).remotes['mf-catalogue']!.version).toBe(expected);
  });

  it('keeps each visitor on its version across pages and reloads: inlined registry, /registry.json, preload hint', async () => {
    startCanary(50);
    for (const [id, version] of [
      [inside, CANARY],
      [outside, CATALOGUE_VERSION],
    ] as const) {
      for (let i = 0; i < 3; i += 1) {
        const page = await asVisitor(id, i === 0 ? '/achat' : '/achat/vehicule/peugeot-208/12');
        expect(page.headers['set-cookie']).toBeUndefined();
        expect(inlinedRegistry(page.body).remotes['mf-catalogue']).toMatchObject({ version, entry: entry(version) });
        expect(page.body).toContain(`<link rel="preload" as="script" href="${entry(version)}"`);
      }
      const registry = await asVisitor(id, '/registry.json');
      expect(registry.json().remotes['mf-catalogue'].version).toBe(version);
    }
  });

  it('sends everyone to the live version once the canary is ended, to the canary once it is promoted', async () => {
    startCanary(50);
    site.store.writeRegistry({
      apps: {
        shell: { live: SHELL_VERSION, history: [SHELL_VERSION] },
        'mf-catalogue': { live: CATALOGUE_VERSION, history: [CATALOGUE_VERSION, CANARY] },
      },
      remotes: { 'mf-catalogue': { version: CATALOGUE_VERSION, entry: entry(CATALOGUE_VERSION) } },
    });
    for (const id of [inside, outside])
      expect(inlinedRegistry((await asVisitor(id)).body).remotes['mf-catalogue']!.version).toBe(CATALOGUE_VERSION);
    site.store.writeRegistry({
      apps: {
        shell: { live: SHELL_VERSION, history: [SHELL_VERSION] },
        'mf-catalogue': { live: CANARY, history: [CATALOGUE_VERSION, CANARY] },
      },
      remotes: { 'mf-catalogue': { version: CANARY, entry: entry(CANARY) } },
    });
    for (const id of [inside, outside])
      expect(inlinedRegistry((await asVisitor(id)).body).remotes['mf-catalogue']!.version).toBe(CANARY);
  });

  it('ignores a forged cookie: a new signed cohort, never a path or another version', async () => {
    startCanary(50);
    const key = site.store.config.cohortKey;
    // A path, an unsigned id chosen to fall in the canary (the old format), a signature of another key.
    for (const forged of ['../../1.0.0-cccccccccc', inside, signCohort(inside, 'clé devinée')]) {
      const page = await site.app.inject({ url: '/achat', cookies: { [COHORT_COOKIE]: forged } });
      const fresh = page.cookies.find((c) => c.name === COHORT_COOKIE)!.value;
      expect(fresh).toMatch(/^[0-9a-f]{16}\.[A-Za-z0-9_-]{22}$/);
      const id = verifyCohort(fresh, key)!;
      expect(inlinedRegistry(page.body).remotes['mf-catalogue']!.version).toBe(
        inCanary(id, 'mf-catalogue', 50) ? CANARY : CATALOGUE_VERSION,
      );
    }
  });
});
