import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import {
  api,
  createAppStore,
  keepServerHead,
  readToken,
  RouterProvider,
  ssrHydrate,
  tokenReceived,
  type AppStore,
} from '@ga/core';
import { formatNumber, pluralize } from '@ga/ui';
import { createShellRouter, resolveLazyMatches, shellRoutesWith } from './app/router';
import { areaRoute } from './app/area-route';
import { markMounted } from './app/patch-routes';
import { recordHydrationError, serverRendered, type ServerRendered } from './app/hydration';
import { showsFormattedNumbers } from './app/formatted-numbers';
import { nextTask } from './next-task';
import { loadRegistry } from './remotes/registry';
import { loadRemoteRoutes } from './remotes/load-remote';
import { ownerOf } from './remotes/route-owners';
import { registerSessionMiddleware } from './session/session-middleware';

type Router = ReturnType<typeof createShellRouter>;

/** Calls `onCommit` once React has committed the first render (hydration done: effects run after it). */
function AfterFirstCommit({ onCommit }: { onCommit: () => void }) {
  useEffect(() => onCommit(), [onCommit]);
  return null;
}

const app = (store: AppStore, router: Router, onCommit?: () => void): ReactNode => (
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
      {onCommit && <AfterFirstCommit onCommit={onCommit} />}
    </Provider>
  </StrictMode>
);

function initialized(router: Router): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (state.initialized) {
        stop();
        resolve();
      }
    });
  });
}

interface QueryEntry {
  status?: string;
  endpointName?: string;
  originalArgs?: unknown;
}

type Initiate = (args: unknown, options?: { forceRefetch?: boolean; subscribe?: boolean }) => unknown;

/** Each query the server fulfilled, with the endpoint that starts it. */
function fulfilledQueries(apiState: unknown): Array<{ initiate: Initiate; args: unknown }> {
  const queries = Object.values((apiState as { queries?: Record<string, QueryEntry> }).queries ?? {});
  const endpoints = api.endpoints as Record<string, { initiate?: Initiate } | undefined>;
  return queries.flatMap((query) => {
    const initiate =
      query.status === 'fulfilled' && query.endpointName ? endpoints[query.endpointName]?.initiate : undefined;
    return initiate ? [{ initiate, args: query.originalArgs }] : [];
  });
}

/** A subscription to each query the server fulfilled (no fetch: the data is there). */
function holdHydratedQueries(store: AppStore, apiState: unknown): Array<{ unsubscribe(): void }> {
  return fulfilledQueries(apiState).map(
    ({ initiate, args }) => store.dispatch(initiate(args) as never) as { unsubscribe(): void },
  );
}

/** The server's queries fetched again (a page from the micro-cache may hold data a second old). */
function refreshHydratedQueries(store: AppStore, apiState: unknown): void {
  for (const { initiate, args } of fulfilledQueries(apiState))
    store.dispatch(initiate(args, { forceRefetch: true, subscribe: false }) as never);
}

/**
 * Takes over the server's markup: the same route tree (the owner's area mounted), its lazy routes
 * resolved, the store started from the server's API state and signed out as the server rendered.
 * The session switches in after the first commit. Throws when the owner cannot load: the caller
 * then renders the page itself (its reload guard and « Réessayer » are those of a client page).
 */
async function hydrate(container: HTMLElement, rendered: ServerRendered): Promise<void> {
  const owner = rendered.renderedBy.startsWith('shell@') ? undefined : ownerOf(window.location.pathname);
  const areas = owner ? [areaRoute(owner, (await loadRemoteRoutes(owner)).routes)] : [];
  if (owner) markMounted(owner);
  await nextTask();
  const routes = shellRoutesWith(areas);
  await resolveLazyMatches(routes, window.location.pathname);
  await nextTask();
  const router = createShellRouter(routes, rendered.routerState);
  await initialized(router);
  await nextTask();
  // The page's first French number builds Intl's fr-FR data (~15 ms of a desktop core, four times
  // that on a phone): done here, in a task of its own, rather than inside a slice of the hydration
  // (a listing formats its count and every card's prices). Only on a page that shows prices or
  // grouped numbers: a page without (the FAQ, a guide) would pay it for nothing while it hydrates.
  if (showsFormattedNumbers(container)) {
    formatNumber(1234);
    formatNumber(1234.5);
    pluralize(2, 'véhicule', 'véhicules');
    await nextTask();
  }
  const store = createAppStore({ session: { token: null, user: null } });
  // After the page's endpoints are injected (its lazy route is loaded): RTK drops unknown ones.
  store.dispatch(ssrHydrate(rendered.apiState));
  // Held until the components that read them have mounted: an endpoint kept for 0 s when unused
  // (appointment slots) would otherwise be dropped before the hydrating render reads it.
  const held = holdHydratedQueries(store, rendered.apiState);
  // The server's head stays until the visitor moves on (canonical with a filter, robots, 404, JSON-LD).
  keepServerHead();
  await nextTask();
  // Hydration runs in a transition (slices of work, not one long task): its end is the first
  // commit, not the next task.
  let committed!: () => void;
  const hydrated = new Promise<void>((resolve) => (committed = resolve));
  let once = false;
  const onCommit = () => {
    if (once) return; // StrictMode runs effects twice in development
    once = true;
    committed();
  };
  startTransition(() => {
    hydrateRoot(container, app(store, router, onCommit), { onRecoverableError: recordHydrationError });
  });
  await hydrated;
  window.__GA_HYDRATED__ = true;
  if (rendered.fromCache) refreshHydratedQueries(store, rendered.apiState);
  for (const subscription of held) subscription.unsubscribe();
  const token = readToken();
  if (token) {
    store.dispatch(tokenReceived(token));
    // Fetched signed out on the server: the visitor's favourites, prices and bookings.
    store.dispatch(api.util.invalidateTags(['User', 'Vehicles', 'Bookmarks']));
  }
}

/** The shell's start-up (index.ts evaluates the shared modules first, each in its own task). */
export async function start() {
  registerSessionMiddleware();
  await loadRegistry();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root manquant');
  const rendered = serverRendered(container);
  if (rendered) {
    try {
      await hydrate(container, rendered);
      return;
    } catch (error) {
      console.error('[shell] la page rendue par le serveur n’a pas pu être reprise : rendu dans le navigateur', error);
      container.replaceChildren();
    }
  }
  const store = createAppStore();
  await nextTask();
  const router = createShellRouter();
  await nextTask();
  const root = createRoot(container);
  // A transition: React renders the first page in slices of a few milliseconds and lets the
  // browser breathe in between, instead of one long task (Lighthouse TBT).
  startTransition(() => {
    root.render(app(store, router));
  });
}
