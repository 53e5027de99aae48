/**
 * When a site server reads the release registry again (registry-follower.ts): one read at a time,
 * every RELEASE_REGISTRY_POLL_MS, and sooner when a request asks for a release file this server
 * does not have — a page another server sent may name a version published since the last read.
 *
 * Such a request is answered only after a read that STARTED after it arrived: a read already under
 * way, or one that ended a moment ago, may predate the publication, and the file would be a 404
 * (the multi-instance test's « copié à la demande » check failed that way). Reads asked by requests
 * start at most every `minGapMs`, whatever the number of misses (anyone can ask for a missing
 * file): a request waits for the next one rather than being turned away.
 */
import { setTimeout as sleep } from 'node:timers/promises';

export interface Refresher {
  /** The poll's read: the one under way, or a new one. */
  poll(): Promise<void>;
  /** Resolves once a read that started after this call has ended. */
  asked(): Promise<void>;
}

/** `read` never rejects (the follower keeps the last copy on a failure). */
export function createRefresher(read: () => Promise<void>, minGapMs: number): Refresher {
  let running: Promise<void> | null = null;
  let lastStart = -Infinity;
  const start = () => {
    lastStart = performance.now();
    const current = read().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };
  return {
    poll: () => running ?? start(),
    async asked() {
      const askedAt = performance.now();
      for (;;) {
        if (lastStart >= askedAt) return running ?? undefined;
        if (running) {
          await running;
          continue;
        }
        const wait = lastStart + minGapMs - performance.now();
        if (wait > 0) {
          await sleep(wait);
          continue;
        }
        return start();
      }
    },
  };
}
