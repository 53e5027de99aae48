import type { SiteServerConfig } from './config';
import { nonceAttribute, scriptJson } from './csp';

export interface HeadData {
  title: string;
  description: string;
  image?: string;
  type?: string;
  jsonLd?: unknown;
  /** `noindex,follow`: a sorted, paged or multi-filter listing (listing-robots.ts). */
  noindex?: boolean;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page head the server writes into index.html, so crawlers and link previews see it. Text is
 * escaped here; the caller inserts the result with a replacer function (no `$` patterns).
 */
export function renderHead(head: HeadData, url: string, config: SiteServerConfig, nonce?: string): string {
  const title = head.title === config.brandName ? head.title : `${head.title} | ${config.brandName}`;
  const tags = [
    `<title>${escape(title)}</title>`,
    `<meta name="description" content="${escape(head.description)}" />`,
    `<link rel="canonical" href="${escape(url)}" />`,
    ...(head.noindex ? ['<meta name="robots" content="noindex, follow" />'] : []),
    `<meta property="og:title" content="${escape(title)}" />`,
    `<meta property="og:description" content="${escape(head.description)}" />`,
    `<meta property="og:type" content="${escape(head.type ?? 'website')}" />`,
    `<meta property="og:url" content="${escape(url)}" />`,
    `<meta property="og:site_name" content="${escape(config.brandName)}" />`,
    `<meta property="og:locale" content="fr_FR" />`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escape(title)}" />`,
    `<meta name="twitter:description" content="${escape(head.description)}" />`,
  ];
  if (head.image)
    tags.push(
      `<meta property="og:image" content="${escape(head.image)}" />`,
      `<meta name="twitter:image" content="${escape(head.image)}" />`,
    );
  if (head.jsonLd)
    tags.push(
      `<script type="application/ld+json"${nonce ? nonceAttribute(nonce) : ''}>${scriptJson(head.jsonLd)}</script>`,
    );
  return tags.join('\n    ');
}

const DEFAULT_DESCRIPTION =
  'Voitures et utilitaires neufs, 0 km et d’occasion moins chers, livrés partout en France : Glinche Automobiles, mandataire auto à Écommoy (Sarthe) depuis 1966.';

/** Heads known without asking the API. Product pages (vehicles…) add theirs with the catalogue. */
export function staticHead(pathname: string, config: SiteServerConfig): HeadData {
  if (pathname === '/') {
    return {
      title: 'Voitures neuves, 0 km et d’occasion moins chères',
      description: DEFAULT_DESCRIPTION,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'AutoDealer',
        name: config.brandName,
        url: config.siteUrl,
        foundingDate: '1966',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'Écommoy',
          postalCode: '72220',
          addressRegion: 'Sarthe',
          addressCountry: 'FR',
        },
      },
    };
  }
  return { title: config.brandName, description: DEFAULT_DESCRIPTION };
}
