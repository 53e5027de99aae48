import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * The counters several site servers share (REDIS_URL), as the API's instances share theirs
 * (api/src/http/rate-limiter.ts): without it each process counts alone, so N instances behind a
 * round-robin proxy would let a visitor N times the limit. A store that fails never refuses a
 * visitor: the beacons it guards are also limited by the API.
 */
export function siteRedis(url: string | null): Redis | null {
  return url ? new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000 }) : null;
}

/** A budget of `points` a minute per key, under `ga:site:<prefix>:` in Redis or in this process. */
export function minuteBudget(redis: Redis | null, prefix: string, points: number) {
  const options = { keyPrefix: `ga:site:${prefix}`, points: Math.max(1, points), duration: 60 };
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis })
    : new RateLimiterMemory(options);
  return {
    /** What is left of this minute's budget for `key` (all of it when the store cannot say). */
    async left(key: string): Promise<number> {
      const used = await limiter.get(key).catch(() => null);
      return Math.max(0, points - (used?.consumedPoints ?? 0));
    },
    /** Spends `n` of it. */
    async spend(key: string, n: number): Promise<void> {
      if (n > 0) await limiter.penalty(key, n).catch(() => undefined);
    },
  };
}
