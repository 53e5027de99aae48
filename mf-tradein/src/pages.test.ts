// The trade-in page table against the rule of docs/server-rendering.md: the form (its first step)
// is server-rendered; the request sent and the valuation, a signed-in visitor's own, stay in the browser.
import { PAGES } from './pages';

it('server-renders the public form only', () => {
  expect(PAGES.map((page) => [page.path, Boolean(page.public), Boolean(page.ssr)])).toEqual([
    ['/reprise-voiture', true, true],
    ['/reprise-voiture/demande-envoyee', false, false],
    ['/devis-reprise/:id', false, false],
  ]);
});
