// Canary releases: a new version of one remote for a share of visitors, sticky per
// visitor, promoted to everyone, or rolled back by itself when it breaks — never taking another
// area down. The copies are published into the e2e store and judged by the real decider of the
// e2e API (CANARY_CHECK_SECONDS=1, CANARY_MIN_LOADS=3: global-setup.ts).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { publishCopy, registryTools, servedVersion } from '../support/canary';
import { API_KEY, API_URL, EXCLUSIVE } from '../support/env';

const REMOTE = 'mf-content';
const PAGE = '/a-propos/faq';

/** The remote entries of `remote` this page asked for, by version. */
function requestedEntries(page: Page, remote: string): Set<string> {
  const seen = new Set<string>();
  page.on('request', (request) => {
    const match = new RegExp(`/releases/${remote}/([^/]+)/remoteEntry\\.js`).exec(request.url());
    if (match) seen.add(match[1]!);
  });
  return seen;
}

async function openFaq(page: Page) {
  await page.goto(PAGE);
  return servedVersion(page, REMOTE);
}

/** New visitors (each its own browser context, so its own cookie) until one gets `wanted`. */
async function visitorOn(browser: Browser, wanted: string, tries = 24) {
  for (let i = 0; i < tries; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const entries = requestedEntries(page, REMOTE);
    if ((await openFaq(page)) === wanted) return { context, page, entries };
    await context.close();
  }
  throw new Error(`Aucun visiteur sur ${wanted} en ${tries} essais`);
}

test.describe.configure({ mode: 'serial' });

test(
  'canari à 50 % : deux visiteurs peuvent avoir des versions différentes, chacun garde la sienne ; la promotion la donne à tous',
  EXCLUSIVE,
  async ({ browser }) => {
    test.setTimeout(120_000);
    const tools = await registryTools();
    const { live, version } = await publishCopy(REMOTE, 'canari');
    await tools.startCanary(REMOTE, version, 50);
    try {
      const onLive = await visitorOn(browser, live);
      const onCanary = await visitorOn(browser, version);
      for (const [visitor, expected] of [
        [onLive, live],
        [onCanary, version],
      ] as const) {
        await expect(visitor.page.getByRole('heading', { level: 1 })).toBeVisible();
        // The server rendered the page with the version the browser then loads, and hydration agreed.
        expect(await visitor.page.locator('#root').getAttribute('data-ssr')).toBe(`${REMOTE}@${expected}`);
        await visitor.page.waitForFunction(() => (window as { __GA_HYDRATED__?: boolean }).__GA_HYDRATED__ === true);
        expect(
          await visitor.page.evaluate(
            () => (window as { __GA_HYDRATION_ERRORS__?: string[] }).__GA_HYDRATION_ERRORS__ ?? [],
          ),
        ).toEqual([]);
        expect((await visitor.context.cookies()).find((c) => c.name === 'ga_cohort')).toMatchObject({
          httpOnly: true,
          sameSite: 'Lax',
        });
        for (let reload = 0; reload < 3; reload += 1) {
          await visitor.page.reload();
          expect(await servedVersion(visitor.page, REMOTE)).toBe(expected);
          await expect(visitor.page.getByRole('heading', { level: 1 })).toBeVisible();
        }
        // Across pages too, and the browser loaded that version's entry only.
        await visitor.page.goto('/a-propos/faq/financer');
        expect(await servedVersion(visitor.page, REMOTE)).toBe(expected);
        expect([...visitor.entries]).toEqual([expected]);
      }

      await tools.promote(REMOTE);
      for (const visitor of [onLive, onCanary]) {
        await visitor.page.reload();
        expect(await servedVersion(visitor.page, REMOTE)).toBe(version);
        await expect(visitor.page.getByRole('heading', { level: 1 })).toBeVisible();
        await visitor.context.close();
      }
      expect((await tools.read()).events.at(-1)).toMatchObject({ app: REMOTE, action: 'promote', version });
    } finally {
      await tools.restore(REMOTE, live);
    }
  },
);

