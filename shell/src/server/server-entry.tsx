// The shell's server build (`server/ssr.js`, shared/build server-config.mjs): renders one page as a
// signed-out visitor, with the versions the site server resolved for this request
// (docs/server-rendering.md). Everything here is per request: the store, the router, the status.
// Module state is limited to what is per version (the loaded remote containers, server-remotes.ts)
// and the configuration (the same for the whole process).
import { PassThrough, Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider } from 'react-redux';
import {
  api,
  createAppStore,
  RenderStatusContext,
  settleFinalErrors,
  ssrHydrate,
  type RouteObject,
  type SiteConfig,
} from '@ga/core';
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
  type StaticHandlerContext,
} from '@ga/core/server';
import { shellRoutesWith } from '../app/router';
import { areaRoute } from '../app/area-route';
import { RequestCookiesContext } from '../cookies/request-cookies';
import { CONSENT_COOKIE, ENABLED_COOKIE } from '../cookies/consent-cookies';
import { registerSessionMiddleware } from '../session/session-middleware';
import { incompatibilities } from '../remotes/compatibility';
import { serverRoutes, loadedVersions, type ServerRemote } from './server-remotes';

export { loadedVersions };

/**
 * The cookies a render reads: the site server passes only these, and its micro-cache keys pages on
 * them (shell/server/ssr/page-cache.ts). A render that starts reading another cookie names it here.
 */
export const renderCookies: readonly string[] = [CONSENT_COOKIE, ENABLED_COOKIE];

// Routes name `auth` and `guest` (their pages are never rendered here: ssr-policy.ts), as in the browser.
registerSessionMiddleware();

export interface RenderRequest {
  /** The page's absolute URL (site origin, path and query). */
  url: string;
  /** The remote that owns the path, at the version this visitor gets; none for the shell's pages. */
  owner?: ServerRemote;
  /** The request's cookies (consent). */
  cookies: Record<string, string>;
  /** The response's CSP nonce: on every script React writes. */
  nonce: string;
  /** Milliseconds the page waits for its data, counted once the owner's routes are loaded. */
  dataBudgetMs: number;
  /** Date.now() after which the render is abandoned (the site server sends the client page). */
  renderDeadline: number;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The markup of the last data pass: what the head is prepared from (stylesheets). */
      probeHtml: string;
      /** The page's markup, streamed: its shell is ready, below-the-fold boundaries may follow. */
      body: Readable;
      /** The API slice's state, taken over by the browser's store (ssrHydrate). */
      apiState: unknown;
      /** React Router's hydration data (loader data, errors). */
      routerState: unknown;
      /** Queries still running at the data deadline (rendered as their loading state). */
      pending: number;
    };

/** Set once per process by the site server: the API reached from the server, the brand… */
export function configure(config: Partial<SiteConfig>): void {
  globalThis.__GA_SERVER_CONFIG__ = config;
}

/** Renders to a string once every Suspense boundary has resolved, or rejects at the deadline. */
function renderAll(element: React.ReactElement, nonce: string, deadline: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.setEncoding('utf8');
    sink.on('data', (chunk: string) => (html += chunk));
    sink.on('end', () => resolve(html));
    const timer = setTimeout(
      () => {
        stream.abort(new Error('rendu trop long'));
        reject(new Error('rendu trop long'));
      },
      Math.max(0, deadline - Date.now()),
    );
    const stream = renderToPipeableStream(element, {
      nonce,
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      // An error inside a Suspense boundary leaves its fallback in the HTML and the browser renders
      // that part itself; a fatal one comes through onShellError.
      onError() {},
    });
  });
}

/**
 * Starts the final render and resolves once its shell is ready (the whole page unless a Suspense
 * boundary is still waiting): the site server has flushed the head by then and pipes the rest.
 * A boundary still waiting at the deadline is left to the browser (React's abort).
 */
function renderStream(element: React.ReactElement, nonce: string, deadline: number): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const body = new PassThrough();
    const timer = setTimeout(() => stream.abort(new Error('rendu trop long')), Math.max(0, deadline - Date.now()));
    const stream = renderToPipeableStream(element, {
      nonce,
      onShellReady() {
        stream.pipe(body);
        resolve(body);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onAllReady() {
        clearTimeout(timer);
      },
      onError() {},
    });
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)).unref?.());

/** At most this many render passes: each may start the queries the previous replies made possible. */
const MAX_DATA_PASSES = 3;

