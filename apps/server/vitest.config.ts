import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// `source` makes workspace packages resolve to their TypeScript, so no build is needed to test.
const conditions = ['source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
