// The graceful stop of a server process (the API, the site server), on SIGTERM or SIGINT: the
// readiness check says 503 at once (`drain()`), for SHUTDOWN_DRAIN_SECONDS so that a load balancer
// stops sending new visitors; then `close()` stops taking connections and lets the requests in
// flight finish, SHUTDOWN_TIMEOUT_SECONDS at most (after which the process is ended with code 1).
// Node only: a subpath of @ga/config that no browser bundle imports.

/**
 * @param {{
 *   log: { info(message: string): void; error(error: unknown): void };
 *   drain: () => void;
 *   close: () => Promise<void>;
 *   drainSeconds: number;
 *   timeoutSeconds: number;
 * }} process's parts
 */
export function stopGracefullyOnSignals({ log, drain, close, drainSeconds, timeoutSeconds }) {
  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    log.info(
      `${signal} reçu : plus de nouveaux visiteurs (${drainSeconds} s), puis arrêt une fois les requêtes en cours terminées`,
    );
    drain();
    const force = setTimeout(
      () => {
        log.error(`Requêtes encore en cours après ${timeoutSeconds} s : arrêt forcé`);
        process.exit(1);
      },
      (drainSeconds + timeoutSeconds) * 1000,
    );
    force.unref();
    try {
      if (drainSeconds > 0) await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
      await close();
      log.info('Arrêt terminé');
      process.exit(0);
    } catch (error) {
      log.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
