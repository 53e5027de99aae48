import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { Outlet, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import { createAppStore } from '../store/store';
import { applyNamedMiddleware, hasMiddleware, registerMiddleware } from '../middleware/middleware-registry';

/**
 * `pnpm --filter mf-… dev`: a remote runs alone with a mini shell (one store, one router, its own
 * routes, no layout). Production pages always go through the real shell.
 */
export function renderStandalone(routes: RouteObject[]): void {
  for (const name of ['auth', 'guest']) if (!hasMiddleware(name)) registerMiddleware(name, () => undefined);
  const router = createBrowserRouter([{ path: '/', element: <Outlet />, children: applyNamedMiddleware(routes) }]);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root manquant');
  createRoot(container).render(
    <StrictMode>
      <Provider store={createAppStore()}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}
