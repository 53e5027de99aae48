import fs from 'node:fs/promises';
import path from 'node:path';
import type { SiteServerConfig } from './config';
import { renderHead, type HeadData } from './page-head';

const cache = new Map<string, string>();

/** index.html of the live shell release (read once per release: releases are immutable). */
export async function shellIndex(config: SiteServerConfig, version: string): Promise<string> {
  const cached = cache.get(version);
  if (cached) return cached;
  const file = path.join(config.releaseStore, 'shell', version, 'index.html');
  const base = `/releases/shell/${version}/`;
  // Built with publicPath 'auto': make the shell's own asset URLs absolute to its release folder.
  const html = (await fs.readFile(file, 'utf8')).replace(/(<(?:script|link)[^>]*?\s(?:src|href)=")(?!https?:|\/|data:)/g, `$1${base}`);
  cache.set(version, html);
  return html;
}

/** The browser's runtime configuration (window.__GA_CONFIG__): one build serves any environment. */
function configScript(config: SiteServerConfig): string {
  const browserConfig = {
    apiUrl: config.apiPublicUrl,
    apiKey: config.apiKey,
    brandName: config.brandName,
    oauthClientId: config.oauthClientId,
    oauthClientSecret: config.oauthClientSecret,
    siteUrl: config.siteUrl,
  };
  return `<script>window.__GA_CONFIG__=${JSON.stringify(browserConfig).replace(/</g, '\\u003c')}</script>`;
}

export function renderIndex(template: string, head: HeadData, url: string, config: SiteServerConfig): string {
  return template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('<!--ga:head-->', renderHead(head, url, config))
    .replace('<!--ga:config-->', configScript(config));
}
