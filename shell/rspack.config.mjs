import { createAppConfig } from '@ga/build';
import { devRegistryMiddleware } from './dev/dev-registry.mjs';

// The host. It compiles in no remote: remotes are found at runtime through /registry.json.
export default createAppConfig({
  dir: import.meta.dirname,
  app: 'shell',
  kind: 'host',
  publicDir: 'public',
  // server/ssr.js: the render of a page on the site server (docs/server-rendering.md).
  server: { entry: './src/server/server-entry.tsx', runtimePlugin: './src/server/store-entry-plugin.ts' },
  devServer: { setupMiddlewares: devRegistryMiddleware },
});
