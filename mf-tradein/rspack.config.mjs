import { createAppConfig } from '@ga/build';

// Remote mf-tradein: built, tested and released on its own; the shell loads it at runtime.
export default createAppConfig({
  dir: import.meta.dirname,
  app: 'mf-tradein',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
});
