/**
 * Progressive delays per key (an account): the first `free` failures cost nothing; after that each
 * new attempt must wait a delay that doubles with every failure (first, 2 × first, 4 × first… at
 * most `maxSeconds`), the failures remembered `windowSeconds`. Never a hard lock: the owner of an
 * account is slowed down like anyone else, never shut out for good. Only one attempt at a time
 * passes a delay (an atomic gate), so parallel guesses cannot exceed it.
 *
 * Used by the visitor sign-in (modules/auth/rate-limits.ts) and the staff password step
 * (modules/staff/rate-limits.ts). Limiters come from http/rate-limiter.ts (memory, or Redis when
 * REDIS_URL is set).
 */
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface DelayOptions {
  free: number;
  firstSeconds: number;
  maxSeconds: number;
  windowSeconds: number;
}

export interface DelayedAttempt {
  /** The right credentials: the key's failures and delay are forgotten. */
  succeeded(): Promise<void>;
  /** A failure: the next attempt waits (once the free failures are spent). */
  failed(): Promise<void>;
}

export interface ProgressiveDelay {
  /**
   * Counts one attempt for `key` BEFORE the check. While the key waits out its delay, the attempt
   * is not counted and the gate's RateLimiterRes is thrown (the caller turns it into a 429 with
   * `retrySeconds`); a store failure is rethrown as is.
   */
  enter(key: string): Promise<DelayedAttempt>;
  /** Forgets the key's failures and delay. */
  clear(key: string): Promise<void>;
}

/** Seconds to wait after the k-th failure beyond the free ones (k ≥ 1): first, 2 × first, 4 × first… capped. */
export function delaySeconds(k: number, maxSeconds: number, firstSeconds = 1): number {
  return Math.min(firstSeconds * 2 ** Math.max(0, k - 1), maxSeconds);
}

/** `make` is http/rate-limiter.ts's `limiter` (or AppDeps.limiter); keys under `<prefix>-failures` and `<prefix>-gate`. */
export function progressiveDelay(
  make: (prefix: string, points: number, seconds: number) => RateLimiterAbstract,
  prefix: string,
  options: DelayOptions,
): ProgressiveDelay {
  // Counts the key's failed checks (never refuses by itself).
  const failures = make(`${prefix}-failures`, 1_000_000, options.windowSeconds);
  // The key's current delay: one point, held for the delay; taken by the attempt that passes.
  const gate = make(`${prefix}-gate`, 1, 1);
  const delay = (k: number) => delaySeconds(k, options.maxSeconds, options.firstSeconds);
  const clear = async (key: string) => {
    await Promise.all([failures.delete(key), gate.delete(key)]);
  };
  return {
    async enter(key) {
      const counted = await failures.consume(key);
      const beyond = counted.consumedPoints - options.free;
      if (beyond > 0) {
        try {
          // Only one attempt at a time gets through the key's delay.
          await gate.consume(key, 1, { customDuration: delay(beyond) });
        } catch (error) {
          // Refused before any check: the attempt is not counted.
          await failures.reward(key, 1);
          throw error;
        }
      }
      return {
        succeeded: () => clear(key),
        async failed() {
          // The next attempt waits: `first` after the first failure beyond the free ones, doubling.
          if (beyond >= 0) await gate.block(key, delay(beyond + 1));
        },
      };
    },
    clear,
  };
}

export const isLimiterRefusal = (error: unknown): error is RateLimiterRes => error instanceof RateLimiterRes;
