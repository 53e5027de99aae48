/**
 * The shell's side of the one beacon channel (docs/architecture.md « Platform decisions »): remote loads
 * (once per page), load failures and render errors, per remote and the version the registry named
 * for this visitor (a canary's or the live one: what the canary decider compares), batched (2 s, or at
 * once when the page is hidden) and sent with `fetch(…, { keepalive: true })` to the site
 * server's same-origin /beacon, which forwards them to the API. No URL, no user, no message text.
 */
import { BEACON_BATCH_MAX, BEACON_PATH, type FrontEvent, type FrontEventKind } from '@ga/contracts';
import { liveVersion } from '../remotes/registry';
import type { RemoteName } from '../remotes/route-owners';

const WAIT_MS = 2_000;
const queue: FrontEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function send(events: FrontEvent[]): void {
  try {
    void fetch(BEACON_PATH, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ events }),
    }).catch(() => undefined);
  } catch {
    // Reporting must never break the page.
  }
}

/** Sends what is queued now (also on `pagehide` and when the page is hidden). */
export function flushBeacons(): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length) send(queue.splice(0, BEACON_BATCH_MAX));
}

export function reportFrontEvent(kind: FrontEventKind, remote: RemoteName | 'shell'): void {
  if (!listening) {
    listening = true;
    addEventListener('pagehide', flushBeacons);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flushBeacons());
  }
  queue.push({ kind, remote, version: (remote === 'shell' ? undefined : liveVersion(remote)) ?? 'inconnue' });
  if (queue.length >= BEACON_BATCH_MAX) flushBeacons();
  else timer ??= setTimeout(flushBeacons, WAIT_MS);
}

const loaded = new Set<RemoteName>();

/** A remote's first module loaded on this page: one `remote-loaded` event per remote and page. */
export function reportRemoteLoaded(remote: RemoteName): void {
  if (loaded.has(remote)) return;
  loaded.add(remote);
  reportFrontEvent('remote-loaded', remote);
}
