/**
 * `npm run docs:lifecycle`: writes the job lifecycle table into docs/ARCHITECTURE.md from the
 * policy's table (test/lifecycle-doc.test.ts fails while the document differs).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { withLifecycleTable } from './modules/jobs/lifecycle-doc.js';

const ARCHITECTURE = new URL('../../../docs/ARCHITECTURE.md', import.meta.url);

const before = await readFile(ARCHITECTURE, 'utf8');
const after = withLifecycleTable(before);
if (after === before) {
  console.info('docs/ARCHITECTURE.md: the lifecycle table is up to date');
} else {
  await writeFile(ARCHITECTURE, after);
  console.info('docs/ARCHITECTURE.md: lifecycle table written');
}
