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

/**
 * The address the document was served for. The server wrote that page's JSON-LD (a vehicle's
 * Product, the dealer on the home page…), one block, which the browser never writes: once the
 * visitor moves to another address it describes a page no longer shown, and goes (coming back
 * within the session does not bring it back; a crawler loads each address afresh).
 */
let documentAddress: string | null = typeof window === 'undefined' ? null : withoutHash(window.location.href);

function withoutHash(url: string): string {
  const address = new URL(url);
  address.hash = '';
  return address.toString();
}

/** Not-found screens shown: their head wins over the pages around them (whose effects run after). */
let notFoundShown = 0;

export function applyPageHead(input: PageHeadInput, url = window.location.href, wins = false): void {
  if (notFoundShown > 0 && !wins) return;
  if (serverHeadFor !== null && serverHeadFor !== url) serverHeadFor = null;
  if (documentAddress !== null && documentAddress !== withoutHash(url)) {
    documentAddress = null;
    document.head.querySelectorAll('script[type="application/ld+json"]').forEach((block) => block.remove());
  }
  const keepServer = serverHeadFor !== null;
  const { brandName, siteUrl } = getConfig();
  const title = formatTitle(input.title, brandName);
  const canonical = new URL(new URL(url).pathname, siteUrl).toString();
  document.title = title;
  setMeta('name', 'description', input.description);
  // One rule with the server's (shell/server/page-head.ts): a page kept out of the index still
  // passes on its links. A page that asks for it (a finished campaign, which only the browser knows
  // is finished) gets it even under the server's head, which said nothing of it.
  if (!keepServer || input.noindex) setMeta('name', 'robots', input.noindex ? 'noindex, follow' : undefined);
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
