import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { render } from '@testing-library/react';
import type { User } from '@ga/contracts';
import {
  createAppStore,
  createMemoryRouter,
  RouterProvider,
  selectNotifications,
  tokenReceived,
  userLoaded,
} from '@ga/core';
import { mockFetch, type Handler } from './mock-fetch';

export type { Call, Handler, Reply } from './mock-fetch';

/**
 * A component as a visitor meets it: the real store and API slice of @ga/core, the page in a memory
 * router at `path` (matched by `route`, default any path, so a page reads its params), `fetch` answered by `reply` (404 « Introuvable. » when it gives nothing) and
 * every request recorded in `calls`; `user` signs the visitor in first. `notices()` lists the
 * notifications shown, as « action: message ».
 */
export function renderWithStore(
  ui: ReactElement,
  {
    reply,
    user = null,
    path = '/',
    route = '*',
  }: { reply?: Handler; user?: User | null; path?: string; route?: string } = {},
) {
  const calls = mockFetch(reply);
  const store = createAppStore();
  if (user) {
    store.dispatch(tokenReceived('jeton'));
    store.dispatch(userLoaded(user));
  }
  const router = createMemoryRouter([{ path: route, element: ui }], { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return {
    ...view,
    store,
    calls,
    router,
    notices: () => selectNotifications(store.getState()).map((n) => `${n.action}: ${n.message}`),
  };
}
