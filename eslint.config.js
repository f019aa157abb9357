import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = 'apps/web/src/features';
const features = (() => {
  try {
    return readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

const serverDir = 'apps/server/src';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/server/drizzle/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-duplicates': 'error',
      'no-console': ['error', { allow: ['info', 'warn', 'error', 'table'] }],
    },
  },
  {
    // The contract is shared by both apps, so it may import neither.
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@bantuin/server', '@bantuin/web', '**/apps/**'] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    settings: {
      // Resolves `@/…` and extension-less paths, so the feature boundaries below can see them.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' }),
      ],
    },
    rules: {
      // The unstyled build keeps its own store: `toast` from the plain entry would show nothing.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-toastify',
              message: "Use toast and notify helpers from '@/lib/toast' / '@/lib/notify'.",
            },
          ],
        },
      ],
      ...reactHooks.configs.recommended.rules,
      // One-way layers, as in bulletproof-react: app → features → components / lib.
      // A feature owns its calls, cache keys and components; it never reaches into another
      // feature or into the pages that compose it.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./${featuresDir}/${feature}`,
              from: `./${featuresDir}`,
              except: [`./${feature}`],
              message:
                'Features do not import each other: compose them in src/app/routes, or move shared code to src/components or src/lib.',
            })),
            {
              target: `./${featuresDir}`,
              from: './apps/web/src/app',
              message: 'Features do not import the app: the app composes features.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code (components, lib) imports neither features nor the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    settings: {
      // no-cycle follows imports only into files it knows how to parse: TypeScript's too.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'apps/server/tsconfig.json' }),
      ],
    },
    rules: {
      // The server never imports the web app.
      'no-restricted-imports': ['error', { patterns: ['@bantuin/web', '**/apps/web/**'] }],
      'import-x/no-cycle': 'error',
      // One-way layers, named by folder: db, lib and adapters below modules; modules below
      // http, except each module's routes, which are its HTTP face (guards, validators).
      // Start-up (app.ts, main.ts) composes them all.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `./${serverDir}/db`,
              from: [
                `./${serverDir}/lib`,
                `./${serverDir}/adapters`,
                `./${serverDir}/modules`,
                `./${serverDir}/http`,
              ],
              message:
                'db/ is the bottom layer: it imports neither lib, adapters, modules nor http.',
            },
            {
              target: [`./${serverDir}/lib`, `./${serverDir}/adapters`],
              from: [`./${serverDir}/modules`, `./${serverDir}/http`],
              message:
                'lib/ and adapters/ sit below modules and http: move what they need down (e.g. into lib/ or db/).',
            },
            {
              target: `./${serverDir}/modules/**/!(*routes|route-schemas).ts`,
              from: `./${serverDir}/http/**`,
              message:
                "A module's services, repositories and presenters do not import http/: only its routes do.",
            },
            {
              target: `./${serverDir}/http`,
              from: `./${serverDir}/modules`,
              message:
                'http/ is shared plumbing: modules plug into it through app.ts, not the reverse.',
            },
          ],
        },
      ],
    },
  },
  {
    // An error a person may see is made by a factory in lib/errors.ts (status, code, sentence).
    files: [`${serverDir}/**/*.ts`],
    ignores: [`${serverDir}/lib/errors.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='AppError']",
          message: 'Throw a factory from lib/errors.ts (add one there if none fits).',
        },
      ],
    },
  },
);
