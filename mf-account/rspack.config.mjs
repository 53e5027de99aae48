import { createAppConfig } from '@ga/build';

// Remote mf-account: built, tested and released on its own; the shell loads it at runtime.
export default createAppConfig({
  dir: import.meta.dirname,
  app: 'mf-account',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
});
