/**
 * The progressive delays of http/progressive-delay.ts (visitor sign-in, staff password step) on a
 * fake clock: free failures, then a delay that doubles up to the cap, one attempt per delay, and a
 * success that forgets it all.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { delaySeconds, progressiveDelay } from './progressive-delay';

const make = (prefix: string, points: number, seconds: number) =>
  new RateLimiterMemory({ keyPrefix: prefix, points, duration: seconds });

/** The wait a refused attempt was told, in seconds (null when it was let through). */
async function refusedFor(enter: () => Promise<unknown>): Promise<number | null> {
  try {
    await enter();
    return null;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    return Math.ceil(error.msBeforeNext / 1000);
  }
}

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-12-07T09:00:00Z') }));
afterEach(() => jest.useRealTimers());

describe('progressive delays', () => {
  it('doubling delays after the free failures, up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((k) => delaySeconds(k, 900, 30))).toEqual([30, 60, 120, 240, 480, 900]);
  });

  it('two free failures, then 30 s, 60 s, 120 s, 120 s between attempts; a success forgets them', async () => {
    const delays = progressiveDelay(make, `test-${Math.random()}`, {
      free: 2,
      firstSeconds: 30,
      maxSeconds: 120,
      windowSeconds: 86400,
    });
    for (let i = 0; i < 2; i += 1) await (await delays.enter('compte')).failed();
    for (const wait of [30, 60, 120, 120]) {
      expect(await refusedFor(() => delays.enter('compte'))).toBe(wait);
      // A refused attempt is not counted: the wait does not grow while waiting.
      expect(await refusedFor(() => delays.enter('compte'))).toBe(wait);
      jest.advanceTimersByTime(wait * 1000);
      const attempt = await delays.enter('compte');
      // Only one attempt at a time passes a delay.
      expect(await refusedFor(() => delays.enter('compte'))).not.toBeNull();
      await attempt.failed();
    }
    jest.advanceTimersByTime(120_000);
    await (await delays.enter('compte')).succeeded();
    expect(await refusedFor(() => delays.enter('compte'))).toBeNull();
    // Another key was never slowed down.
    expect(await refusedFor(() => delays.enter('autre'))).toBeNull();
  });
});
