import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createAppStore, RouterProvider } from '@ga/core';
import '@ga/ui';
import { createShellRouter } from './app/router';
import { nextTask } from './next-task';
import { loadRegistry } from './remotes/registry';
import { registerSessionMiddleware } from './session/session-middleware';

/** The shell's start-up (index.ts evaluates the shared modules first, each in its own task). */
export async function start() {
  registerSessionMiddleware();
  await loadRegistry();
  const store = createAppStore();
  await nextTask();
  const router = createShellRouter();
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root manquant');
  const root = createRoot(container);
  // A transition: React renders the first page in slices of a few milliseconds and lets the
  // browser breathe in between, instead of one long task (Lighthouse TBT).
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
