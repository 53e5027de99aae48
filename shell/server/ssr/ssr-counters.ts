/**
 * Server renders counted per app version (`mf-catalogue@1.4.0-ab12`, `shell@…` for the shell's own
 * pages): rendered, or fallen back to the browser. A canary whose server build fails shows here
 * against its own version.
 */
export interface RenderCount {
  rendered: number;
  fallback: number;
  /** Milliseconds spent, rendered or not. */
  totalMs: number;
}

const counts = new Map<string, RenderCount>();

export function countRender(app: string, outcome: 'rendered' | 'fallback', ms: number): void {
  const count = counts.get(app) ?? { rendered: 0, fallback: 0, totalMs: 0 };
  count[outcome] += 1;
  count.totalMs += ms;
  counts.set(app, count);
}

export function renderCounts(): Record<string, RenderCount> {
  return Object.fromEntries([...counts].map(([app, count]) => [app, { ...count }]));
}

const cacheCounts = { hit: 0, miss: 0 };

/** Pages asked of the micro-cache (page-cache.ts): found (or waited for), or rendered. */
export function countCache(result: 'hit' | 'miss'): void {
  cacheCounts[result] += 1;
}

export function cacheCountsNow(): { hit: number; miss: number } {
  return { ...cacheCounts };
}
