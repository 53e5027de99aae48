// The walks' plan (walk-routes.ts) against the route manifests of the sources, read by the build's
// own reader (@ga/build readRouteManifest, what writes each release's routes.json): a page with
// parameters that no filler fills is caught here, before a browser starts.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { RouteManifest } from '@ga/contracts';
import {
  CONTENT_APP,
  EXCLUDED,
  FILLERS,
  SIGNED_IN_AREA,
  SIGNED_IN_FILLERS,
  matchPattern,
  planWalk,
  unfilledMessage,
} from './walk-routes';

const ROOT = path.resolve(__dirname, '../..');

/** Each remote's manifest, evaluated from its src/route-manifest.ts in a Node of its own (tsx cannot hook into jest). */
function sourceManifests(): RouteManifest[] {
  const script = `
    import path from 'node:path';
    import { REMOTE_APPS } from '@ga/releases';
    import { readRouteManifest } from './shared/build/src/route-manifest-plugin.mjs';
    const manifests = [];
    for (const app of REMOTE_APPS) manifests.push(await readRouteManifest(path.resolve(app)));
    process.stdout.write(JSON.stringify(manifests.filter(Boolean)));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '--no-warnings', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  return JSON.parse(out) as RouteManifest[];
}

describe('the pages the walks visit', () => {
  const manifests = sourceManifests();
  const plan = planWalk(manifests);
  const patterns = manifests.flatMap((m) => [...m.routes.map((r) => r.path), ...(m.ssr ?? []), ...(m.client ?? [])]);

  it('fill every pattern of every manifest, or leave it out with a reason', () => {
    if (plan.unfilled.length) throw new Error(unfilledMessage(plan.unfilled));
    for (const why of Object.values(EXCLUDED)) expect(why.trim()).not.toBe('');
  });

  it('name in their fillers and exclusions only patterns of the manifests (none left behind)', () => {
    const keys = [...Object.keys(FILLERS), ...Object.keys(SIGNED_IN_FILLERS), ...Object.keys(EXCLUDED)];
    expect(keys.filter((key) => !patterns.includes(key))).toEqual([]);
  });

  it('walk every page the manifests list', () => {
    const planned = new Set(plan.pages.map((p) => p.pattern));
    for (const manifest of manifests.filter((m) => m.app !== 'mf-staff'))
      for (const route of manifest.routes) expect(planned).toContain(route.path);
  });

  it('split the pages: the content area to its walk, the account area and the booking to the signed-in walk', () => {
    const content = plan.pages.filter((p) => p.app === CONTENT_APP && !p.signedIn).map((p) => p.pattern);
    expect(content).toEqual(expect.arrayContaining(['/a-propos', '/formulaire/:slug', '/plan-du-site']));
    const signedIn = plan.pages.filter((p) => p.signedIn).map((p) => p.pattern);
    expect(signedIn).toEqual(
      expect.arrayContaining([SIGNED_IN_AREA, '/mon-compte/mes-favoris', ...Object.keys(SIGNED_IN_FILLERS)]),
    );
    // Opened from an e-mail: walked signed out, like the visitor who follows the link.
    expect(signedIn).not.toContain('/mon-compte/alertes/desinscription');
    expect(plan.pages.filter((p) => !p.signedIn).map((p) => p.pattern)).toEqual(
      expect.arrayContaining(['/', '/achat', '/connexion', '/reprise-voiture', '/achat/vehicule/:slug/:vehicleId']),
    );
  });

  it('expect the rendering the site server chooses: its `client` list and the apps without `ssr` in the browser', () => {
    const rendering = Object.fromEntries(plan.pages.map((p) => [p.pattern, p.serverRendered]));
    expect(rendering).toMatchObject({
      '/': true,
      '/achat': true,
      '/achat/vehicule/:slug/:vehicleId': true,
      '/a-propos/faq': true,
      '/achat/comparer': false,
      '/connexion': false,
      '/reprise-voiture/demande-envoyee': false,
    });
  });

  it('group the pages of one template: the listings of /achat, the energies', () => {
    const variants = plan.pages.filter((p) => p.variantOf === '/achat/:category/:type?').map((p) => p.pattern);
    expect(variants).toEqual(expect.arrayContaining(['/achat/voitures', '/achat/occasion', '/achat/nouveautes']));
    expect(plan.pages.find((p) => p.pattern === '/achat/vehicule/:slug/:vehicleId')?.variantOf).toBeUndefined();
    expect(plan.pages.find((p) => p.pattern === '/achat-par-energie/diesel')).toMatchObject({
      variantOf: '/achat-par-energie/:slug',
      patternServed: true,
    });
    // A fixed listing is a page of the table: the desktop walk checks each.
    expect(plan.pages.find((p) => p.pattern === '/achat/nouveautes')?.patternServed).toBeUndefined();
  });
});

describe('a pattern of the walk', () => {
  it('matches as React Router does: required and optional parameters, no more segments', () => {
    expect(matchPattern('/achat/:category/:type?', '/achat/voitures')).toBe(true);
    expect(matchPattern('/achat/:category/:type?', '/achat/voitures/berline')).toBe(true);
    expect(matchPattern('/achat/:category/:type?', '/achat')).toBe(false);
    expect(matchPattern('/achat/comparer', '/achat/comparer?ids=1,2')).toBe(true);
    expect(matchPattern('/a-propos/partenaires/:slug', '/a-propos/partenaires')).toBe(false);
  });

  it('fails the walk on a new pattern nobody fills, naming it', () => {
    const manifest: RouteManifest = { app: 'mf-catalogue', routes: [], ssr: ['/achat/nouvelle-rubrique/:id'] };
    const { unfilled } = planWalk([manifest]);
    expect(unfilled).toEqual([{ app: 'mf-catalogue', pattern: '/achat/nouvelle-rubrique/:id', signedIn: false }]);
    expect(unfilledMessage(unfilled)).toMatch(/\/achat\/nouvelle-rubrique\/:id \(mf-catalogue\).*FILLERS/);
  });
});
