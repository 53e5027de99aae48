/**
 * The one beacon channel (docs/architecture.md « Platform decisions »): the shell reports front-end
 * events — a remote that failed to load, an area that failed to render — per remote and version,
 * batched, with `fetch(BEACON_PATH, { keepalive: true })` to the site server, which forwards them
 * to `POST /api/beacons`. No personal data: no URL, no user, no message text.
 */
export const BEACON_PATH = '/beacon';
export const FRONT_EVENT_KINDS = ['remote-loaded', 'remote-load-failed', 'render-error'] as const;
export type FrontEventKind = (typeof FRONT_EVENT_KINDS)[number];
/** At most this many events in one batch. */
export const BEACON_BATCH_MAX = 20;

export interface FrontEvent {
  kind: FrontEventKind;
  /** `shell`, `mf-catalogue`… */
  remote: string;
  /** The version the registry named (`1.0.0-a1b2c3d4e5`), or `inconnue`. */
  version: string;
}
