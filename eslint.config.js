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
    rules: {
      // The server never imports the web app.
      'no-restricted-imports': ['error', { patterns: ['@bantuin/web', '**/apps/web/**'] }],
    },
  },
);
