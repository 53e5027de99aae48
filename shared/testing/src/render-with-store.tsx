import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { render } from '@testing-library/react';
import type { User } from '@ga/contracts';
import { createAppStore, createMemoryRouter, RouterProvider, selectNotifications, tokenReceived, userLoaded } from '@ga/core';

export type Reply = { status?: number; body?: unknown };
export type Call = { method: string; path: string; body: unknown };
/** The API of a test: a reply for a request (path with its query string), or undefined for 404. */
export type Handler = (method: string, path: string, body: unknown) => Reply | undefined;

/**
 * A component as a visitor meets it: the real store and API slice of @ga/core, the page in a memory
 * router at `path`, `fetch` answered by `reply` (404 « Introuvable. » when it gives nothing) and
 * every request recorded in `calls`; `user` signs the visitor in first. `notices()` lists the
 * notifications shown, as « action: message ».
 */
export function renderWithStore(ui: ReactElement, { reply, user = null, path = '/' }: { reply?: Handler; user?: User | null; path?: string } = {}) {
  window.__GA_CONFIG__ = { apiUrl: 'http://api.test' };
  const calls: Call[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const body = text ? JSON.parse(text) : undefined;
    const target = url.pathname + url.search;
    calls.push({ method: request.method, path: target, body });
    const { status = 200, body: replyBody } = reply?.(request.method, target, body) ?? { status: 404, body: { message: 'Introuvable.' } };
    return new Response(status === 204 ? null : JSON.stringify(replyBody ?? {}), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  const store = createAppStore();
  if (user) {
    store.dispatch(tokenReceived('jeton'));
    store.dispatch(userLoaded(user));
  }
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, calls, router, notices: () => selectNotifications(store.getState()).map((n) => `${n.action}: ${n.message}`) };
}
