import { fileURLToPath } from 'node:url';
import { configVariables, writeConfigDocs } from './config-docs.js';

/** `npm run docs:config`: rewrites README's configuration table and .env.example. */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const undescribed = configVariables().filter((variable) => !variable.description);
if (undescribed.length) {
  console.error(
    `Give these a .meta({ description }) in apps/server/src/config.ts: ${undescribed.map((v) => v.name).join(', ')}`,
  );
  process.exitCode = 1;
} else {
  const written = await writeConfigDocs(root);
  console.info(written.length ? `Wrote ${written.join(', ')}` : 'Already up to date');
}
