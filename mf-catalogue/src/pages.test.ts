// The catalogue's page table against the rule of docs/server-rendering.md: every public page is
// server-rendered, except the comparison and the favourites kept without an account, whose every
// line is the visitor's choice kept in this browser; a visitor's own pages (booking) stay in the browser.
import { PAGES } from './pages';

const CLIENT_ONLY_PUBLIC = ['/achat/comparer', '/achat/favoris'];

it('server-renders every public page but the comparison and the browser’s favourites, and nothing that is not public', () => {
  for (const page of PAGES) {
    expect({ path: page.path, ssr: Boolean(page.ssr) }).toEqual({
      path: page.path,
      ssr: Boolean(page.public) && !CLIENT_ONLY_PUBLIC.includes(page.path),
    });
  }
  expect(PAGES.find((page) => page.path.includes('/reservation'))).toMatchObject({ public: false, ssr: false });
  expect(PAGES.filter((page) => page.ssr).length).toBeGreaterThan(10);
});
