import { createAppConfig } from '@ga/build';

// Remote mf-account: built, tested and released on its own; the shell loads it at runtime.
export default createAppConfig({
  dir: import.meta.dirname,
  app: 'mf-account',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
  // A visitor's own space, never server-rendered (its pages need the session): no server build.
  server: false,
});
