import fs from 'node:fs/promises';
import path from 'node:path';
import type { SiteServerConfig } from './config';
import { FIRST_DATA_ELEMENT_ID, REGISTRY_ELEMENT_ID } from '../src/page-islands';
import { jsonScript, nonceAttribute, scriptJson } from './csp';
import { renderHead, type HeadData } from './page-head';

/** What the server adds for speed: preload hints, the registry and the first data inlined. */
export interface PageExtras {
  preload: string[];
  /** The remotes of this request's registry (what /registry.json would answer). */
  registry: unknown;
  firstData: Record<string, unknown>;
}

const cache = new Map<string, string>();

/** index.html of the live shell release (read once per release: releases are immutable). */
export async function shellIndex(config: SiteServerConfig, version: string): Promise<string> {
  const key = `${config.releaseStore}\0${version}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const file = path.join(config.releaseStore, 'shell', version, 'index.html');
  const base = `/releases/shell/${version}/`;
  // Built with publicPath 'auto': make the shell's own asset URLs absolute to its release folder.
  const html = (await fs.readFile(file, 'utf8')).replace(/(<(?:script|link)[^>]*?\s(?:src|href)=")(?!https?:|\/|data:)/g, (_match, start: string) => `${start}${base}`);
  cache.set(key, html);
  return html;
}

/** The browser's runtime configuration (window.__GA_CONFIG__): one build serves any environment. */
function configScript(config: SiteServerConfig, nonce: string): string {
  const browserConfig = {
    apiUrl: config.apiPublicUrl,
    apiKey: config.apiKey,
    brandName: config.brandName,
    oauthClientId: config.oauthClientId,
    oauthClientSecret: config.oauthClientSecret,
    siteUrl: config.siteUrl,
  };
  return `<script${nonceAttribute(nonce)}>window.__GA_CONFIG__=${scriptJson(browserConfig)}</script>`;
}

/**
 * The page for one request. Every `<script>` of the built template gets the request's CSP nonce
 * (csp.ts) *before* any dynamic text goes in; the tags written afterwards (head JSON-LD, runtime
 * config) carry it themselves. Dynamic text is inserted with replacer functions, so `$&`, `$'` or
 * `` $` `` in a URL or in API data stay literal.
 */
export function renderIndex(template: string, head: HeadData, url: string, config: SiteServerConfig, nonce: string, extras?: PageExtras): string {
  const stamped = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(/<script\b(?![^>]*\snonce=)/gi, () => `<script${nonceAttribute(nonce)}`);
  const islands = extras
    ? [jsonScript(REGISTRY_ELEMENT_ID, extras.registry, nonce), ...(Object.keys(extras.firstData).length ? [jsonScript(FIRST_DATA_ELEMENT_ID, extras.firstData, nonce)] : [])]
    : [];
  return stamped
    .replace('<!--ga:head-->', () => [renderHead(head, url, config, nonce), ...(extras?.preload ?? [])].join('\n    '))
    .replace('<!--ga:config-->', () => [configScript(config, nonce), ...islands].join('\n    '));
}
