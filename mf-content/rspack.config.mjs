import { createAppConfig } from '@ga/build';

// Remote mf-content: built, tested and released on its own; the shell loads it at runtime.
export default createAppConfig({
  dir: import.meta.dirname,
  app: 'mf-content',
  kind: 'remote',
  exposes: {
    './routes': './src/routes.tsx',
    './widgets/latest-news': './src/widgets/latest-news.tsx',
    './widgets/newsletter-signup': './src/widgets/newsletter-signup.tsx',
  },
});
