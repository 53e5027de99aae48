// One shape per API module: routes.ts → service.ts → queries.ts (+ tables.ts). The SQL (Kysely's
// query builders and the `sql` tag) lives in queries.ts, named for what it fetches or changes;
// services call those functions and hold the rules. This rule keeps the SQL out of routes and
// services.
//
// A small local plugin rather than no-restricted-imports / no-restricted-syntax: flat config keeps
// only the last options given for a rule, so setting those here would silently replace the API's
// import boundaries (eslint.config.mjs) on these files.

const MESSAGE =
  'Le SQL va dans queries.ts : appelez une fonction de requête nommée pour ce qu’elle lit ou écrit (api/README.md).';

/** Kysely's entry points of a query (on a Kysely instance or a transaction). */
const QUERY_BUILDERS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'selectNoFrom',
  'mergeInto',
  'replaceInto',
]);

const sqlInQueries = {
  meta: {
    type: 'suggestion',
    docs: { description: 'SQL (Kysely query builders, `sql` tag) only in queries.ts, not in services' },
    schema: [],
    messages: { sql: MESSAGE },
  },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'sql' });
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        const name = callee.property.name;
        if (QUERY_BUILDERS.has(name)) report(node);
        // A common table expression: db.with('name', …) (a string first argument tells it from other `with`s).
        else if (
          name === 'with' &&
          node.arguments[0]?.type === 'Literal' &&
          typeof node.arguments[0].value === 'string'
        )
          report(node);
      },
      // `sql` from kysely, the raw SQL tag (a type-only import is fine).
      ImportDeclaration(node) {
        if (node.source.value !== 'kysely' || node.importKind === 'type') return;
        for (const specifier of node.specifiers) {
          if (
            specifier.type === 'ImportSpecifier' &&
            specifier.importKind !== 'type' &&
            specifier.imported.name === 'sql'
          )
            report(specifier);
        }
      },
    };
  },
};

export default [
  {
    // The HTTP layer and the rules: routes and services call named queries, never the SQL itself.
    files: [
      'api/src/modules/**/routes.ts',
      'api/src/modules/**/*-routes.ts',
      'api/src/modules/**/service.ts',
      'api/src/modules/**/*-service.ts',
    ],
    plugins: { 'api-shape': { rules: { 'sql-in-queries': sqlInQueries } } },
    rules: { 'api-shape/sql-in-queries': 'error' },
  },
];
