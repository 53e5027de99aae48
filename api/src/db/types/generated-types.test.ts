/**
 * The generated Kysely types are what the migrations make: a migration that adds, drops or changes
 * a column fails here until `pnpm --filter @ga/api db:types` is run (and the narrowings in the
 * modules' tables.ts are checked against the new types by the type check).
 */
import fs from 'node:fs';
import { GENERATED_FILE, generatedTypes } from './generate';

describe('the generated database types', () => {
  it('are what the migrations make (run `pnpm --filter @ga/api db:types` after a migration)', async () => {
    expect(fs.readFileSync(GENERATED_FILE, 'utf8')).toBe(await generatedTypes());
  }, 60_000);
});
