/**
 * Errors that mean « the database cannot be reached right now » (down, restarting, network cut),
 * as opposed to a bug: the API answers them with 503 and a Retry-After, and recovers by itself
 * when the database is back (the pool opens new connections on the next query).
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// SQLSTATE 08xxx connection exception, 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot
// connect now (starting up), 53300 too many connections.
const SQLSTATES = /^(08...|57P0[123]|53300)$/;
const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || SQLSTATES.test(e.code))) return true;
    if (typeof e.message === 'string' && MESSAGES.test(e.message)) return true;
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true;
  }
  return false;
}
