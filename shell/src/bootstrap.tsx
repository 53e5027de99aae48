import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { createAppStore } from '@ga/core';
import '@ga/ui';
import { createShellRouter } from './app/router';
import { loadRegistry } from './remotes/registry';
import { registerSessionMiddleware } from './session/session-middleware';

async function start() {
  registerSessionMiddleware();
  await loadRegistry();
  const store = createAppStore();
  const router = createShellRouter();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root manquant');
  const root = createRoot(container);
  // A transition: React renders the first page in slices of a few milliseconds and lets the
  // browser breathe in between, instead of one long task (Lighthouse TBT, issue 12).
  startTransition(() => {
    root.render(
      <StrictMode>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </StrictMode>,
    );
  });
}

void start();
