import { createAppConfig } from '@ga/build';

// Remote mf-staff (the staff area, docs/staff.md): built, tested and released on its own; the shell
// loads it only on /espace-conseiller, never on a public page.
export default createAppConfig({
  dir: import.meta.dirname,
  app: 'mf-staff',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
});
