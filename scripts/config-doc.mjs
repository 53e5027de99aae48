#!/usr/bin/env node
// `pnpm config:doc`: writes docs/configuration.md from the one list of settings (@ga/config).
// scripts/config.test.mjs fails when the page in the repository is not what this writes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configurationPage } from '@ga/config';

const page = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/configuration.md');
fs.writeFileSync(page, configurationPage());
console.log(`docs/configuration.md écrit depuis shared/config/src/settings.mjs.`);
