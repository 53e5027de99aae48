import type { FastifyInstance } from 'fastify';
import { NOT_FOUND_HEAD } from '../contracts';
import type { SiteServerConfig } from '../config';
import { HTML, PLAIN_TEXT } from '../content-types';
import { fetchFirstData } from '../first-data';
import { renderIndex, shellIndex } from '../index-html';
import { staticHead } from '../page-head';
import { preloadHints } from '../page-preload';
import { productHead } from '../product-head';
import type { RequestRegistries } from '../request-registry';
import { findPrefetch, findRoute, liveManifests, manifestHead } from '../route-manifests';
import { pageIndexing } from '../listing-robots';
import { ssrDecision } from '../ssr/ssr-policy';
import { renderCookies, renderOnServer } from '../ssr/ssr-render';
import { pageCache, type CacheFill } from '../ssr/page-cache';
import { pageStyles, shellStylesheet } from '../ssr/page-css';
import { SSR_BODY_MARKER, type ServerRenderedPage } from '../index-html';
import { pageStream } from '../ssr/page-stream';
import { lcpImageHint } from '../ssr/lcp-image';
import { renderLimit } from '../ssr/render-limit';

/**
 * Every other GET is a page: the live shell's index.html with the page head (a vehicle's from the
 * API, else the route manifest's, else the static one), preload hints, this visitor's registry and
 * the first data inlined. A route, not the 404 handler, so that it is compressed like any other
 * response.
 */
export function registerPages(
  app: FastifyInstance,
  config: SiteServerConfig,
  { registryFor }: RequestRegistries,
): void {
  const mayRender = renderLimit(config.ssrRendersPerMinute);
  const cache = pageCache(config.ssrCacheMs);
  app.get('/*', async (request, reply) => {
    let url: URL;
    try {
      url = new URL(request.url, config.siteUrl);
    } catch {
      return reply.code(400).type(PLAIN_TEXT).send('Adresse invalide.');
    }
    // A file name is never a page: a missing asset gets a plain 404, not the shell.
    if (url.pathname.startsWith('/releases/') || /\.[a-z0-9]{2,5}$/i.test(url.pathname)) {
      return reply.code(404).type(PLAIN_TEXT).send('Fichier introuvable.');
    }
    const registry = await registryFor(request, reply, true);
    const shellVersion = registry?.apps.shell?.live;
    if (!shellVersion) {
      return reply
        .code(503)
        .type(PLAIN_TEXT)
        .send('Le site n’est pas encore publié : lancez « pnpm start » ou « pnpm release shell ».');
    }
    // Everything the page needs from files and the API, asked for at once.
    const manifests = await liveManifests(config.releaseStore, registry);
    const prefetch = findPrefetch(manifests, url.pathname);
    const decision = ssrDecision(config.releaseStore, registry, manifests, url.pathname, config.ssr, request.log);
    const ssrTarget = 'target' in decision ? decision.target : undefined;
    // The render sees only the cookies it reads (the consent). A page already rendered for the same
    // address, versions and cookies comes from the micro-cache, with this response's nonce.
    const cookies = ssrTarget ? renderCookies(config, ssrTarget, request.cookies) : null;
    let fill: CacheFill | undefined;
    if (ssrTarget && cache && cookies) {
      const key = cache.key(url, ssrTarget, registry.remotes, cookies);
      const opened = await cache.open(key, config.ssrTimeoutMs);
      if (opened.page) {
        reply.header('Cache-Control', 'private, no-cache');
        return reply.code(opened.page.status).type(HTML).send(cache.stamp(opened.page, request.cspNonce));
      }
      fill = opened.fill;
    }
    // Kept only by a page streamed to its end (pageStream's onEnd); any other outcome drops the claim.
    let streamed = false;
    const respond = async () => {
      const target = ssrTarget && (await mayRender(request.ip)) ? ssrTarget : undefined;
      // Read once per shell version (immutable): the hints take its entry scripts from it.
      const template = await shellIndex(config, shellVersion);
      const [vehicleHead, rendered, clientData, preload] = await Promise.all([
        productHead(url.pathname, config, request.id),
        target
          ? renderOnServer(config, {
              target,
              url,
              cookies: cookies ?? ({ ...request.cookies } as Record<string, string>),
              nonce: request.cspNonce,
              log: request.log,
            })
          : null,
        target ? null : fetchFirstData(config, url, prefetch, request.id),
        preloadHints(config.releaseStore, registry, url.pathname, prefetch, template),
      ]);
      if (rendered?.kind === 'redirect') {
        // The clean address of a search (the catalogue's `search` middleware), or any route redirect.
        return reply
          .code(rendered.status === 302 ? 301 : rendered.status)
          .header('Location', rendered.location)
          .header('Cache-Control', 'no-cache')
          .send();
      }
      let ssr: ServerRenderedPage | undefined;
      if (rendered && target) {
        const versions = [
          { app: 'shell', version: target.shellVersion },
          ...(target.owner ? [{ app: target.owner.remote, version: target.owner.version }] : []),
        ];
        ssr = {
          renderedBy: target.owner ? `${target.owner.remote}@${target.owner.version}` : `shell@${target.shellVersion}`,
          apiState: rendered.apiState,
          routerState: rendered.routerState,
          styles: await pageStyles(config.releaseStore, versions, rendered.probeHtml),
          shellStyles: (await shellStylesheet(config.releaseStore, target.shellVersion)) ?? undefined,
        };
        reply.code(rendered.status);
        // The markup paints without JavaScript now: only the LCP image is announced. The scripts and
        // the chunks' stylesheets hydrate, they no longer draw the page: announced with a high
        // priority they took a throttled phone's bandwidth from the document's stylesheet (measured on
        // the FAQ: first paint 2.7 s with them); the shell's deferred script still starts early.
        const lcp = lcpImageHint(rendered.probeHtml);
        preload.splice(0, preload.length, ...(lcp ? [lcp] : []));
      }
      // The browser renders the page: its first API replies are inlined (a server-rendered page
      // carries them in the API state instead; a render that fell back fetches them now).
      const firstData = ssr ? {} : (clientData ?? (await fetchFirstData(config, url, prefetch, request.id)));
      const route = url.pathname === '/' ? undefined : findRoute(manifests, url.pathname);
      const indexing = pageIndexing(url, config.siteUrl);
      // A server-rendered page that found nothing (an unknown vehicle, slug or address): the 404's head.
      const found = vehicleHead ?? (route ? manifestHead(route) : staticHead(url.pathname, config));
      const head =
        rendered?.kind === 'page' && rendered.status === 404
          ? { ...NOT_FOUND_HEAD, noindex: true }
          : { ...found, noindex: indexing.noindex };
      // Per response: the nonce, and possibly the cohort cookie; never stored by a shared cache.
      reply.header('Cache-Control', ssr ? 'private, no-cache' : 'no-cache');
      const page = renderIndex(template, head, indexing.canonical, config, request.cspNonce, {
        preload,
        registry: { remotes: registry.remotes },
        firstData,
        ssr,
      });
      if (ssr && rendered?.kind === 'page') {
        const at = page.indexOf(SSR_BODY_MARKER);
        const status = rendered.status;
        const onEnd =
          fill && ((html: string | null) => (html === null ? fill.drop() : fill.fill(status, html, request.cspNonce)));
        streamed = true;
        return reply
          .type(HTML)
          .send(pageStream(page.slice(0, at), rendered.body, page.slice(at + SSR_BODY_MARKER.length), onEnd));
      }
      return reply.type(HTML).send(page);
    };
    try {
      return await respond();
    } finally {
      if (!streamed) fill?.drop();
    }
  });
}
