// The account area's page table against the rule of docs/server-rendering.md: sign-in, sign-up,
// « Mon compte » and the pages opened from an e-mail depend on the session or a token, and stay in
// the browser; none is public.
import { PAGES } from './pages';

it('server-renders none of its pages, none of which is public', () => {
  expect(PAGES.length).toBeGreaterThan(10);
  for (const page of PAGES)
    expect({ path: page.path, public: page.public, ssr: page.ssr }).toEqual({
      path: page.path,
      public: false,
      ssr: false,
    });
});
