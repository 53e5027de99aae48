import { createAppConfig } from '@ga/build';

// Remote mf-catalogue: built, tested and released on its own; the shell loads it at runtime.
export default createAppConfig({
  dir: import.meta.dirname,
  app: 'mf-catalogue',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx', './widgets/vehicle-slider': './src/widgets/vehicle-slider.tsx' },
});
