/**
 * The server-render-then-hydrate round trip of a public page (docs/server-rendering.md): the site
 * server renders it as a signed-out visitor who has nothing stored, the browser hydrates the same
 * markup with what it does hold. A component whose first render reads browser-only state
 * (localStorage, sessionStorage, the #hash, the clock…) makes the two differ, and React throws the
 * server's markup away or keeps wrong attributes. This helper fails the test when that happens.
 */
import { act, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { settle } from './settle';

export interface HydrationOptions {
  /**
   * What the browser holds and the server never sees, set between the two renders: a draft in
   * localStorage, vehicles in sessionStorage, a #hash in the address…
   */
  beforeHydrate?: () => void | Promise<void>;
}

export interface Hydrated {
  /** The hydrated page, in document.body: assert on what the visitor sees once effects ran. */
  container: HTMLElement;
  /** The server's markup. */
  html: string;
  unmount: () => void;
}

// act() warns unless the environment says it is a test (@testing-library/react sets it on import,
// a test of this helper alone does not).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted = new Set<() => void>();
// Like @testing-library/react's own cleanup: no hydrated root outlives its test.
if (typeof afterEach === 'function') {
  afterEach(() => {
    for (const unmount of mounted) unmount();
    mounted.clear();
  });
}

/** The browser as the server sees it: nothing stored, no #hash. */
function forgetBrowserState(): void {
  localStorage.clear();
  sessionStorage.clear();
  if (window.location.hash)
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}

const describeError = (error: unknown) =>
  error instanceof Error
    ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`
    : String(error);

/**
 * Renders `ui()` to a string with an empty browser state (jsdom stands in for Node: a component
 * that tests `typeof window` is not caught here), runs `beforeHydrate`, then hydrates a fresh
 * `ui()` over that markup and lets its effects and their replies run. Fails on any recoverable
 * hydration error (text or structure mismatch) and on any console.error (React's development build
 * reports attribute mismatches there). `ui` is a factory: each side builds its own store and router,
 * as the server and the browser do (servedPage). renderToString does not wait for Suspense: give it
 * the page component itself, not its lazy route, and the API state the server had (serverApiState).
 */
export async function expectHydrationWithoutMismatch(
  ui: () => ReactElement,
  { beforeHydrate }: HydrationOptions = {},
): Promise<Hydrated> {
  const reported: string[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    reported.push(`console.error: ${args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ')}`);
  });
  try {
    forgetBrowserState();
    const html = renderToString(ui());
    await beforeHydrate?.();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const root = await act(async () =>
      hydrateRoot(container, ui(), {
        onRecoverableError: (error) => reported.push(`onRecoverableError: ${describeError(error)}`),
      }),
    );
    const unmount = () => {
      act(() => root.unmount());
      container.remove();
      mounted.delete(unmount);
    };
    mounted.add(unmount);
    // The effects' own work (a draft restored, a query answered by the test's fetch) settles.
    for (let i = 0; i < 3; i += 1) await settle();
    if (reported.length)
      throw new Error(
        `Hydration mismatch: the browser's first render differs from the server's.\n${reported.join('\n')}`,
      );
    return { container, html, unmount };
  } finally {
    consoleError.mockRestore();
  }
}
