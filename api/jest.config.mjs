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
  // @noble/hashes, and p-limit (the rasteriser's and the photo decoder's turns) with yocto-queue,
  // which are ESM only: let them through the transform.
  transform: { '^.+\\.(t|j|mj)s$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|cookie|@scure|@noble|p-limit|yocto-queue)/)'],
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
  maxWorkers: 2,
  // A fresh worker after each file that grew past this: a worker that ran file after file kept every
  // embedded database's memory, and its later files ran 3 to 4 times slower (a clean run of the
  // suite took 434 s with the workers kept, 243 s with this limit: docs/performance.md).
  workerIdleMemoryLimit: '400MB',
  // A guard against a hang, not a measure of speed (the benches measure speed). CI machines have run
  // this suite 2.3 times slower than a quiet development machine: a hook that takes 14 s here (ten
  // accounts registered at once) took over 30 s there.
  testTimeout: 90000,
};
