// The architecture boundaries (docs/architecture.md "Rules of the house") are enforced by ESLint:
// each forbidden import below must fail lint, each allowed one must pass.
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function restricted(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').length > 0;
}

const cases = [
  ['mf-catalogue/src/x.ts', "import { routes } from 'mf-account/src/routes';\nexport default routes;", true],
  ['mf-catalogue/src/x.ts', "import { routes } from '../../mf-content/src/routes';\nexport default routes;", true],
  ['mf-tradein/src/x.ts', "import { x } from '../../shell/src/app/router';\nexport default x;", true],
  ['shell/src/x.ts', "import { routes } from '../../mf-catalogue/src/routes';\nexport default routes;", true],
  ['shared/core/src/x.ts', "import { x } from '../../../shell/src/bootstrap';\nexport default x;", true],
  ['shared/ui/src/x.ts', "import { x } from 'mf-content';\nexport default x;", true],
  ['shared/core/src/x.ts', "import { x } from '../../../api/src/app';\nexport default x;", true],
  ['shared/core/src/session/x.ts', "import { api } from '../api/api-slice';\nexport default api;", false],
  ['api/src/x.ts', "import { api } from '@ga/core';\nexport default api;", true],
  ['api/src/x.ts', "import React from 'react';\nexport default React;", true],
  ['api/src/x.ts', "import { registerSchema } from '@ga/contracts';\nexport default registerSchema;", false],
  ['mf-catalogue/src/x.ts', "import { api } from '@ga/core';\nexport default api;", false],
  ['shell/src/x.ts', "import { Button } from '@ga/ui';\nexport default Button;", false],
  // The router comes from @ga/core: a copy bundled by an app would have its own contexts.
  ['mf-catalogue/src/x.ts', "import { Link } from 'react-router';\nexport default Link;", true],
  ['shell/src/x.ts', "import { useNavigate } from 'react-router';\nexport default useNavigate;", true],
  ['mf-account/src/x.ts', "import { Link } from '@ga/core';\nexport default Link;", false],
  ['shared/core/src/routing/x.ts', "import { Link } from 'react-router';\nexport default Link;", false],
];

// One shape per API module: SQL only in queries.ts, never in a service (eslint/api-shape.mjs).
async function sqlInService(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.some((m) => m.ruleId === 'api-shape/sql-in-queries');
}

const sqlCases = [
  [
    'api/src/modules/x/service.ts',
    "import type { Db } from '../../db/connection';\nexport const f = (db: Db) => db.selectFrom('vehicles').selectAll().execute();",
    true,
  ],
  ['api/src/modules/x/service.ts', "import { sql } from 'kysely';\nexport const now = sql`now()`;", true],
  [
    'api/src/modules/x/photo-service.ts',
    "import type { Db } from '../../db/connection';\nexport const f = (db: Db) => db.deleteFrom('photos').execute();",
    true,
  ],
  [
    'api/src/modules/x/routes.ts',
    "import type { Db } from '../../db/connection';\nexport const f = (db: Db) => db.updateTable('users').set({ phone: null }).execute();",
    true,
  ],
  [
    'api/src/modules/x/queries.ts',
    "import type { Db } from '../../db/connection';\nexport const f = (db: Db) => db.selectFrom('vehicles').selectAll().execute();",
    false,
  ],
  [
    'api/src/modules/x/service.ts',
    "import type { Sql } from 'kysely';\nimport { listVehicles } from './queries';\nexport const f = (s: Sql) => [s, listVehicles];",
    false,
  ],
];

describe('SQL stays in queries.ts', () => {
  it.each(sqlCases.map(([file, code, forbidden]) => [file, code.split('\n')[1], forbidden, code]))(
    '%s: %s → refusé : %s',
    async (file, _line, forbidden, code) => {
      expect(await sqlInService(file, code)).toBe(forbidden);
    },
  );
});

describe('architecture boundaries in lint', () => {
  it.each(cases.map(([file, code, forbidden]) => [file, code.split('\n')[0], forbidden, code]))(
    '%s: %s → interdit : %s',
    async (file, _line, forbidden, code) => {
      expect(await restricted(file, code)).toBe(forbidden);
    },
  );
});
