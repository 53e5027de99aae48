// Lint rules, including the boundaries of docs/architecture.md ("Rules of the house"):
// remotes never import each other nor the shell; the shell imports no remote at build time;
// shared/ imports no app; api/ imports nothing from shared/ but the API contracts, the release
// registry (@ga/releases, plain Node, for the canary decider) and the settings (@ga/config).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { REMOTE_APPS } from '@ga/releases';
import apiShape from './eslint/api-shape.mjs';

// The remotes, from the one app list (@ga/releases).
const REMOTES = REMOTE_APPS;
const APPS = ['shell', ...REMOTES];

/** Patterns that catch a package name, a relative path into the folder, or an alias. */
const folderPatterns = (folder) => [folder, `${folder}/*`, `**/${folder}/**`, `**/${folder}`];

const restrict = (patterns, message, regexes = [], extra = []) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: patterns, message }, ...regexes.map((regex) => ({ regex, message })), ...extra] },
  ],
});

/** Apps take React Router from @ga/core: one router in the page, tree-shaken (shared-deps.mjs). */
const ROUTER_FROM_CORE = {
  group: ['react-router', 'react-router/*'],
  message: 'Importez le routeur depuis @ga/core (un seul routeur dans la page, réduit à ce que le site utilise).',
};

/** Apps build schemas with the contracts' `z`: Zod set up without code generation before any schema. */
const ZOD_FROM_CONTRACTS = {
  regex: '^zod(/.*)?$',
  message:
    'Importez z depuis @ga/contracts : Zod y est réglé sans génération de code (la CSP refuse unsafe-eval), avant tout schéma.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/server-dist/**',
      '.releases/**',
      '.data/**',
      '**/coverage/**',
      'e2e/.artifacts/**',
      '**/.data/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared/*/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.test.{ts,tsx,mjs}', 'scripts/jest/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  // No focused test left behind: `.only` would silently skip the rest of a suite (jest and
  // Playwright; Playwright's forbidOnly also refuses it in CI).
  {
    files: ['**/*.test.{ts,tsx,mjs}', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[property.name=/^(only|fit|fdescribe)$/][object.name=/^(it|test|describe|fit|fdescribe)$/], MemberExpression[property.name='only'][object.type='MemberExpression'][object.object.name=/^(test|describe)$/], CallExpression[callee.name=/^(fit|fdescribe)$/]",
          message: 'Test focalisé (.only / fit / fdescribe) : il ferait sauter tous les autres tests.',
        },
      ],
    },
  },
  // Each remote: no other remote, no shell.
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx,mjs}`],
    rules: restrict(
      APPS.filter((app) => app !== remote).flatMap(folderPatterns),
      `${remote} ne doit importer ni un autre remote ni le shell : passez par l’URL, le store partagé ou l’API (docs/architecture.md).`,
      [],
      [ROUTER_FROM_CORE, ZOD_FROM_CONTRACTS],
    ),
  })),
  // The shell: no remote at build time (remotes are loaded at runtime through the registry).
  {
    files: ['shell/**/*.{ts,tsx,mjs}'],
    rules: restrict(
      REMOTES.flatMap(folderPatterns),
      'Le shell charge les remotes à l’exécution (registre + runtime MF), jamais à la compilation.',
      [],
      [ROUTER_FROM_CORE, ZOD_FROM_CONTRACTS],
    ),
  },
  // shared/: never an app, never the API.
  {
    files: ['shared/**/*.{ts,tsx,mjs}'],
    rules: restrict(
      [...APPS, '@ga/api'].flatMap(folderPatterns),
      'shared/ n’importe aucune application (docs/architecture.md).',
      // A relative path that leaves the package (three folders up or more) into the API.
      ['^(\\.\\./){3,}api(/|$)'],
    ),
  },
  // api/: only the contracts, the release registry and the settings from shared/, and no front-end code.
  {
    files: ['api/**/*.ts'],
    rules: restrict(
      [
        ...APPS.flatMap(folderPatterns),
        '@ga/core',
        '@ga/core/*',
        '@ga/ui',
        '@ga/ui/*',
        '@ga/build',
        '@ga/build/*',
        '**/shared/core/**',
        '**/shared/ui/**',
        '**/shared/build/**',
        'react',
        'react/*',
        'react-dom',
        'react-dom/*',
        'react-router',
        'react-router/*',
        'react-redux',
        '@reduxjs/toolkit',
        '@reduxjs/toolkit/*',
      ],
      'api/ n’importe de shared/ que les contrats (@ga/contracts), le registre des releases (@ga/releases) et les réglages (@ga/config), et aucun code front-end.',
    ),
  },
  // api/: one shape per module, the SQL in queries.ts (eslint/api-shape.mjs).
  ...apiShape,
);
