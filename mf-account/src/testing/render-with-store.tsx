import type { ReactElement } from 'react';
import { renderWithStore as render, type Reply } from '@ga/testing';

/**
 * Component tests of mf-account: @ga/testing's render (the real store and API slice, a memory
 * router, `fetch` answered by `reply(method, path)`), with the reply as second argument.
 */
export function renderWithStore(
  ui: ReactElement,
  reply: (method: string, path: string, body: unknown) => Reply,
  path = '/',
) {
  return render(ui, { reply, path });
}
