import { act, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { render } from '@testing-library/react';
import { api, createAppStore, createMemoryRouter, RouterProvider, settleFinalErrors, ssrHydrate } from '@ga/core';
import { mockFetch, type Handler } from './mock-fetch';
import { settle } from './settle';

export interface ServedPageOptions {
  /** The page's address (with its query string; a #hash only on the browser's side). */
  path?: string;
  /** The one route of the memory router, for useParams (« /achat/vehicule/:slug/:vehicleId »); any path by default. */
  route?: string;
}

/** At most this many passes, as the site server: each may start the queries the previous replies made possible. */
const MAX_DATA_PASSES = 5;

/**
 * The API state the site server ends with for `ui`: the page rendered once as a signed-out visitor
 * with nothing stored, `fetch` answered by `reply`, every query it starts awaited (and those their
 * replies start), then the state taken as the server sends it to the browser.
 */
export async function serverApiState(
  ui: ReactElement,
  { reply, ...options }: ServedPageOptions & { reply?: Handler } = {},
): Promise<unknown> {
  mockFetch(reply);
  localStorage.clear();
  sessionStorage.clear();
  const store = createAppStore();
  const view = render(<Provider store={store}>{routed(ui, options)}</Provider>);
  for (let pass = 0; pass < MAX_DATA_PASSES; pass += 1) {
    // First the components a reply brought render and start their queries.
    await settle();
    const running = store.dispatch(api.util.getRunningQueriesThunk());
    if (running.length === 0) break;
    await act(async () => {
      await Promise.allSettled(running);
    });
  }
  // As the shell's server entry sends it: a 404 kept like a reply.
  const state = settleFinalErrors(store.getState().api) ?? store.getState().api;
  view.unmount();
  return state;
}

function routed(ui: ReactElement, { path = '/', route = '*' }: ServedPageOptions): ReactElement {
  return <RouterProvider router={createMemoryRouter([{ path: route, element: ui }], { initialEntries: [path] })} />;
}

/**
 * One side of the round trip (for expectHydrationWithoutMismatch's factory): a new store that takes
 * over `apiState` (ssrHydrate, as the browser takes the server's), the page in a new memory router.
 * A signed-in visitor's token in localStorage is read by the store, as in the browser.
 */
export function servedPage(
  ui: ReactElement,
  { apiState, ...options }: ServedPageOptions & { apiState?: unknown } = {},
): ReactElement {
  const store = createAppStore();
  if (apiState) store.dispatch(ssrHydrate(apiState));
  return <Provider store={store}>{routed(ui, options)}</Provider>;
}
