/**
 * The life of a site server as its load balancer sees it (docs/operations.md « Site servers »):
 * not ready until the live versions' server builds are loaded (the warm-up after `listen`), ready,
 * then draining once a stop was asked (SIGTERM): `/health/ready` answers 503 at once so no new
 * visitor is sent here, the requests in flight finish, then the process exits (site-server.ts).
 * The API's is the same (api/src/http/lifecycle.ts).
 */
export interface SiteLifecycle {
  readonly draining: boolean;
  /** The server builds of the live versions were loaded (or server rendering is off). */
  readonly warmed: boolean;
  drain(): void;
  warmedUp(): void;
}

export function createSiteLifecycle({ warmed = true }: { warmed?: boolean } = {}): SiteLifecycle {
  let draining = false;
  let isWarmed = warmed;
  return {
    get draining() {
      return draining;
    },
    get warmed() {
      return isWarmed;
    },
    drain() {
      draining = true;
    },
    warmedUp() {
      isWarmed = true;
    },
  };
}
