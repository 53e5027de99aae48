/**
 * The routes of mf-account with their head, published with each release as `routes.json` (@ga/build
 * runs this file at build time), built from the page table (pages.ts). Every page is marked not
 * public: the site server neither lists it (sitemap.xml, /plan-du-site) nor writes its head.
 */
import { manifestEntry, type RouteManifest } from '@ga/contracts';
import { PAGE_HEADS } from './page-heads';
import { PAGES } from './pages';

/** The group of the account's pages, should a reader ever list them. */
const SECTION = 'Votre espace client';

export const ROUTE_MANIFEST: RouteManifest = {
  app: 'mf-account',
  routes: PAGES.map((page) => {
    const head = PAGE_HEADS[page.path];
    if (!head) throw new Error(`${page.path} : pas de titre dans page-heads.ts`);
    return manifestEntry(page, head, SECTION);
  }),
};

export default ROUTE_MANIFEST;
