// `npm start`: build whatever is missing or older than its sources, then run the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Before anything is built or run: an older Node reads one sentence, not a stack trace from
// some dependency (package.json's `engines` alone only makes npm warn).
const [major] = process.versions.node.split('.').map(Number);
if (major < 24) {
  console.error(
    `Bantuin butuh Node.js 24 atau lebih baru; yang terpasang ${process.version}.\n` +
      `Bantuin needs Node.js 24 or newer; this is ${process.version}.\n` +
      'Pasang Node.js 24 LTS: https://nodejs.org atau `nvm install 24`.',
  );
  process.exit(1);
}

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const at = (...parts) => path.join(root, ...parts);

/** Newest modification time below the given paths (files or folders). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules') visit(path.join(p, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

const builds = [
  {
    output: at('packages/contract/dist/index.js'),
    sources: [at('packages/contract/src'), at('packages/contract/package.json')],
  },
  {
    output: at('apps/web/dist/index.html'),
    sources: [
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
      at('packages/contract/src'),
    ],
  },
  {
    output: at('apps/server/dist/main.js'),
    sources: [at('apps/server/src'), at('packages/contract/src')],
  },
];

const stale = builds.some(
  ({ output, sources }) => !existsSync(output) || statSync(output).mtimeMs < newestMtime(sources),
);
if (stale) {
  console.info('Building Bantuin (first start or sources changed)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The IPC channel ties the server to this process: should this one die without passing a
// signal on (kill -9, a terminal closing), the server sees the channel close and shuts down.
// The server's Node flags (apps/server/node-flags.json, the Dockerfile's CMD repeats `always`),
// and on the embedded database the ones that keep it within a small VPS' memory.
const flags = JSON.parse(readFileSync(at('apps/server/node-flags.json'), 'utf8'));
const nodeFlags = [...flags.always, ...(process.env.DATABASE_URL ? [] : flags.embeddedDatabase)];
const server = spawn(process.execPath, [...nodeFlags, at('apps/server/dist/main.js')], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
