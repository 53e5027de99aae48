// API tests: node environment, real database (PGlite always; PostgreSQL too when DATABASE_URL is set).
// The global setup migrates and seeds once (PGlite snapshot / PostgreSQL template database); each test
// file then gets its own fresh copy.
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  },
];

export default {
  displayName: 'api',
  // Node's environment, plus a check that each file closes what it opened (test/leak-check-environment.cjs).
  testEnvironment: '<rootDir>/src/test/leak-check-environment.cjs',
  // light-my-request (app.inject) needs cookie@2, and otplib (staff TOTP) @scure/base and
  // @noble/hashes, which are ESM only: let them through the transform.
  transform: { '^.+\\.(t|j|mj)s$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|cookie|@scure|@noble)/)'],
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
  maxWorkers: 2,
  testTimeout: 30000,
};
