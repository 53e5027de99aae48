import type { RouteObject } from '@ga/core';
import { registerSearchMiddleware } from './features/search/search-middleware';
import { PAGES } from './pages';

// The catalogue owns the filter schema: it registers the `search` middleware its routes name.
registerSearchMiddleware();

/** Routes of the catalogue area, built from the page table (pages.ts). Pages load lazily. */
export const routes: RouteObject[] = PAGES.map((page) => ({
  path: page.path,
  lazy: page.load,
  ...(page.handle ? { handle: page.handle } : {}),
}));
