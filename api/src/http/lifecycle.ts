/**
 * The life of an API process as the load balancer sees it: ready, then draining once a stop was
 * asked (SIGTERM): the readiness check answers 503 at once so no new visitor is sent here, the
 * requests already in flight finish, then the server closes (server.ts, gracefulStop).
 */
export interface Lifecycle {
  readonly draining: boolean;
  drain(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}
