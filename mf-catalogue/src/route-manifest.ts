/**
 * The public entry pages of mf-catalogue with their head, published with each release as
 * `routes.json` (@ga/build runs this file at build time). Vehicles, brands and models are listed by
 * the API (GET /api/sitemap/*), not here. Built from the page table (pages.ts): its pages with a
 * head, the chunks it names to preload; plus the pages served by a pattern route of the table
 * (categories, energies, leasing offers), described here from the catalogue's own lists.
 */
import {
  ENERGY_SLUGS,
  ENERGY_SLUG_LABELS,
  manifestEntry,
  renderingOf,
  type PageHead,
  type RouteManifest,
  type RouteManifestEntry,
} from '@ga/contracts';
import { leasingHead } from './features/leasing/leasing-category';
import { ALL_STOCK_HEAD, categoryHead, energyHead } from './features/search/listing-heads';
import { PAGES } from './pages';

const BUY = 'Acheter un véhicule';

/** The heads the table leaves beside the pages ('content'), out of the routes chunk. */
const HEADS: Record<string, PageHead> = { '/achat': ALL_STOCK_HEAD };

const described = PAGES.flatMap((page) => {
  const head = page.head === 'content' ? HEADS[page.path] : page.head;
  if (page.head && !head) throw new Error(`${page.path} : titre introuvable`);
  return head && !page.path.includes(':') ? [manifestEntry(page, head, BUY)] : [];
});
const [allStock, ...listings] = described;

/** A page of a pattern route: public and listed, like the listings. */
const patternPage = (path: string, head: { title: string; description: string }, section = BUY): RouteManifestEntry =>
  manifestEntry({ path, listed: true, public: true }, head, section);

export const ROUTE_MANIFEST: RouteManifest = {
  app: 'mf-catalogue',
  routes: [
    allStock!,
    patternPage('/achat/voitures', categoryHead('voitures')),
    patternPage('/achat/utilitaires', categoryHead('utilitaires')),
    ...listings,
    ...ENERGY_SLUGS.map((slug) => patternPage(`/achat-par-energie/${slug}`, energyHead(ENERGY_SLUG_LABELS[slug]))),
    patternPage('/financement/leasing-voitures', leasingHead('voiture', null), 'Financement'),
    patternPage('/financement/leasing-utilitaires', leasingHead('utilitaire', null), 'Financement'),
  ],
  // The table is ordered most specific first: the site server takes the first pattern that matches.
  prefetch: PAGES.flatMap((page) =>
    page.chunk ? [{ pattern: page.path, chunk: page.chunk, ...(page.data ? { data: page.data } : {}) }] : [],
  ),
  ...renderingOf(PAGES),
};

export default ROUTE_MANIFEST;
