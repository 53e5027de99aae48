/** On SIGTERM / SIGINT: drain (readiness 503) for `drainSeconds`, then close, `timeoutSeconds` at most. */
export function stopGracefullyOnSignals(parts: {
  log: { info(message: string): void; error(error: unknown): void };
  drain: () => void;
  close: () => Promise<void>;
  drainSeconds: number;
  timeoutSeconds: number;
}): void;
