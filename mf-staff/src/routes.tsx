import type { RouteObject } from '@ga/core';
import { PAGES } from './pages';

/** Routes of the trade-in area, built from the page table (pages.ts). Pages load lazily. */
export const routes: RouteObject[] = PAGES.map((page) => ({
  path: page.path,
  lazy: page.load,
  ...(page.handle ? { handle: page.handle } : {}),
}));
