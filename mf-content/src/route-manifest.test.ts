import { PAGE_HEADS } from './shared/page-heads';
import { PAGES } from './pages';
import { routes } from './routes';
import { ROUTE_MANIFEST } from './route-manifest';

/** Routes that are not pages to list or to describe: e-mail links, and those with a parameter. */
const NOT_IN_MANIFEST = [
  '/a-propos/newsletter/confirmation',
  '/a-propos/newsletter/desinscription',
  '/services/prise-rendez-vous-en-ligne/confirmation',
  '/services/prise-rendez-vous-en-ligne/annulation',
];

describe('the route manifest of mf-content', () => {
  const paths = ROUTE_MANIFEST.routes.map((r) => r.path);

  it('describes every route without a parameter, once, with a French title and description', () => {
    const wanted = routes.map((r) => r.path!).filter((p) => !p.includes(':') && !NOT_IN_MANIFEST.includes(p));
    expect([...paths].sort()).toEqual([...wanted].sort());
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of ROUTE_MANIFEST.routes) {
      expect(r.title.length).toBeGreaterThan(3);
      expect(r.description.length).toBeGreaterThan(40);
      expect(r.section).toBeTruthy();
    }
  });

  it('carries the FAQ with plain-text answers (FAQPage JSON-LD)', () => {
    const faq = ROUTE_MANIFEST.routes.find((r) => r.path === '/a-propos/faq/financer')!;
    expect(faq.faq!.length).toBeGreaterThan(2);
    for (const item of faq.faq!) expect(item.answer).not.toMatch(/\]\(|\*\*/);
  });

  it('takes the head of each described page component from shared/page-heads.ts, and only theirs are there', () => {
    const described = PAGES.filter((p) => p.head === 'content' && !p.content && !p.contentHead).map((p) => p.path);
    expect(Object.keys(PAGE_HEADS).sort()).toEqual(described.sort());
  });
});
