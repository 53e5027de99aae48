/**
 * Content-Security-Policy of the site server (docs/architecture.md « Platform decisions », page security).
 *
 * One policy per response, built from the config and the registry read for that request:
 *   - scripts: 'self' (the release store under /releases/, hence the shell, every remote entry and
 *     chunk, and the consent tags of shell/public/tags, which the shell loads from its own release
 *     folder) + the request's nonce + the origin of any remote entry the registry points at another
 *     origin (a CDN). Never 'unsafe-inline' nor 'unsafe-eval' for scripts.
 *   - the API's public origin in connect-src (fetch) and img-src (vehicle pictures it draws); blob:
 *     in img-src for private pictures fetched with the bearer token and previews of a chosen file;
 *   - workers: 'self' and blob: (the bot check's proof-of-work workers);
 *   - styles: 'self' 'unsafe-inline' (React style attributes); only scripts are strict. No nonce in
 *     style-src on purpose: a nonce there makes browsers ignore 'unsafe-inline'.
 *
 * The nonce: the site server draws one per request (`request.cspNonce`, set in an onRequest hook of
 * plugins/security-headers.ts) and puts it in this policy. Every inline `<script>` the server
 * writes must carry it, e.g. later server rendering or inlined data:
 *
 *   `<script type="application/json" id="ga-data" nonce="${request.cspNonce}">${json}</script>`
 *
 * (use `nonceAttribute(request.cspNonce)`, and escape `<` in the JSON as index-html.ts does). Only
 * tags the server itself writes, or that come from the built shell template, get the nonce: never
 * stamp it onto markup that contains visitor or API text.
 */
import crypto from 'node:crypto';
import type { SiteServerConfig } from './config';
import type { StoreRegistry } from './registry';

/** 128 random bits, base64: a fresh one for every response. */
export function createNonce(): string {
  return crypto.randomBytes(16).toString('base64');
}

/** JSON written inside a `<script>`: `<` escaped, so no text of the data can close the tag. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** ` nonce="…"` for a tag the server writes (a base64 nonce needs no escaping in a quoted attribute). */
export function nonceAttribute(nonce: string): string {
  return ` nonce="${nonce}"`;
}

function originOf(url: string, base?: string): string | null {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Origins of the remote entries that are not the site's own (relative `/releases/…` entries are 'self'). */
export function remoteOrigins(registry: Pick<StoreRegistry, 'remotes'> | null, siteUrl: string): string[] {
  const site = originOf(siteUrl);
  const origins = new Set<string>();
  for (const remote of Object.values(registry?.remotes ?? {})) {
    const origin = originOf(remote.entry, siteUrl);
    if (origin && origin !== site) origins.add(origin);
  }
  return [...origins].sort();
}

export interface CspInput {
  nonce: string;
  config: Pick<SiteServerConfig, 'apiPublicUrl' | 'siteUrl'>;
  registry: Pick<StoreRegistry, 'remotes'> | null;
}

/** The Content-Security-Policy header value for one response. */
export function buildCsp({ nonce, config, registry }: CspInput): string {
  const api = originOf(config.apiPublicUrl);
  const remotes = remoteOrigins(registry, config.siteUrl);
  const list = (...sources: (string | null)[]) =>
    [...new Set(sources.filter((s): s is string => Boolean(s)))].join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', list("'self'", `'nonce-${nonce}'`, ...remotes)],
    // A remote on another origin also brings its CSS chunks, assets and (manifest) fetches from there.
    ['style-src', list("'self'", "'unsafe-inline'", ...remotes)],
    ['connect-src', list("'self'", api, ...remotes)],
    // blob: private pictures fetched with the bearer token (trade-in photos) and previews of a chosen file.
    ['img-src', list("'self'", 'data:', 'blob:', api, ...remotes)],
    ['font-src', list("'self'", 'data:', ...remotes)],
    // The bot check of the public forms (ALTCHA) solves its proof of work in Web Workers it starts
    // from blob: URLs made by its own (same-origin) script.
    ['worker-src', "'self' blob:"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** A JSON island (not executed), carrying the response's nonce like every script the server writes. */
export function jsonScript(id: string, value: unknown, nonce: string): string {
  return `<script type="application/json" id="${id}"${nonceAttribute(nonce)}>${scriptJson(value)}</script>`;
}
