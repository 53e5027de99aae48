import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { StoreRegistry } from '../registry';
import type { SsrTarget } from './ssr-policy';
import { countCache } from './ssr-counters';

/**
 * The micro-cache of server-rendered pages (docs/server-rendering.md « Micro-cache »): a page
 * rendered for one visitor is sent again, for SITE_SSR_CACHE_MS, to every visitor who would get the
 * same markup. The key is all that the render reads: the address with its query string, the shell
 * and remote versions this visitor is served (a canary's cohort has its own pages), and the cookies
 * the shell's server build declares it reads (the consent: the banner shown or not). The server
 * renders signed out, so no visitor's data is ever in a page. The CSP nonce is the one per-response
 * part of the markup: stored as a slot, stamped with each response's nonce.
 *
 * Concurrent requests for a page being rendered wait for it (one render, not one per visitor), within
 * the render's time limit. Fallbacks, redirects and interrupted streams are never kept.
 */
export interface CachedPage {
  status: number;
  html: string;
}

/** Where the nonce was: text no render produces (it starts with a NUL, which HTML text never holds). */
const NONCE_SLOT = '\u0000ga-nonce\u0000';
const MAX_BYTES = 64 * 1024 * 1024;

/** A render this request does for the cache: filled with the page, or dropped. Settles once. */
export interface CacheFill {
  fill(status: number, html: string, nonce: string): void;
  drop(): void;
}

export interface PageCache {
  key(url: URL, target: SsrTarget, remotes: StoreRegistry['remotes'], cookies: Record<string, string>): string;
  /**
   * The page kept under `key`, or the one being rendered for it (waited for up to `waitMs`); else
   * this request renders it and fills the cache, and the others wait for it.
   */
  open(
    key: string,
    waitMs: number,
  ): Promise<{ page: CachedPage; fill?: undefined } | { page?: undefined; fill: CacheFill }>;
  /** The kept page with this response's nonce, marked `<html data-ssr-cache="hit">`. */
  stamp(page: CachedPage, nonce: string): string;
}

/** `ttlMs` 0: no cache (every page rendered for its request). */
export function pageCache(ttlMs: number): PageCache | null {
  if (ttlMs <= 0) return null;
  // Bounded by the memory the pages take (UTF-16 in V8), the oldest first out.
  const pages = new LRUCache<string, CachedPage>({
    ttl: ttlMs,
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => Math.max(1, page.html.length * 2),
  });
  const rendering = new Map<string, Promise<CachedPage | undefined>>();

  function claim(key: string): CacheFill {
    let settle!: (page: CachedPage | undefined) => void;
    const done = new Promise<CachedPage | undefined>((resolve) => (settle = resolve));
    let settled = false;
    // A second request may claim the same key while the first renders (it waited too long): the
    // first to finish fills the cache, each settles only its own promise.
    if (!rendering.has(key)) rendering.set(key, done);
    const finish = (page: CachedPage | undefined) => {
      if (settled) return;
      settled = true;
      if (page) pages.set(key, page);
      if (rendering.get(key) === done) rendering.delete(key);
      settle(page);
    };
    return {
      fill: (status, html, nonce) => finish({ status, html: nonce ? html.split(nonce).join(NONCE_SLOT) : html }),
      drop: () => finish(undefined),
    };
  }

  return {
    key(url, target, remotes, cookies) {
      const parts = [
        url.pathname + url.search,
        target.shellVersion,
        target.owner?.remote ?? '',
        target.owner?.version ?? '',
        remotes,
        Object.entries(cookies).sort(),
      ];
      return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
    },
    async open(key, waitMs) {
      const kept = pages.get(key);
      if (kept) {
        countCache('hit');
        return { page: kept };
      }
      const pending = rendering.get(key);
      if (!pending) {
        // Claimed before any await: a request arriving meanwhile waits for this render.
        countCache('miss');
        return { fill: claim(key) };
      }
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<undefined>((resolve) => (timer = setTimeout(resolve, waitMs, undefined)));
      const page = await Promise.race([pending, late]).finally(() => clearTimeout(timer));
      countCache(page ? 'hit' : 'miss');
      // The render it waited for failed or is late: this request renders for itself.
      return page ? { page } : { fill: claim(key) };
    },
    stamp(page, nonce) {
      // Marked as sent again: the browser fetches its data once hydrated (shell/src/app/hydration.ts).
      return page.html
        .split(NONCE_SLOT)
        .join(nonce)
        .replace(/<html\b/, '<html data-ssr-cache="hit"');
    },
  };
}
