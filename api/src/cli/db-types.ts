/** `pnpm --filter @ga/api db:types`: writes src/db/types/database.ts from the migrations. */
import fs from 'node:fs';
import path from 'node:path';
import { GENERATED_FILE, generatedTypes } from '../db/types/generate';

generatedTypes()
  .then((text) => {
    fs.writeFileSync(GENERATED_FILE, text);
    console.log(`Types de la base écrits dans ${path.relative(process.cwd(), GENERATED_FILE)}`);
  })
  .catch((e) => {
    console.error(e);
    process.exit(1);
  });
