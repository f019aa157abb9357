import { defineConfig } from 'vitest/config';

/** `npm run test:unit` runs every project; `--project server` runs one. */
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