/** Loads a remote version before its first visitor (the site server calls it for the live ones). */
export async function warm(owner: ServerRemote): Promise<void> {
  if (incompatibilities(owner.shared).length === 0) await serverRoutes(owner);
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  // The browser would refuse it (registry.ts): so does the server, and the page is the client's.
  const refused = request.owner ? incompatibilities(request.owner.shared) : [];
  if (refused.length > 0)
    throw new Error(
      `${request.owner!.remote} ${request.owner!.version} incompatible : ${refused.map((p) => `${p.pkg} ${p.required}`).join(', ')}`,
    );
  const areas: RouteObject[] = request.owner
    ? [areaRoute(request.owner.remote, (await serverRoutes(request.owner)).routes)]
    : [];
  // A version loaded for this request (its first visitor) does not eat the data budget.
  const dataDeadline = Date.now() + request.dataBudgetMs;
  const handler = createStaticHandler(shellRoutesWith(areas));
  // The routes' middleware runs as in the browser (the catalogue's `search` redirects to the clean
  // address of a search): React Router runs it on the server only through generateMiddlewareResponse.
  const httpRequest = new Request(request.url);
  let context: StaticHandlerContext | undefined;
  const response = await handler.query(httpRequest, {
    requestContext: new RouterContextProvider(),
    generateMiddlewareResponse: async (query) => {
      const result = await query(httpRequest);
      if (result instanceof Response) return result;
      context = result;
      return new Response(null, { status: result.statusCode });
    },
  });
  if (
    response instanceof Response &&
    response.status >= 300 &&
    response.status < 400 &&
    response.headers.has('Location')
  ) {
    return { kind: 'redirect', status: response.status, location: response.headers.get('Location')! };
  }
  if (!context)
    throw new Error(`pas de rendu pour ${request.url} (HTTP ${response instanceof Response ? response.status : '?'})`);
  if (context.errors)
    throw new Error(
      `erreur de route : ${JSON.stringify(Object.entries(context.errors).map(([id, e]) => [id, e instanceof Error ? e.stack : e]))}`,
    );
  const router = createStaticRouter(handler.dataRoutes, context);
  const store = createAppStore();
  const status = { status: context.statusCode };
  const page = (
    <RenderStatusContext.Provider value={status}>
      <RequestCookiesContext.Provider value={request.cookies}>
        <Provider store={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} nonce={request.nonce} />
        </Provider>
      </RequestCookiesContext.Provider>
    </RenderStatusContext.Provider>
  );
  // Data: render, await the queries the components started (on the server they start during
  // render: api-slice.ts), and again while new ones appear, within the data budget. A reply that
  // asking again will not change (a 404) is kept like a reply (settleFinalErrors): neither the next
  // pass nor the browser asks for it again. Another failed query is started again by the next render
  // (RTK retries errors for a new subscriber): it is not waited for twice, and the state sent to the
  // browser is the one taken when the data settled, for the browser to try again.
  const settled = new Set<string>();
  let pending = 0;
  let apiState = store.getState().api;
  let probeHtml = '';
  // The last pass's markup is the page when it started nothing new: no render again for the stream.
  let complete = false;
  for (let pass = 0; pass < MAX_DATA_PASSES; pass += 1) {
    status.status = context.statusCode; // set again by the page that finds nothing (NotFoundPage)
    probeHtml = await renderAll(page, request.nonce, request.renderDeadline);
    const running = store
      .dispatch(api.util.getRunningQueriesThunk())
      .filter((query) => !settled.has(query.queryCacheKey));
    if (running.length === 0) {
      complete = true;
      break;
    }
    const left = dataDeadline - Date.now();
    const done = await Promise.race([Promise.allSettled(running).then(() => true), sleep(left).then(() => false)]);
    for (const query of running) settled.add(query.queryCacheKey);
    const final = settleFinalErrors(store.getState().api);
    if (final) store.dispatch(ssrHydrate(final));
    apiState = store.getState().api;
    if (!done) {
      pending = store.dispatch(api.util.getRunningQueriesThunk()).length;
      break;
    }
  }
  if (!complete) status.status = context.statusCode;
  const body = complete ? Readable.from([probeHtml]) : await renderStream(page, request.nonce, request.renderDeadline);
  // What the last render started again (failed queries) is not needed: the browser has the state.
  for (const query of store.dispatch(api.util.getRunningQueriesThunk())) query.abort();
  return {
    kind: 'page',
    status: status.status,
    probeHtml,
    body,
    apiState,
    routerState: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    pending,
  };
}
