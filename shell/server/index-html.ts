import fs from 'node:fs/promises';
import path from 'node:path';
import type { SiteServerConfig } from './config';
import {
  FIRST_DATA_ELEMENT_ID,
  REGISTRY_ELEMENT_ID,
  SSR_ROUTER_ELEMENT_ID,
  SSR_STATE_ELEMENT_ID,
} from '../src/page-islands';
import { jsonScript, nonceAttribute, scriptJson } from './csp';
import { renderHead, type HeadData } from './page-head';
import { escapeAttribute } from './page-preload';

/** What the server adds for speed: preload hints, the registry and the first data inlined. */
export interface PageExtras {
  preload: string[];
  /** The remotes of this request's registry (what /registry.json would answer). */
  registry: unknown;
  firstData: Record<string, unknown>;
  /** The page as the server rendered it (docs/server-rendering.md); absent: the browser renders it. */
  ssr?: ServerRenderedPage;
}

/** Where the streamed markup goes: the page is sent in two parts around it (ssr/page-stream.ts). */
export const SSR_BODY_MARKER = '<!--ga:ssr-body-->';

export interface ServerRenderedPage {
  /** `mf-catalogue@<version>` or `shell@<version>`: which build rendered it (`#root[data-ssr]`). */
  renderedBy: string;
  apiState: unknown;
  routerState: unknown;
  /** The CSS rules the markup needs (ssr/page-css.ts), inlined in the head. */
  styles: string;
  /** The shell's stylesheet, inlined in place of its link (ssr/page-css.ts shellStylesheet); absent: linked. */
  shellStyles?: string;
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
  const html = (await fs.readFile(file, 'utf8')).replace(
    /(<(?:script|link)[^>]*?\s(?:src|href)=")(?!https?:|\/|data:)/g,
    (_match, start: string) => `${start}${base}`,
  );
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
 * An inline script that runs `code` once the page has painted: at its first paint entry (Paint
 * Timing), or at the first animation frame where the browser has no paint entries; at the latest
 * after 2.5 s (a page opened in a background tab paints only when shown). Not at the first frame
 * alone: while the site's fonts are in their short block period the browser holds the first frame,
 * its animation-frame callbacks run anyway, and the shell's scripts then downloaded before the first
 * paint one run in two — Lighthouse's simulated phone counted them before the page's largest text,
 * 2.0 s instead of 1.4 s (docs/performance.md « Scripts after the first paint »). Each runs in a
 * task of its own, in the order of the page.
 */
function afterFirstPaint(code: string): string {
  return (
    `(function(){var d=0;function go(){if(!d){d=1;${code}}}` +
    `try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0){if(performance.getEntriesByType('paint').length){setTimeout(go)}else{new PerformanceObserver(function(l,o){o.disconnect();setTimeout(go)}).observe({type:'paint'})}setTimeout(go,2500);return}}catch(e){}` +
    `requestAnimationFrame(function(){setTimeout(go)})})()`
  );
}

/** Adds the script `src` once the page has painted. */
function scriptAfterFirstPaint(src: string): string {
  return afterFirstPaint(
    `var s=document.createElement('script');s.src=${scriptJson(src)};document.body.appendChild(s)`,
  );
}

/**
 * A page's first localStorage read is a synchronous round trip to the browser process (1.6–5.8 ms
 * measured here, on a desktop core). Module Federation's runtime makes one while main.js starts (its
 * debug switch), inside the longest task after a server-rendered page's first paint; the session
 * reads the visitor's token later. This read (of the storage's length: any read loads it) comes first,
 * after the paint, in a task of its own (docs/performance.md « Start-up after the first paint »). The
 * storage may be refused (privacy settings): ignored.
 */
function storageWarmUp(nonce: string): string {
  return `<script${nonceAttribute(nonce)}>${afterFirstPaint('try{localStorage.length}catch(e){}')}</script>`;
}

/**
 * The page for one request. Every `<script>` of the built template gets the request's CSP nonce
 * (csp.ts) *before* any dynamic text goes in; the tags written afterwards (head JSON-LD, runtime
 * config) carry it themselves. Dynamic text is inserted with replacer functions, so `$&`, `$'` or
 * `` $` `` in a URL or in API data stay literal.
 */
export function renderIndex(
  template: string,
  head: HeadData,
  url: string,
  config: SiteServerConfig,
  nonce: string,
  extras?: PageExtras,
): string {
  const stamped = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(/<script\b(?![^>]*\snonce=)/gi, () => `<script${nonceAttribute(nonce)}`);
  const ssr = extras?.ssr;
  const islands = extras
    ? [
        jsonScript(REGISTRY_ELEMENT_ID, extras.registry, nonce),
        ...(Object.keys(extras.firstData).length ? [jsonScript(FIRST_DATA_ELEMENT_ID, extras.firstData, nonce)] : []),
        ...(ssr
          ? [
              jsonScript(SSR_STATE_ELEMENT_ID, ssr.apiState, nonce),
              jsonScript(SSR_ROUTER_ELEMENT_ID, ssr.routerState, nonce),
            ]
          : []),
      ]
    : [];
  // The page's styles, after the shell's stylesheet (the kit's rules come first, as when a chunk
  // loads its CSS): the rendered markup is styled on first paint.
  // `</style` cannot appear in a built stylesheet's text, but nothing here relies on it.
  const inline = (attribute: string, css: string) =>
    `<style ${attribute}>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  const stylesheets = [
    ...(ssr?.shellStyles ? [inline('data-ga-shell-css', ssr.shellStyles)] : []),
    ...(ssr?.styles ? [inline('data-ga-ssr-css', ssr.styles)] : []),
  ];
  // A server-rendered page paints before its JavaScript runs: the shell's entry is added once the
  // page has painted (scriptAfterFirstPaint) rather than as a deferred script, which a fast connection
  // runs before the first paint (measured on a throttled phone: the FAQ's largest text painted at
  // 2.5 s, after the script, instead of with the first paint at 1.4 s). Nothing on the page waits
  // for it.
  const page = ssr
    ? stamped
        .replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, (tag) => (ssr.shellStyles ? '' : tag))
        .replace(
          /<script([^>]*?)\sdefer\s+src="([^"]+)"([^>]*)><\/script>/g,
          (_tag, before: string, src: string, after: string) =>
            `<script${before}${after}>${scriptAfterFirstPaint(src)}</script>`,
        )
    : stamped;
  return page
    .replace('<!--ga:head-->', () => [renderHead(head, url, config, nonce), ...(extras?.preload ?? [])].join('\n    '))
    .replace('</head>', () => `${stylesheets.join('')}</head>`)
    .replace('<div id="root"></div>', () =>
      ssr
        ? `<div id="root" data-ssr="${escapeAttribute(ssr.renderedBy)}">${SSR_BODY_MARKER}</div>`
        : '<div id="root"></div>',
    )
    .replace('<!--ga:config-->', () =>
      [configScript(config, nonce), ...(ssr ? [storageWarmUp(nonce)] : []), ...islands].join('\n    '),
    );
}
