import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { isPgliteTemplateCurrent } from '../../src/db/pglite-template.js';
import { makePgliteTemplate } from '../../src/pglite-template-cli.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite database each test file's database starts as a copy of. */
    pgliteTemplate: string;
  }
}

// Kept between runs (and shared by runs at once: it is written aside and renamed), made again
// when PGlite or the migrations change; test/support/database.ts reads it.
const file = fileURLToPath(
  new URL('../../../../node_modules/.cache/bantuin/test-pglite-template.tar.gz', import.meta.url),
);

export default async function setup(project: TestProject) {
  if (!isPgliteTemplateCurrent(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    await makePgliteTemplate(file);
  }
  project.provide('pgliteTemplate', file);
}
