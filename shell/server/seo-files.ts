import type { SiteServerConfig } from './config';

/**
 * Pages of sitemap.xml: the home page, the listed routes of the live remotes' manifests
 * (route-manifests.ts) and the pages whose address comes from data (GET /api/sitemap/*).
 */
export function robotsTxt(config: SiteServerConfig): string {
  return [
    'User-agent: *',
    'Disallow: /mon-compte',
    'Disallow: /connexion',
    'Disallow: /inscription',
    'Disallow: /mot-de-passe-oublie',
    '',
    `Sitemap: ${config.siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const xmlText = (text: string) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

export function sitemapXml(config: SiteServerConfig, paths: string[] = []): string {
  // Paths come from the manifests and the API: XML-escaped, and built with template strings (no `$` patterns).
  const urls = [...new Set(['/', ...paths])].map((p) => `  <url><loc>${xmlText(`${config.siteUrl}${p}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Vehicle, brand, model and data-driven content pages from the API (GET /api/sitemap/…); none when the API is down. */
export async function apiSitemapPaths(config: SiteServerConfig): Promise<string[]> {
  const lists = await Promise.all(
    ['vehicles', 'brands', 'carmodels', 'pages'].map(async (kind) => {
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
