import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// `source` makes workspace packages resolve to their TypeScript, so no build is needed to test.
// Without `module`: packages such as the AWS SDK list it first for bundlers only (extensionless
// imports that Node cannot load); Node itself never uses it.
const conditions = ['source', ...defaultServerConditions.filter((c) => c !== 'module')];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Suites that need a PostgreSQL server run only when one is given (CI runs both).
    exclude: process.env.TEST_DATABASE_URL ? [] : ['test/postgres/**'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
