import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { render } from '@testing-library/react';
import { createAppStore, selectNotifications, RouterProvider, createMemoryRouter } from '@ga/core';

type Reply = { status?: number; body?: unknown };

/**
 * Component tests of mf-account: the real store and API slice of @ga/core, the page in a memory
 * router, and `fetch` answered by `reply(method, path)` (path with its query string).
 */
export function renderWithStore(ui: ReactElement, reply: (method: string, path: string, body: unknown) => Reply, path = '/') {
  window.__GA_CONFIG__ = { apiUrl: 'http://api.test' };
  const calls: { method: string; path: string; body: unknown }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const body = text ? JSON.parse(text) : undefined;
    const target = url.pathname + url.search;
    calls.push({ method: request.method, path: target, body });
    const { status = 200, body: replyBody } = reply(request.method, target, body);
    return new Response(status === 204 ? null : JSON.stringify(replyBody ?? {}), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  const store = createAppStore();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...view, store, calls, router, notices: () => selectNotifications(store.getState()).map((n) => `${n.action}: ${n.message}`) };
}
