/**
 * The one way the API builds its rate limiters (rate-limiter-flexible; memory store, Redis when
 * REDIS_URL is set so that several API processes share the counters) and consumes several of them
 * at once. Used by the sign-in / registration / promo-code limits and the password-reset limits.
 */
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from './errors';

/** `points` allowed per `durationSeconds` under `ga:<keyPrefix>:<key>`. */
export function limiter(
  redis: Redis | null,
  keyPrefix: string,
  points: number,
  durationSeconds: number,
): RateLimiterAbstract {
  const options = { keyPrefix: `ga:${keyPrefix}`, points: Math.max(1, points), duration: durationSeconds };
  return redis ? new RateLimiterRedis({ ...options, storeClient: redis }) : new RateLimiterMemory(options);
}

/** Seconds before the next allowed attempt (60 when the reason is not a limiter result). */
export function retrySeconds(res: unknown): number {
  return res instanceof RateLimiterRes ? res.msBeforeNext / 1000 : 60;
}

export type LimiterEntry = readonly [limiter: RateLimiterAbstract, key: string];

/**
 * Consumes one point of each entry (atomically per counter, so parallel requests cannot all pass).
 * When any is over its limit: gives back the points taken from the others (the attempt is refused,
 * it must not count) and throws 429 with the longest wait and `message` ({delay} filled in).
 * A store failure (not a limiter result) is rethrown as is.
 */
export async function consumeAll(entries: readonly LimiterEntry[], message?: string): Promise<void> {
  const results = await Promise.allSettled(entries.map(([l, key]) => l.consume(key)));
  const rejected = results.flatMap((r, i) => (r.status === 'rejected' ? [{ reason: r.reason as unknown, i }] : []));
  if (!rejected.length) return;
  const taken = entries.filter((_, i) => results[i]?.status === 'fulfilled');
  await Promise.allSettled(taken.map(([l, key]) => l.reward(key, 1)));
  const real = rejected.find((r) => !(r.reason instanceof RateLimiterRes));
  if (real) throw real.reason;
  throw tooManyRequests(Math.max(...rejected.map((r) => retrySeconds(r.reason))), message);
}