test(
  'un canari qui plante au rendu est retiré tout seul après assez d’erreurs, sans jamais faire tomber une autre rubrique',
  EXCLUSIVE,
  async ({ browser }) => {
    test.setTimeout(120_000);
    const tools = await registryTools();
    const { live, version } = await publishCopy(REMOTE, 'defectueux', { breakRender: true });
    await tools.startCanary(REMOTE, version, 50);
    try {
      const onCanary = await visitorOn(browser, version);
      const { page } = onCanary;
      // The broken area shows its French error inside the layout; the shell and other areas work.
      await expect(page.getByTestId('remote-unavailable')).toContainText(
        'Cette rubrique est momentanément indisponible',
      );
      await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
      await page
        .getByRole('navigation', { name: 'Navigation principale' })
        .getByRole('link', { name: 'Acheter' })
        .click();
      await expect(page.getByTestId('listing-results').getByTestId('vehicle-card').first()).toBeVisible();
      // A visitor outside the canary never sees it.
      const onLive = await visitorOn(browser, live);
      await expect(onLive.page.getByRole('heading', { level: 1 })).toBeVisible();
      await onLive.context.close();

      // Its errors reach the API through the beacon channel (sent when the page goes away): the
      // visitor reloads while the canary runs, until the decider ends it by itself.
      await expect
        .poll(
          async () => {
            if ((await tools.read()).apps[REMOTE]!.canary) {
              await page.goto(PAGE);
              if ((await tools.read()).apps[REMOTE]!.canary && (await servedVersion(page, REMOTE)) === version)
                await expect(page.getByTestId('remote-unavailable')).toBeVisible();
            }
            return (await tools.read()).apps[REMOTE]!.canary;
          },
          { timeout: 30_000, intervals: [1_000] },
        )
        .toBeUndefined();
      expect((await tools.read()).events.at(-1)).toMatchObject({
        app: REMOTE,
        action: 'canary-auto-rollback',
        version,
        by: 'décideur',
      });
      await page.goto(PAGE);
      expect(await servedVersion(page, REMOTE)).toBe(live);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
      await onCanary.context.close();
    } finally {
      await tools.restore(REMOTE, live);
    }
  },
);

test('des échecs forgés en masse par un client ne retirent pas un canari sain', EXCLUSIVE, async ({ request }) => {
  test.setTimeout(60_000);
  const tools = await registryTools();
  const { live, version } = await publishCopy(REMOTE, 'sain');
  await tools.startCanary(REMOTE, version, 50);
  try {
    const forged = Array(20).fill({ kind: 'remote-load-failed', remote: REMOTE, version });
    // Straight to the API with the public key: refused.
    const direct = await request.post(`${API_URL}/api/beacons`, {
      headers: { 'X-Api-Key': API_KEY },
      data: { events: forged },
    });
    expect(direct.status()).toBe(403);
    // Through the site's /beacon, without a cohort or with an unsigned one chosen in the canary's bucket: dropped.
    const cohort = tools.cohortInCanary(REMOTE, 50);
    for (let i = 0; i < 15; i += 1) {
      for (const headers of [{}, { Cookie: `ga_cohort=${cohort}` }] as Record<string, string>[]) {
        expect((await request.post('/beacon', { headers, data: { events: forged } })).status()).toBe(204);
      }
    }
    // The decider (every second) sees no failure of the canary: it keeps running.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect((await tools.read()).apps[REMOTE]!.canary?.version).toBe(version);
    const totals = (await (await request.get(`${API_URL}/ops/front-events?minutes=10`)).json()) as {
      data: { kind: string; remote: string; version: string; count: number }[];
    };
    expect(totals.data.filter((t) => t.version === version && t.kind === 'remote-load-failed')).toEqual([]);
  } finally {
    await tools.restore(REMOTE, live);
  }
});
