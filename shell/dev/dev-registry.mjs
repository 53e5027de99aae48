// `pnpm dev`: the shell's dev server answers /registry.json with the remotes' dev servers.
const DEV_REMOTES = {
  'mf-catalogue': 3001,
  'mf-account': 3002,
  'mf-tradein': 3003,
  'mf-content': 3004,
};

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
