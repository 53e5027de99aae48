import type { SiteServerConfig } from './config';

/** Public pages listed in sitemap.xml (the catalogue adds vehicles, brands and models from the API). */
const STATIC_PATHS = [
  '/', '/achat', '/achat/occasion', '/achat/nouveautes', '/achat/vehicule-0km', '/achat/offre-du-moment',
  '/achat-par-energie/electrique', '/achat-par-energie/hybride', '/achat-par-energie/electrique-hybride',
  '/achat-par-energie/essence', '/achat-par-energie/diesel', '/reprise-voiture', '/financement', '/financement/loa',
  '/services', '/a-propos', '/a-propos/notre-histoire', '/a-propos/faq', '/a-propos/contactez-nous',
  '/mentions-legales', '/conditions-generales-vente', '/plan-du-site',
];

export function robotsTxt(config: SiteServerConfig): string {
  return ['User-agent: *', 'Disallow: /mon-compte', 'Disallow: /connexion', 'Disallow: /inscription', 'Disallow: /mot-de-passe-oublie', '', `Sitemap: ${config.siteUrl}/sitemap.xml`, ''].join('\n');
}

const xmlText = (text: string) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

export function sitemapXml(config: SiteServerConfig, extraPaths: string[] = []): string {
  // Paths come from the API: XML-escaped, and built with template strings (no `$` patterns).
  const urls = [...STATIC_PATHS, ...extraPaths].map((p) => `  <url><loc>${xmlText(`${config.siteUrl}${p}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Vehicle, brand and model pages from the API (GET /api/sitemap/…); none when the API is down. */
export async function catalogueSitemapPaths(config: SiteServerConfig): Promise<string[]> {
  const lists = await Promise.all(
    ['vehicles', 'brands', 'carmodels'].map(async (kind) => {
      try {
        const response = await fetch(`${config.apiInternalUrl}/api/sitemap/${kind}`, {
          headers: { 'X-Api-Key': config.apiKey, Accept: 'application/json' },
          signal: AbortSignal.timeout(3000),
        });
        if (!response.ok) return [];
        const { data } = (await response.json()) as { data: { path: string }[] };
        return data.map((entry) => entry.path);
      } catch {
        return [];
      }
    }),
  );
  return lists.flat();
}
