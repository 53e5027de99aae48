// Two site servers on one release store (the shared volume of compose.yaml, docs/operations.md
// « Several instances »): a rollback written by any machine is what both serve at their next
// request, and a visitor's cohort cookie gives the same versions whichever server answers.
import { COHORT_COOKIE, inCanary, newCohortId, signCohort, updateRegistry } from '@ga/releases';
import { REGISTRY_ELEMENT_ID } from '../src/page-islands';
import { buildSiteServer } from './site-server';
import { CATALOGUE_VERSION, createTestStore, type TestStore } from './test-store';

const NEXT = '1.1.0-dddddddddd';
const inlined = (html: string) => {
  const match = new RegExp(`<script type="application/json" id="${REGISTRY_ELEMENT_ID}"[^>]*>([^<]*)</script>`).exec(
    html,
  );
  return (JSON.parse(match![1]!) as { remotes: Record<string, { version: string }> }).remotes['mf-catalogue']!.version;
};

let store: TestStore;
let servers: Array<ReturnType<typeof buildSiteServer>>;

beforeEach(async () => {
  store = createTestStore({ ssrCacheMs: 0, ssr: false });
  store.write(`mf-catalogue/${NEXT}/remoteEntry.js`, 'var mf_catalogue;\n');
  // Two instances, as two machines run them: the same settings, nothing shared but the store.
  servers = [buildSiteServer(store.config), buildSiteServer(store.config)];
  await Promise.all(servers.map((server) => server.ready()));
});

afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  store.remove();
});

describe('several site servers on one release store', () => {
  it('a release, then its rollback, written once, are what every server sends at its next request', async () => {
    const live = async () => Promise.all(servers.map(async (server) => inlined((await server.inject('/achat')).body)));
    expect(await live()).toEqual([CATALOGUE_VERSION, CATALOGUE_VERSION]);
    const release = (version: string) =>
      updateRegistry(store.store, (registry) => {
        const app = registry.apps['mf-catalogue']!;
        if (!app.history.includes(version)) app.history.push(version);
        app.live = version;
      });
    // Seen at the very next request of each server: no poll, no cache to expire (the registry is
    // read per request), so the delay is that of the shared file system.
    await release(NEXT);
    expect(await live()).toEqual([NEXT, NEXT]);
    await release(CATALOGUE_VERSION); // the rollback
    expect(await live()).toEqual([CATALOGUE_VERSION, CATALOGUE_VERSION]);
  });

  it('a visitor’s cohort cookie, signed by one server, gives the same versions on the other', async () => {
    await updateRegistry(store.store, (registry) => {
      registry.apps['mf-catalogue']!.history.push(NEXT);
      registry.apps['mf-catalogue']!.canary = { version: NEXT, share: 50, startedAt: new Date().toISOString() };
    });
    const first = await servers[0]!.inject('/achat');
    const cookie = (first.cookies as Array<{ name: string; value: string }>).find((c) => c.name === COHORT_COOKIE)!;
    expect(cookie).toBeDefined();
    const other = await servers[1]!.inject({ url: '/achat', cookies: { [COHORT_COOKIE]: cookie.value } });
    expect(other.cookies.find((c) => c.name === COHORT_COOKIE)).toBeUndefined(); // accepted, not replaced
    expect(inlined(other.body)).toBe(inlined(first.body));
    // And for cohorts on both sides of the share, whichever server answers.
    const cohorts = Array.from({ length: 40 }, newCohortId);
    for (const cohort of [
      cohorts.find((id) => inCanary(id, 'mf-catalogue', 50))!,
      cohorts.find((id) => !inCanary(id, 'mf-catalogue', 50))!,
    ]) {
      const value = signCohort(cohort, store.config.cohortKey);
      const seen = await Promise.all(
        servers.map(async (server) =>
          inlined((await server.inject({ url: '/achat', cookies: { [COHORT_COOKIE]: value } })).body),
        ),
      );
      expect(seen[0]).toBe(seen[1]);
      expect(seen[0]).toBe(inCanary(cohort, 'mf-catalogue', 50) ? NEXT : CATALOGUE_VERSION);
    }
  });
});
