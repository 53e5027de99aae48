// `pnpm start` keeps its two servers up: a child that crashes (a non-zero exit or a signal it did
// not get from us) is started again after a growing delay, and the crash is logged. A loop of
// crashes is not hidden: past CRASH_LIMIT crashes within CRASH_WINDOW_MS the whole stops with a
// non-zero exit, so that a real supervisor (systemd, a container runtime: docs/operations.md) takes
// over and somebody looks. Only `pnpm start` supervises; the e2e harness starts the same servers
// without it, and there a crash fails the run.

export const CRASH_LIMIT = 5;
export const CRASH_WINDOW_MS = 60_000;
export const FIRST_DELAY_MS = 500;
export const MAX_DELAY_MS = 15_000;

/**
 * After a crash at `now`, with the earlier crash times: the delay before the next start, or null
 * to give up (too many crashes in the window). The delay doubles with each recent crash.
 */
export function restartDelay(
  crashTimes,
  now,
  { limit = CRASH_LIMIT, windowMs = CRASH_WINDOW_MS, firstDelayMs = FIRST_DELAY_MS, maxDelayMs = MAX_DELAY_MS } = {},
) {
  const recent = [...crashTimes, now].filter((t) => now - t < windowMs);
  if (recent.length >= limit) return null;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** (recent.length - 1));
}

/**
 * Runs `start()` (which returns a ChildProcess) and starts it again after each crash. `onGiveUp`
 * is called once when crashes loop. Returns the current child and a `stop()` for a clean end.
 */
export function supervise(name, start, { onGiveUp, log = console.error, policy = {} } = {}) {
  const crashes = [];
  let child = start();
  let stopped = false;
  let timer = null;

  const watch = (current) => {
    current.once('exit', (code, signal) => {
      if (stopped || current.stopping) return;
      const now = Date.now();
      const delay = restartDelay(crashes, now, policy);
      crashes.push(now);
      const why = signal ? `signal ${signal}` : `code ${code}`;
      if (delay === null) {
        log(
          `[${name}] arrêté (${why}) : ${crashes.filter((t) => now - t < (policy.windowMs ?? CRASH_WINDOW_MS)).length} arrêts en moins de ${Math.round((policy.windowMs ?? CRASH_WINDOW_MS) / 1000)} s, abandon.`,
        );
        stopped = true;
        onGiveUp?.(name);
        return;
      }
      log(`[${name}] arrêté (${why}) : redémarrage dans ${delay} ms.`);
      timer = setTimeout(() => {
        timer = null;
        if (stopped) return;
        child = start();
        watch(child);
      }, delay);
    });
  };
  watch(child);

  return {
    get child() {
      return child;
    },
    get restarts() {
      return crashes.length;
    },
    /** No more restarts (the caller then stops the child). */
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
