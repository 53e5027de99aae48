import fs from 'node:fs';
import path from 'node:path';
import { PAGE_HEADS } from './page-heads';
import { ROUTE_MANIFEST } from './route-manifest';
import { routes } from './routes';

/** Every path the routes serve, children joined to their parent. */
const pathsOf = (list: typeof routes, parent = ''): string[] =>
  list.flatMap((r) => {
    const own = r.index ? parent : r.path!.startsWith('/') ? r.path! : `${parent}/${r.path}`;
    return r.children ? pathsOf(r.children, own) : [own];
  });

/** The source of every page component of the area: those of a feature, and those of src/pages/ that combine several. */
const sources = () =>
  ['features', 'pages']
    .map((dir) => path.join(__dirname, dir))
    .flatMap((dir) =>
      fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('-page.tsx'))
        .map((f) => fs.readFileSync(path.join(dir, f), 'utf8')),
    )
    .join('\n');

describe('the route manifest of mf-account', () => {
  it('describes every page the routes serve, once, none of them public nor listed', () => {
    const paths = ROUTE_MANIFEST.routes.map((r) => r.path);
    expect([...paths].sort()).toEqual(pathsOf(routes).sort());
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of ROUTE_MANIFEST.routes) expect(r).toMatchObject({ public: false, listed: false });
  });

  it('keeps the signed-in pages inside the account layout, behind `auth`', () => {
    const area = routes.find((r) => r.path === '/mon-compte')!;
    expect(area.handle).toEqual({ middleware: ['auth'] });
    expect(area.children!.map((c) => (c.index ? '' : c.path)).sort()).toEqual([
      '',
      'mes-alertes',
      'mes-devis',
      'mes-favoris',
      'mes-financements',
      'mes-rendez-vous',
      'mes-reprises',
      'mes-reservations',
    ]);
    expect(routes.find((r) => r.path === '/connexion')!.handle).toEqual({ middleware: ['guest'] });
  });

  it('gives each page the head the page itself sets', () => {
    expect(Object.keys(PAGE_HEADS).sort()).toEqual(ROUTE_MANIFEST.routes.map((r) => r.path).sort());
    // The formatter may break `description:` before a long string.
    const text = sources().replace(/(title|description):\s+'/g, "$1: '");
    for (const r of ROUTE_MANIFEST.routes) {
      expect(text).toContain(`title: '${r.title}'`);
      expect(text).toContain(`description: '${r.description}'`);
    }
  });
});
