// Front-end unit and component tests (jsdom), one jest project per package, the site server's tests
// and the tooling's (Node). The API has its own jest config in api/ (node environment, real database).
import { fileURLToPath } from 'node:url';
import { APP_NAMES } from '@ga/releases';

const root = fileURLToPath(new URL('.', import.meta.url));
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: {
        react: { runtime: 'automatic' },
        optimizer: { globals: { vars: { 'import.meta.hot': 'undefined' } } },
      },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const frontEnd = (dir) => ({
  displayName: dir,
  rootDir: `${root}${dir}`,
  testEnvironment: `${root}scripts/jest/jsdom-env.cjs`,
  setupFilesAfterEnv: [`${root}scripts/jest/setup-dom.ts`],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // react-router 8 is ESM only (docs/toolchain.md trap 8): let it through the transform.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|react-router|cookie-es|@remix-run|set-cookie-parser))'],
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '\\.(svg|png|jpg|webp)$': `${root}scripts/jest/file-stub.cjs`,
  },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  // A guard against a hang, sized for CI machines 2.3 times slower than a quiet development machine
  // with two files at a time (the longest component test takes 1.4 s here).
  testTimeout: 20000,
});

/** Tests of the repository's own tooling (lint boundaries, release store), in Node. */
const tooling = {
  displayName: 'tooling',
  rootDir: root,
  testEnvironment: 'node',
  transform: {},
  testMatch: [
    '<rootDir>/scripts/**/*.test.mjs',
    '<rootDir>/shared/releases/**/*.test.mjs',
    '<rootDir>/shared/config/**/*.test.mjs',
    '<rootDir>/shared/build/**/*.test.mjs',
  ],
};

/**
 * The site server (shell/server), in Node. Native ESM like in production (`node --import tsx`):
 * config.ts and site-server.ts use import.meta.url. Needs `--experimental-vm-modules` (scripts/test.mjs).
 */
const siteServer = {
  displayName: 'site-server',
  rootDir: `${root}shell`,
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } },
    ],
    // ESM-only packages that CommonJS dependencies require (light-my-request → cookie 2,
    // @fastify/static → content-disposition 3): compiled to CommonJS, as api/jest.config.mjs does.
    '^.+\\.js$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|cookie|content-disposition)/)'],
  testMatch: ['<rootDir>/server/**/*.test.ts'],
  testTimeout: 30000,
};

/**
 * The e2e walks' plan (e2e/support/*.test.ts), in Node: the pages the walks visit, checked against
 * the route manifests before any browser starts.
 */
const e2eSupport = {
  displayName: 'e2e',
  rootDir: `${root}e2e`,
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc, '^.+\\.mjs$': swc },
  // Not e2e/.artifacts (release stores, test results): only the support files are crawled.
  roots: ['<rootDir>/support'],
  testMatch: ['<rootDir>/support/**/*.test.ts'],
  testTimeout: 30000,
};

export default {
  // Two files at a time: jest's default is one worker fewer than the cores, a single one on the
  // 2-core machines this runs on (the step took 117 s with one, docs/performance.md).
  maxWorkers: 2,
  // The apps from the one list (@ga/releases APP_NAMES).
  projects: [
    ...['shared/contracts', 'shared/ui', 'shared/core', 'shared/testing', ...APP_NAMES].map(frontEnd),
    siteServer,
    tooling,
    e2eSupport,
  ],
};
