// Smoke test of react-router's server path on the Node version CI runs (docs/toolchain.md trap 25):
// react-router 8 declares Node ≥ 22, but the site server will render pages with it on Node 20.
// createStaticHandler().query → createStaticRouter → StaticRouterProvider → renderToPipeableStream,
// with a layout, a loader, a lazy route, a 404 and a redirect. React, react-dom and react-router are
// the shell's own copies (resolved from shell/), so this runs the very versions the site ships.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { ROOT } from './release/store.mjs';

const fromShell = createRequire(path.join(ROOT, 'shell/package.json'));
const load = async (specifier) => import(pathToFileURL(fromShell.resolve(specifier)).href);

const React = (await load('react')).default;
const { renderToPipeableStream } = await load('react-dom/server');
const router = await load('react-router');
const { createStaticHandler, createStaticRouter, StaticRouterProvider, Outlet, redirect, useLoaderData } = router;
const h = React.createElement;

function Layout() {
  return h('div', { id: 'layout' }, h('header', null, 'Glinche Automobiles'), h('main', null, h(Outlet)));
}

function Listing() {
  const { vehicles } = useLoaderData();
  return h(
    'section',
    null,
    h('h1', null, `${vehicles.length} véhicules`),
    h(
      'ul',
      null,
      vehicles.map((v) => h('li', { key: v }, v)),
    ),
    h(Outlet),
  );
}

const routes = [
  {
    path: '/',
    Component: Layout,
    children: [
      {
        path: 'x',
        loader: async () => ({ vehicles: ['Peugeot 208', 'Renault Clio'] }),
        Component: Listing,
        // The lazy part: loaded by query() before rendering, as a remote's routes would be.
        children: [
          {
            index: true,
            lazy: async () => ({ Component: () => h('p', { id: 'lazy' }, 'Partie chargée à la demande') }),
          },
        ],
      },
      { path: 'y', Component: () => h('p', null, 'Page Y') },
      {
        path: 'ancienne-adresse',
        loader: () => {
          throw redirect('/y', 301);
        },
        Component: () => h('p', null, 'jamais rendu'),
      },
    ],
  },
];

const request = (pathname) => new Request(`http://localhost${pathname}`);

/** Renders the static router to a string, the way the site server will stream it. */
function render(handler, context, props = {}) {
  const staticRouter = createStaticRouter(handler.dataRoutes, context);
  const element = h(StaticRouterProvider, { router: staticRouter, context, hydrate: false, nonce: 'abc', ...props });
  return new Promise((resolve, reject) => {
    const chunks = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    const stream = renderToPipeableStream(element, {
      nonce: 'abc',
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

describe('react-router server rendering on this Node (docs/toolchain.md trap 25)', () => {
  it('runs on a Node major the README names in CI (a developer on another Node is only told)', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    // The Nodes of « Start », the paragraph before the README's first command.
    const start = readme.slice(readme.indexOf('## Start'), readme.indexOf('```', readme.indexOf('## Start')));
    const named = [...start.matchAll(/\bNode (\d+)\b/g)].map((m) => m[1]);
    const major = process.versions.node.split('.')[0];
    const { version, engines } = JSON.parse(
      fs.readFileSync(path.join(path.dirname(fromShell.resolve('react-router/package.json')), 'package.json'), 'utf8'),
    );
    console.log(
      `Node ${process.versions.node} (README : Node ${named.join(' ou ') || '?'}${named.includes(major) ? '' : ', autre version'}), react-router ${version} (engines ${engines?.node ?? '—'})`,
    );
    expect(named).toEqual(expect.arrayContaining(['24']));
    if (process.env.CI) expect(named).toContain(major);
  });

  it('every app ships the react-router the shell renders with on the server', () => {
    const versionFrom = (app) => {
      const from = createRequire(path.join(ROOT, app, 'package.json'));
      return JSON.parse(
        fs.readFileSync(path.join(path.dirname(from.resolve('react-router/package.json')), 'package.json'), 'utf8'),
      ).version;
    };
    const apps = ['shell', 'mf-catalogue', 'mf-account', 'mf-tradein', 'mf-content'].filter((app) =>
      fs.existsSync(path.join(ROOT, app, 'package.json')),
    );
    const versions = Object.fromEntries(apps.map((app) => [app, versionFrom(app)]));
    expect(new Set(Object.values(versions)).size).toBe(1);
  });

  it('renders a layout, the loader data and a lazy route', async () => {
    const handler = createStaticHandler(routes);
    const context = await handler.query(request('/x'));
    expect(context).not.toBeInstanceOf(Response);
    expect(context.statusCode).toBe(200);
    expect(context.loaderData).toEqual(
      expect.objectContaining({ '0-0': { vehicles: ['Peugeot 208', 'Renault Clio'] } }),
    );

    const html = await render(handler, context);
    expect(html).toContain('<div id="layout"><header>Glinche Automobiles</header><main>');
    expect(html).toContain('<h1>2 véhicules</h1>');
    expect(html).toContain('<li>Peugeot 208</li><li>Renault Clio</li>');
    expect(html).toContain('<p id="lazy">Partie chargée à la demande</p>');
    // hydrate={false}: no hydration script at all.
    expect(html).not.toContain('<script');
  });

  it('puts the nonce on the hydration script when it hydrates', async () => {
    const handler = createStaticHandler(routes);
    const context = await handler.query(request('/x'));
    const html = await render(handler, context, { hydrate: true });
    expect(html).toMatch(/<script nonce="abc"/);
    expect(html).toContain('Peugeot 208');
  });

  it('answers 404 for an unknown path', async () => {
    const handler = createStaticHandler(routes);
    const context = await handler.query(request('/nulle-part'));
    expect(context).not.toBeInstanceOf(Response);
    expect(context.statusCode).toBe(404);
    // It still renders (react-router's default error element) without throwing.
    const html = await render(handler, context);
    expect(html).toContain('404');
  });

  it('turns a loader throwing redirect() into a 301 Response', async () => {
    const handler = createStaticHandler(routes);
    const result = await handler.query(request('/ancienne-adresse'));
    expect(result).toBeInstanceOf(Response);
    expect(result.status).toBe(301);
    expect(result.headers.get('Location')).toBe('/y');
  });
});
