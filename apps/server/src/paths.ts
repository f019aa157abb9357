import { fileURLToPath } from 'node:url';

/**
 * Files the server reads at run time, found from this module: it sits at the top of `src/`,
 * and its code at the top of `dist/` both as compiled (dist/paths.js) and inside the bundled
 * dist/main.bundle.js (scripts/bundle-main.mjs, which checks no chunk of it reads
 * import.meta), so '..' is apps/server either way.
 */
const serverRoot = new URL('../', import.meta.url);
const at = (relative: string) => fileURLToPath(new URL(relative, serverRoot));

export const SERVER_PATHS = {
  migrations: at('drizzle'),
  /** Written by the build (pglite-template-cli.ts), read by a new PGlite database. */
  pgliteTemplate: at('dist/pglite-template.tar.gz'),
  commonPasswords: at('assets/common-passwords.txt'),
  webDist: at('../web/dist'),
};
