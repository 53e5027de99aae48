/**
 * Taking over a server-rendered page (docs/server-rendering.md): what the browser reads from it
 * before `hydrateRoot`. The site server writes `#root[data-ssr]` and two JSON islands; the store
 * starts from the API state the server rendered with, and the router from its hydration data, with
 * the owner's routes already in the tree (the same tree as the server's: router.tsx).
 */
import { SSR_ROUTER_ELEMENT_ID, SSR_STATE_ELEMENT_ID } from '../page-islands';

export interface ServerRendered {
  /** `mf-catalogue@<version>` or `shell@<version>`. */
  renderedBy: string;
  apiState: unknown;
  routerState: {
    loaderData?: Record<string, unknown>;
    actionData?: Record<string, unknown> | null;
    errors?: Record<string, unknown> | null;
  };
  /**
   * Sent again from the site server's micro-cache (`<html data-ssr-cache="hit">`): its data may be up
   * to SITE_SSR_CACHE_MS old (a vehicle booked or freed meanwhile), so it is fetched again once hydrated.
   */
  fromCache: boolean;
}

function island<T>(id: string): T | null {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** The server's render of this page, or null when the browser renders it itself. */
export function serverRendered(container: HTMLElement): ServerRendered | null {
  const renderedBy = container.dataset.ssr;
  if (!renderedBy) return null;
  const apiState = island<unknown>(SSR_STATE_ELEMENT_ID);
  const routerState = island<ServerRendered['routerState']>(SSR_ROUTER_ELEMENT_ID);
  if (!apiState || !routerState) return null;
  return { renderedBy, apiState, routerState, fromCache: document.documentElement.dataset.ssrCache === 'hit' };
}

/** What the e2e walk reads: hydration done, and the errors React recovered from (a mismatch). */
declare global {
  interface Window {
    __GA_HYDRATED__?: boolean;
    __GA_HYDRATION_ERRORS__?: string[];
  }
}

/** React's onRecoverableError: the message, and where in the tree (production builds name the components). */
export function recordHydrationError(error: unknown, info?: { componentStack?: string }): void {
  const message = error instanceof Error ? error.message : String(error);
  const where = info?.componentStack?.trim().split('\n').slice(0, 6).join(' ← ') ?? '';
  (window.__GA_HYDRATION_ERRORS__ ??= []).push(where ? `${message} (${where})` : message);
  console.error('[shell] hydratation : ', error, where);
}
