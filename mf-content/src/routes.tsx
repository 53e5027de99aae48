import type { RouteObject } from '@ga/core';
import type { ContentPageEntry } from './page-kinds';
import { PAGES } from './pages';

/** A route of the page table: its page loads with the route (one chunk per page). */
export const routeOf = (page: ContentPageEntry): RouteObject => ({
  path: page.path,
  lazy: page.load,
  ...(page.handle ? { handle: page.handle } : {}),
});

/** Routes of the editorial area, built from the page table (pages.ts). */
export const routes: RouteObject[] = PAGES.map(routeOf);
