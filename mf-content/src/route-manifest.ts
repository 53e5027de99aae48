/**
 * The public routes of mf-content with their head, published with each release as `routes.json`
 * (@ga/build runs this file at build time). Built from the page table (pages.ts): a page with a head
 * is described, its head read from its content file (shared/page-heads.ts for a page component);
 * route-manifest.test.ts checks that every route without a parameter is here.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  manifestEntry,
  renderingOf,
  type PageHead,
  type RouteManifest,
  type RouteManifestFaq,
  type RouteManifestPrefetch,
} from '@ga/contracts';
import type { FaqCategory } from './shared/content/types';
import { plainText } from './shared/content/plain-text';
import { contentExport, contentSlug, type ContentPageEntry } from './page-kinds';
import { PAGE_HEADS } from './shared/page-heads';
import { PAGES } from './pages';

/** The group a page is listed under on /plan-du-site. */
export function sectionOf(path: string): string {
  if (path.startsWith('/a-propos/faq')) return 'Aide et questions fréquentes';
  if (path.startsWith('/a-propos/services-aux-')) return 'Professionnels et sociétés';
  if (path.startsWith('/a-propos')) return 'Glinche Automobiles';
  if (path.startsWith('/services')) return 'Nos services';
  if (path.startsWith('/financement')) return 'Financement';
  if (path.startsWith('/gamme-tesla')) return 'La gamme Tesla';
  return 'Informations légales';
}

/** Reads the exported object of a page's content file. */
export type ContentReader = (path: string) => unknown;

// From __filename: tsx gives this file its own path there, but not in __dirname.
const FEATURES = path.join(path.dirname(__filename), 'features');

/**
 * The content file of a page, found by its name (the page's slug) in the features' content/
 * folders and read at once: this file runs at build time (tsx) and in jest, both as CommonJS, where
 * `require` is synchronous; the browser never runs it (pages load their content with `import()`).
 */
export const readContentFile: ContentReader = (pagePath) => {
  const name = `content/${contentSlug(pagePath)}.ts`;
  const areas = fs.readdirSync(FEATURES).filter((area) => fs.existsSync(path.join(FEATURES, area, name)));
  if (areas.length !== 1) throw new Error(`${pagePath} : ${areas.length} fichiers ${name} (un seul attendu)`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return contentExport(require(path.join(FEATURES, areas[0]!, name)) as object);
};

type ContentHeadOf = PageHead & { faq?: RouteManifestFaq[] };

function headOf(page: ContentPageEntry, read: ContentReader): ContentHeadOf | null {
  if (!page.head) return null;
  if (page.head !== 'content') return page.head;
  // A page component without a content file: its head is in shared/page-heads.ts.
  if (!page.content && !page.contentHead) {
    const head = (PAGE_HEADS as Record<string, PageHead>)[page.path];
    if (!head) throw new Error(`${page.path} : pas de titre dans shared/page-heads.ts`);
    return head;
  }
  if (page.contentHead === 'faq') {
    const theme = read(page.path) as FaqCategory;
    return {
      title: `${theme.title} – Questions fréquentes`,
      description: theme.description,
      faq: theme.items.map((item) => ({ question: item.question, answer: item.answer.map(plainText).join(' ') })),
    };
  }
  const content = read(page.path) as PageHead & { path: string };
  if (content.path !== page.path) throw new Error(`${page.path} : le fichier de contenu est celui de ${content.path}`);
  return { title: content.title, description: content.description };
}

/** The manifest of a page table: its described pages, sorted by path, and the chunks to preload. */
export function routeManifestOf(
  pages: readonly ContentPageEntry[],
  read: ContentReader = readContentFile,
): RouteManifest {
  const routes = pages.flatMap((page) => {
    const head = headOf(page, read);
    return head ? [manifestEntry(page, head, sectionOf(page.path))] : [];
  });
  const prefetch = new Map<string, RouteManifestPrefetch>();
  for (const page of pages) {
    const pattern = page.preloadPattern ?? page.path;
    if (page.chunk && !prefetch.has(pattern)) prefetch.set(pattern, { pattern, chunk: page.chunk });
  }
  return {
    app: 'mf-content',
    routes: routes.sort((a, b) => a.path.localeCompare(b.path)),
    prefetch: [...prefetch.values()],
    ...renderingOf(pages),
  };
}

export const ROUTE_MANIFEST: RouteManifest = routeManifestOf(PAGES);

export default ROUTE_MANIFEST;
