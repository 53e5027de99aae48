// The canary decider's rule (docs/releases.md), pure so that ops and tests read it in one place.
// Counts come from the beacon channel per remote and version over the decider's window: loads
// (`remote-loaded`), load failures and render errors. An attempt is a load or a load failure; the
// error rate is (load failures + render errors) / attempts, at most 1.

/** Attempts, errors and error rate of one version's counts. */
export function rateOf({ loads = 0, loadFailures = 0, renderErrors = 0 } = {}) {
  const attempts = loads + loadFailures;
  const errors = loadFailures + renderErrors;
  return { attempts, errors, rate: attempts > 0 ? Math.min(1, errors / attempts) : errors > 0 ? 1 : 0 };
}

/**
 * `observation` until the canary has `minLoads` attempts from at least `minVisitors` distinct
 * visitors (`canary.visitors`: so that a few clients, however many events they send, never decide
 * alone); then `rollback` when its error rate is clearly worse than the live version's — above both
 * `ratio` times it and it plus `margin` —, otherwise `healthy`.
 */
export function judgeCanary({ canary, live }, { minLoads, ratio, margin, minVisitors = 0 }) {
  const c = rateOf(canary);
  const l = rateOf(live);
  const visitors = canary?.visitors ?? 0;
  const limit = Math.max(l.rate * ratio, l.rate + margin);
  const enough = c.attempts + (c.attempts === 0 ? c.errors : 0) >= minLoads && visitors >= minVisitors;
  const verdict = !enough ? 'observation' : c.rate > limit ? 'rollback' : 'healthy';
  return { verdict, canary: c, live: l, limit, visitors };
}
