/**
 * Runs the live shell's server build for one request (docs/server-rendering.md). The build of each
 * shell version is loaded once (`server/ssr.cjs` in its release folder) and renders with the remote
 * versions this visitor gets. Any failure — a throw, the time limit, a missing build — gives `null`:
 * the caller sends the page the browser renders, never a 500; it is logged with the request id and
 * counted per app version.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { SiteServerConfig } from '../config';
import type { SsrTarget } from './ssr-policy';
import { countRender } from './ssr-counters';

/** What `server/ssr.cjs` exports (shell/src/server/server-entry.tsx); kept structural on purpose. */
interface ServerBuild {
  configure(config: Record<string, string>): void;
  render(request: {
    url: string;
    owner?: SsrTarget['owner'];
    cookies: Record<string, string>;
    nonce: string;
    dataBudgetMs: number;
    renderDeadline: number;
  }): Promise<SsrResult>;
  warm(owner: NonNullable<SsrTarget['owner']>): Promise<void>;
  loadedVersions(): string[];
  /** The cookies the render reads (the consent); absent in an older build: all are passed, nothing is cached. */
  renderCookies?: readonly string[];
}

export type SsrResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      probeHtml: string;
      body: NodeJS.ReadableStream;
      apiState: unknown;
      routerState: unknown;
      pending: number;
    };

const requireBuild = createRequire(import.meta.url);
/** The loaded builds by file, and by content: see serverBuild. */
const builds = new Map<string, ServerBuild>();
const byContent = new Map<string, ServerBuild>();

/**
 * The server build in `file`, loaded once. Two shell versions can carry the same server build (a
 * release that changed only browser files, or the same build published again): the same code under
 * the same Module Federation name (@ga/build server-config.mjs), which evaluated a second time would
 * render with the first one's router. Such a version renders with the build already loaded; it is
 * one file (no chunk left in a folder a prune could remove).
 */
function serverBuild(file: string, config: SiteServerConfig): ServerBuild {
  let build = builds.get(file);
  if (build) return build;
  const content = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  build = byContent.get(content);
  if (!build) {
    build = requireBuild(file) as ServerBuild;
    // The browser's settings, except the API: reached from here by its internal address.
    build.configure({
      apiUrl: config.apiInternalUrl,
      apiKey: config.apiKey,
      brandName: config.brandName,
      oauthClientId: config.oauthClientId,
      oauthClientSecret: config.oauthClientSecret,
      siteUrl: config.siteUrl,
    });
    byContent.set(content, build);
  }
  builds.set(file, build);
  return build;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`rendu serveur au-delà de ${ms} ms`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

export interface SsrInput {
  target: SsrTarget;
  url: URL;
  cookies: Record<string, string>;
  nonce: string;
  log: FastifyBaseLogger;
}

/**
 * The request's cookies the shell's server build reads, and only those (the micro-cache's key is
 * then all the render sees); `null` when the build does not say (its pages are not cached) or
 * cannot be loaded (the render falls back anyway).
 */
export function renderCookies(
  config: SiteServerConfig,
  target: SsrTarget,
  cookies: Record<string, string | undefined>,
): Record<string, string> | null {
  let names: readonly string[] | undefined;
  try {
    names = serverBuild(target.shellFile, config).renderCookies;
  } catch {
    return null;
  }
  if (!Array.isArray(names)) return null;
  return Object.fromEntries(
    names.flatMap((name) => (typeof cookies[name] === 'string' ? [[name, cookies[name]]] : [])),
  );
}

export async function renderOnServer(
  config: SiteServerConfig,
  { target, url, cookies, nonce, log }: SsrInput,
): Promise<SsrResult | null> {
  const app = target.owner ? `${target.owner.remote}@${target.owner.version}` : `shell@${target.shellVersion}`;
  const started = Date.now();
  try {
    const build = serverBuild(target.shellFile, config);
    const result = await withTimeout(
      build.render({
        url: url.href,
        owner: target.owner,
        cookies,
        nonce,
        dataBudgetMs: config.ssrDataMs,
        renderDeadline: started + config.ssrTimeoutMs,
      }),
      config.ssrTimeoutMs,
    );
    countRender(app, 'rendered', Date.now() - started);
    return result;
  } catch (error) {
    countRender(app, 'fallback', Date.now() - started);
    log.warn({ err: error, ssr: app, path: url.pathname }, 'rendu serveur abandonné : page rendue par le navigateur');
    return null;
  }
}

/**
 * Loads the live shell's server build and the remote versions it will render, before the first
 * visitor pays for it (start-up). A failure here is only logged: the request will fall back.
 */
export async function warmUp(
  config: SiteServerConfig,
  targets: SsrTarget[],
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  await Promise.all(
    targets.map(async (target) => {
      try {
        const build = serverBuild(target.shellFile, config);
        if (target.owner) await build.warm(target.owner);
      } catch (error) {
        log.warn({ err: error, ssr: target.owner?.remote ?? 'shell' }, 'préchargement du rendu serveur impossible');
      }
    }),
  );
}

/** The remote versions loaded by each shell version's server build (memory figure, /metrics). */
export function loadedServerVersions(): Record<string, string[]> {
  return Object.fromEntries([...builds].map(([file, build]) => [file, build.loadedVersions()]));
}
