// `pnpm dev`: the shell's dev server answers /registry.json with the remotes' dev servers.
import { APPS } from '@ga/releases';

/** Each remote's dev server port, from the one app list. */
const DEV_REMOTES = Object.fromEntries(
  APPS.filter((app) => app.kind === 'remote').map((app) => [app.name, app.devPort]),
);

export function devRegistryMiddleware(middlewares) {
  middlewares.unshift({
    name: 'dev-registry',
    path: '/registry.json',
    middleware: (_req, res) => {
      const remotes = Object.fromEntries(
        Object.entries(DEV_REMOTES).map(([app, port]) => [
          app,
          { version: 'dev', entry: `http://127.0.0.1:${port}/remoteEntry.js` },
        ]),
      );
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(JSON.stringify({ remotes }));
    },
  });
  return middlewares;
}
