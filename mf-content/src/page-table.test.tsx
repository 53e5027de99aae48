import fs from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@ga/core';
import type { ArticleContent } from './shared/content/types';
import { siteMapSections } from './features/site-map/site-map-sections';
import { FAQ_CATEGORIES } from './features/faq/content';
import { FAQ_THEMES } from './features/faq/content/themes';
import { article, contentExport, contentSlug } from './page-kinds';
import { PAGES } from './pages';
import { readContentFile, routeManifestOf, type ContentReader } from './route-manifest';
import { routeOf } from './routes';

/** A new content page: its content file (here a module the test provides) and one line of the table. */
const FIXTURE: ArticleContent = {
  kind: 'article',
  path: '/services/lavage-a-domicile',
  title: 'Lavage à domicile',
  description:
    'Votre véhicule lavé chez vous avant sa livraison : intérieur et extérieur, sans eau perdue, par un partenaire de la Sarthe.',
  heading: 'Le lavage à domicile',
  lead: 'Un véhicule propre, sans vous déplacer.',
  sections: [],
};
jest.mock('./features/services/content/lavage-a-domicile', () => ({ lavageADomicile: FIXTURE }), { virtual: true });

describe('the page table of mf-content', () => {
  const line = article(
    '/services/lavage-a-domicile',
    // @ts-expect-error the fixture's content file exists only as the module mocked above
    () => import('./features/services/content/lavage-a-domicile'),
  );
  const table = [...PAGES, line];
  /** The build reads content files from the disk; the fixture's is the mocked module. */
  const read: ContentReader = (p) => (p === FIXTURE.path ? FIXTURE : readContentFile(p));

  it('makes a new content page a route, a manifest entry and a link of the site map from its one line', async () => {
    const route = table.map(routeOf).find((r) => r.path === FIXTURE.path)!;
    expect(route).toBeDefined();
    const { Component } = (await (route.lazy as () => Promise<{ Component: ComponentType }>)())!;
    render(
      <MemoryRouter>
        <Component />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Le lavage à domicile');

    const manifest = routeManifestOf(table, read);
    expect(manifest.routes.find((r) => r.path === FIXTURE.path)).toEqual({
      path: FIXTURE.path,
      title: FIXTURE.title,
      description: FIXTURE.description,
      section: 'Nos services',
    });

    const services = siteMapSections([manifest]).find((s) => s.section === 'Nos services')!;
    expect(services.links).toContainEqual({ path: FIXTURE.path, label: 'Lavage à domicile' });
  });

  it('keeps a page off the site map when the table says it is not listed or not public', () => {
    const manifest = routeManifestOf([{ ...line, listed: false }], read);
    expect(manifest.routes[0]).toMatchObject({ path: FIXTURE.path, listed: false });
    expect(siteMapSections([manifest])).toEqual([]);
    expect(
      siteMapSections([
        {
          app: 'mf-account',
          routes: [
            {
              path: '/mon-compte',
              title: 'Mon compte',
              description: 'Votre espace.',
              section: 'Compte',
              public: false,
            },
          ],
        },
      ]),
    ).toEqual([]);
  });

  it('declares each path once, and server-renders its public pages but the e-mail links, only those (docs/server-rendering.md)', () => {
    const paths = PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    // Opened from an e-mail, a token in the address: what they show depends on it.
    const emailLinks = [
      '/a-propos/newsletter/confirmation',
      '/a-propos/newsletter/desinscription',
      '/services/prise-rendez-vous-en-ligne/confirmation',
      '/services/prise-rendez-vous-en-ligne/annulation',
    ];
    for (const page of PAGES)
      expect({ path: page.path, ssr: Boolean(page.ssr) }).toEqual({
        path: page.path,
        ssr: Boolean(page.public) && !emailLinks.includes(page.path),
      });
  });

  it('has a page for every content file, each named after the slug of its page and imported by its line', async () => {
    const features = path.join(__dirname, 'features');
    const files = fs
      .readdirSync(features)
      .flatMap((area) =>
        fs.existsSync(path.join(features, area, 'content')) ? fs.readdirSync(path.join(features, area, 'content')) : [],
      )
      .filter((f) => !FAQ_THEMES.some((t) => f === `${t}.ts`) && !['index.ts', 'themes.ts', 'models.ts'].includes(f));
    const pages = PAGES.filter((p) => p.content);
    expect([...files].sort()).toEqual(pages.map((p) => `${contentSlug(p.path)}.ts`).sort());
    for (const page of pages) expect(contentExport(await page.content!())).toBe(readContentFile(page.path));
    const themes = fs
      .readdirSync(path.join(features, 'faq', 'content'))
      .filter((f) => !['index.ts', 'themes.ts'].includes(f));
    expect(themes.sort()).toEqual(FAQ_THEMES.map((t) => `${t}.ts`).sort());
    // The hub lists the themes in the one order of FAQ_THEMES, each under its own slug.
    expect(FAQ_CATEGORIES.map((c) => c.slug)).toEqual([...FAQ_THEMES]);
  });
});
