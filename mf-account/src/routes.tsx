import type { RouteObject } from '@ga/core';
import { AREA_PATH, PAGES, type AccountPageEntry } from './pages';

const routeOf = (page: AccountPageEntry): RouteObject => ({
  path: page.path,
  lazy: page.load,
  ...(page.handle ? { handle: page.handle } : {}),
});

/** A page of the signed-in area, relative to its layout (the area's own page is its index). */
const areaRouteOf = (page: AccountPageEntry): RouteObject =>
  page.path === AREA_PATH
    ? { index: true, lazy: page.load }
    : { path: page.path.slice(AREA_PATH.length + 1), lazy: page.load };

/**
 * Routes of the account area, built from the page table (pages.ts): the pages outside the
 * signed-in area, then the area's layout (signed in only) with its pages as children. Pages load lazily.
 */
export const routes: RouteObject[] = [
  ...PAGES.filter((p) => !p.inArea).map(routeOf),
  {
    path: AREA_PATH,
    handle: { middleware: ['auth'] },
    lazy: async () => ({ Component: (await import('./shared/account-area/pages/account-layout')).AccountLayout }),
    children: PAGES.filter((p) => p.inArea).map(areaRouteOf),
  },
];
