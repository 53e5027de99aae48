/**
 * The kinds of page of the page table (pages.ts), one helper each, so that a page is one line
 * there. A page made of a content file names it with its lazy import; the file is
 * features/<area>/content/<slug>.ts, the slug being the last segment of the page's path,
 * kebab-cased, so that the route manifest finds it at build time (route-manifest.ts).
 */
import { createElement, type ComponentType } from 'react';
import type { PageTableEntry } from '@ga/contracts';
import type { ArticleContent, FaqCategory, LegalContent } from './shared/content/types';
import { FAQ_THEME_PATTERN, type FaqTheme } from './features/faq/content/themes';

/** What React Router's `lazy` resolves to for a page. */
export type LazyPage = () => Promise<{ Component: ComponentType }>;

/** The lazy import of a content file. */
export type ContentFile = () => Promise<object>;

/** How the head of a page made of a content file is read from it. */
export type ContentHead = 'article' | 'faq';

export interface ContentPageEntry<P extends string = string> extends PageTableEntry<LazyPage> {
  path: P;
  /** The lazy import of the page's content file, when the page is made of one. */
  content?: ContentFile;
  /** How the content file gives the head: title and description as they are, or a FAQ theme's. */
  contentHead?: ContentHead;
  /** The pattern the site server preloads the chunk for, when several pages share it (default: the path). */
  preloadPattern?: string;
}

interface Options {
  listed?: boolean;
  ssr?: boolean;
  chunk?: string;
  handle?: PageTableEntry['handle'];
}

/** The content file's name: the last segment of the page's path, kebab-cased. */
export const contentSlug = (path: string) =>
  (path.split('/').pop() ?? '').replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The one exported object of a content file (its page, or its FAQ theme). */
export function contentExport<T>(mod: object): T {
  const found = Object.values(mod as Record<string, unknown>).filter(
    (v) => typeof v === 'object' && v !== null && 'title' in v && 'description' in v,
  );
  if (found.length !== 1) throw new Error(`Un fichier de contenu exporte une seule page (${found.length} trouvées).`);
  return found[0] as T;
}

/** A component with its props fixed: one page component serving several routes. */
export const withProps =
  <Props extends object>(Component: ComponentType<Props>, props: Props): ComponentType =>
  () =>
    createElement(Component, props);

const PUBLIC = { kind: 'component', listed: true, public: true, ssr: true } as const;

/**
 * A page component of a feature. `head`: 'content' for a page described in the manifest (its head
 * is in shared/page-heads.ts), undefined for a page left out of it.
 */
export function component<P extends string>(
  path: P,
  head: 'content' | undefined,
  load: () => Promise<ComponentType>,
  options: Options = {},
): ContentPageEntry<P> {
  return { ...PUBLIC, path, ...(head ? { head } : {}), load: async () => ({ Component: await load() }), ...options };
}

/** A page made of its content file and a page component of a feature (financing, delivery…). */
export function contentComponent<P extends string, T>(
  path: P,
  content: ContentFile,
  load: (page: T) => Promise<ComponentType>,
  options: Options = {},
): ContentPageEntry<P> {
  return {
    ...PUBLIC,
    path,
    head: 'content',
    contentHead: 'article',
    content,
    load: async () => ({ Component: await load(contentExport<T>(await content())) }),
    ...options,
  };
}

/** An article or a service page: its content file rendered by the article template. */
export function article<P extends string>(path: P, content: ContentFile): ContentPageEntry<P> {
  return {
    ...contentComponent<P, ArticleContent>(path, content, async (page) =>
      withProps((await import('./shared/templates/article-template')).ArticleTemplate, { page }),
    ),
    kind: 'template',
  };
}

/** A legal page: its content file rendered by the legal template. */
export function legal<P extends string>(path: P, content: ContentFile): ContentPageEntry<P> {
  return {
    ...contentComponent<P, LegalContent>(path, content, async (page) =>
      withProps((await import('./shared/templates/legal-template')).LegalTemplate, { page }),
    ),
    kind: 'template',
  };
}

/** A theme of the FAQ: its questions, with the FAQPage JSON-LD in the manifest. */
export function faqTheme(slug: FaqTheme): ContentPageEntry<`/a-propos/faq/${FaqTheme}`> {
  return {
    ...PUBLIC,
    kind: 'template',
    path: `/a-propos/faq/${slug}`,
    head: 'content',
    contentHead: 'faq',
    chunk: 'page-faq',
    preloadPattern: FAQ_THEME_PATTERN,
    load: async () => {
      const [{ FaqCategoryPage }, { FAQ_CATEGORIES }] = await Promise.all([
        import(/* webpackChunkName: "page-faq" */ './features/faq/pages/faq-pages'),
        import('./features/faq/content'),
      ]);
      const category = FAQ_CATEGORIES.find((c): c is FaqCategory => c.slug === slug)!;
      return { Component: withProps(FaqCategoryPage, { category }) };
    },
  };
}
