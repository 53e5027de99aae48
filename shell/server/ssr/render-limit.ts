import { RateLimiterMemory } from 'rate-limiter-flexible';

/**
 * Server renders per visitor's address and minute (SITE_SSR_RENDERS_PER_MINUTE): a crawler or a
 * script asking for thousands of pages costs the site server a render each, so past the limit an
 * address gets the page the browser renders — the same content for a visitor, none of the CPU — and
 * never an error. Per process; several site servers share no count (each bounds its own CPU).
 */
export function renderLimit(perMinute: number): (address: string) => Promise<boolean> {
  const limiter = new RateLimiterMemory({ points: perMinute, duration: 60 });
  return async (address) => {
    try {
      await limiter.consume(address);
      return true;
    } catch {
      return false;
    }
  };
}
