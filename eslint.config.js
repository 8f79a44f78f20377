// Lint: typescript-eslint, React hooks, and import boundaries: a web feature never imports a
// sibling feature (only its client-state face `store.ts`), the web app never imports server
// code, shared code imports neither, no import cycles, query keys only from the registry, web
// code reaches other folders through the `@/` alias instead of climbing three or more levels; a
// server module imports no other module's tables, and reaches another module only through its
// public face `index.ts`; the demo seed imports no table at all.
// `apps/web/src/test/lint-rules.test.ts` and `apps/server/test/lint-rules.test.ts` run
// these rules on deliberate violations, so a rule that silently stops matching fails a test.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Computed from the folders, so a new feature is covered the day it is created.
const FEATURES = fs
  .readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Server modules, also from the folders: each owns its tables in `modules/<m>/schema.ts` (ADR 013).
const SERVER_MODULES_DIR = new URL('./apps/server/src/modules', import.meta.url);
const SERVER_MODULES = fs
  .readdirSync(SERVER_MODULES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const TABLE_OWNERS = SERVER_MODULES.filter((module) =>
  fs.existsSync(new URL(`./${module}/schema.ts`, `${SERVER_MODULES_DIR.href}/`)),
);

// Without a resolver that knows .ts/.tsx, extensionless imports do not resolve and the path
// rules pass silently.
const importSettings = {
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  'import-x/resolver-next': [
    createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
  ],
};

// The web app's `@/` alias (tsconfig `paths`, vite `resolve.alias`): `@/x` is `apps/web/src/x`.
// Resolved here too, or the boundary rules would not see where an `@/` import points.
const WEB_SRC = fileURLToPath(new URL('./apps/web/src/', import.meta.url));
const nodeResolver = createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] });
const webAliasResolver = {
  interfaceVersion: 3,
  name: 'web-src-alias',
  resolve: (modulePath, sourceFile) =>
    modulePath.startsWith('@/')
      ? nodeResolver.resolve(path.join(WEB_SRC, modulePath.slice(2)), sourceFile)
      : { found: false },
};
const webImportSettings = {
  ...importSettings,
  'import-x/resolver-next': [webAliasResolver, nodeResolver],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'e2e/.data*/**',
      'apps/server/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: webImportSettings,
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: 'Query keys come from the registry in src/lib/query-keys.ts.',
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web',
              from: './apps/server',
              message: 'The web app never imports server code.',
            },
            ...FEATURES.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              // A feature's `store.ts` is its public face for client state (cart, session,
              // preferences): a sibling may read and change that state through it, nothing else.
              except: [`./${feature}`, ...FEATURES.map((owner) => `./${owner}/store.ts`)],
              message:
                'A feature never imports a sibling feature (only its store.ts); the route composes them.',
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    // Code outside the current folder is addressed from src (`@/lib/store`), not by climbing.
    // (The build plugins outside src reach packages/shared by path, so their bundler inlines it.)
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){3,}',
              message: "Import from src with '@/...' instead of climbing three or more folders.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './packages/shared', from: './apps' }] },
      ],
    },
  },
  {
    // A module reads and writes only its own tables; another module's data comes through the
    // owner's functions. Tests are exempt: they seed and assert across tables (the barrel).
    files: ['apps/server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...SERVER_MODULES.map((module) => ({
              target: `./apps/server/src/modules/${module}/**/!(schema|*.test).ts`,
              from: [
                './apps/server/src/db/schema.ts',
                ...TABLE_OWNERS.filter((owner) => owner !== module).map(
                  (owner) => `./apps/server/src/modules/${owner}/schema.ts`,
                ),
              ],
              message:
                "A module imports only its own schema.ts; read another module's tables through its functions (ADR 013).",
            })),
            // The demo seed stands above the modules, like app.ts: it fills each one through its
            // public face and writes no table itself.
            {
              target: './apps/server/src/seed/**/!(*.test).ts',
              from: [
                './apps/server/src/db/schema.ts',
                ...TABLE_OWNERS.map((owner) => `./apps/server/src/modules/${owner}/schema.ts`),
              ],
              message:
                'The seed fills a module through its public face (modules/<m>/index.ts), never its tables.',
            },
            // Public faces: code outside a module reaches it only through `modules/<m>/index.ts`.
            ...SERVER_MODULES.flatMap((owner) =>
              [
                ...SERVER_MODULES.filter((module) => module !== owner).map(
                  (module) => `./apps/server/src/modules/${module}/**/!(schema|*.test).ts`,
                ),
                './apps/server/src/*.ts',
                './apps/server/src/{db,lib,plugins,ports}/**/!(schema|*.test).ts',
                './apps/server/src/seed/**/!(*.test).ts',
                './apps/server/scripts/**/*.ts',
              ].map((target) => ({
                target,
                from: `./apps/server/src/modules/${owner}`,
                except: ['./index.ts', './schema.ts'],
                message: `Import the ${owner} module through its public face, modules/${owner}/index.ts.`,
              })),
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    // data-dir.ts reads DATA_DIR and DATABASE_URL before config.ts has loaded (ADR 017).
    ignores: ['apps/server/src/config.ts', 'apps/server/src/data-dir.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts.' },
      ],
    },
  },
);
