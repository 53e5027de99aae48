import { useEffect } from 'react';
import { getConfig } from '../config/config';

/** What a page says about itself in the document head (docs/spec-notes.md §2: French title, description, social tags). */
export interface PageHeadInput {
  title: string;
  description: string;
  /** Absolute image URL for Open Graph / Twitter cards. */
  image?: string;
  type?: 'website' | 'article' | 'product';
  /** Set when the page must not be indexed (account area, errors). */
  noindex?: boolean;
}

/** Title template: "<page> | <brand>" (the home page may pass the brand alone). */
export function formatTitle(title: string, brand = getConfig().brandName): string {
  return title && title !== brand ? `${title} | ${brand}` : brand;
}

function setMeta(attr: 'name' | 'property', key: string, content: string | undefined) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (content === undefined) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

function setCanonical(href: string) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = href;
}

/**
 * The address whose head the server wrote (a server-rendered page: docs/server-rendering.md). The
 * server knew what the browser cannot (a listing's canonical with its filter, `noindex, follow`):
 * until the visitor goes to another address, the pages' heads set their title, description and
 * social tags, but leave the canonical, the robots rule and og:url as the server wrote them.
 */
let serverHeadFor: string | null = null;

export function keepServerHead(url = window.location.href): void {
  serverHeadFor = url;
}

/** Not-found screens shown: their head wins over the pages around them (whose effects run after). */
let notFoundShown = 0;

export function applyPageHead(input: PageHeadInput, url = window.location.href, wins = false): void {
  if (notFoundShown > 0 && !wins) return;
  if (serverHeadFor !== null && serverHeadFor !== url) serverHeadFor = null;
  const keepServer = serverHeadFor !== null;
  const { brandName, siteUrl } = getConfig();
  const title = formatTitle(input.title, brandName);
  const canonical = new URL(new URL(url).pathname, siteUrl).toString();
  document.title = title;
  setMeta('name', 'description', input.description);
  if (!keepServer) setMeta('name', 'robots', input.noindex ? 'noindex, nofollow' : undefined);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', input.description);
  setMeta('property', 'og:type', input.type ?? 'website');
  if (!keepServer) setMeta('property', 'og:url', canonical);
  setMeta('property', 'og:site_name', brandName);
  setMeta('property', 'og:locale', 'fr_FR');
  setMeta('property', 'og:image', input.image);
  setMeta('name', 'twitter:card', input.image ? 'summary_large_image' : 'summary');
  setMeta('name', 'twitter:title', title);
  setMeta('name', 'twitter:description', input.description);
  setMeta('name', 'twitter:image', input.image);
  if (!keepServer) setCanonical(canonical);
}

/** Sets the page head for as long as the page is shown. */
export function usePageHead(input: PageHeadInput): void {
  const { title, description, image, type, noindex } = input;
  useEffect(() => {
    applyPageHead({ title, description, image, type, noindex });
  }, [title, description, image, type, noindex]);
}

/** The not-found screen's head, which wins while it is shown (the page around it keeps its own for later). */
export function useNotFoundHead(input: PageHeadInput): void {
  const { title, description, noindex } = input;
  useEffect(() => {
    notFoundShown += 1;
    applyPageHead({ title, description, noindex }, window.location.href, true);
    return () => {
      notFoundShown -= 1;
    };
  }, [title, description, noindex]);
}
