/**
 * The public entry page of mf-tradein with its head, published with each release as `routes.json`,
 * built from the page table (pages.ts): its pages with a head, and the chunks to preload.
 */
import { manifestEntry, renderingOf, type PageHead, type RouteManifest } from '@ga/contracts';
import { TRADEIN_HEAD } from './features/tradein-form/tradein-head';
import { PAGES, TRADEIN_FORM } from './pages';

/** The heads of the pages the table describes ('content'): kept beside the pages, out of the routes chunk. */
const HEADS: Record<string, PageHead> = { [TRADEIN_FORM.path]: TRADEIN_HEAD };

const SECTION = 'Vendre ou faire reprendre';

export const ROUTE_MANIFEST: RouteManifest = {
  app: 'mf-tradein',
  routes: PAGES.flatMap((page) => {
    const head = typeof page.head === 'object' ? page.head : page.head === 'content' ? HEADS[page.path] : undefined;
    if (page.head && !head) throw new Error(`${page.path} : titre introuvable`);
    return head ? [manifestEntry(page, head, SECTION)] : [];
  }),
  prefetch: PAGES.flatMap((page) =>
    page.chunk ? [{ pattern: page.path, chunk: page.chunk, ...(page.data ? { data: page.data } : {}) }] : [],
  ),
  ...renderingOf(PAGES),
};

export default ROUTE_MANIFEST;
