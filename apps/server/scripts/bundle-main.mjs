// Replaces the compiled dist/main.js with a launcher of dist/main.bundle.js, one file holding the
// server and drizzle-orm (every other package stays an import from node_modules), plus a chunk
// per module the server imports only when configured (S3): split out, so their packages are not
// loaded at every start. Node 24 re-reads a package's package.json for
// every module it loads from it, and drizzle-orm's is 178 KB of exports: ~10 ms and 1.5 MB of
// garbage per module, about a second and a hundred MiB of a start (profile, issue 31;
// docs/decisions/2026-11-27-server-bundle.md). The rest of dist/ stays for the command-line tools.
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const bundled = (specifier) => specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');

rmSync('dist/chunks', { recursive: true, force: true });
await build({
  entryPoints: { 'main.bundle': 'src/main.ts' },
  outdir: 'dist',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'only-drizzle-inside',
      setup(context) {
        // Bare specifiers (packages, node: built-ins) stay imports, except drizzle-orm's.
        context.onResolve({ filter: /^[^./]/ }, (args) =>
          bundled(args.path) ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// src/paths.ts finds files from its own URL, right only at the top of dist/: a chunk that took
// code reading import.meta would look one folder too deep.
for (const chunk of readdirSync('dist/chunks').filter((name) => name.endsWith('.js'))) {
  if (readFileSync(`dist/chunks/${chunk}`, 'utf8').includes('import.meta'))
    throw new Error(`dist/chunks/${chunk} reads import.meta: keep that module in the entry`);
}

// Node's compile cache keeps the compiled code of the bundle and of every package it loads on
// disk (the OS's temporary folder) between starts: ~0.15 s of a restart on PGlite. It must be
// on before those modules load, hence a launcher; main.ts flushes it once the server listens.
rmSync('dist/main.js.map', { force: true }); // tsc's map of the file replaced here
writeFileSync(
  'dist/main.js',
  `import module from 'node:module';\nmodule.enableCompileCache?.();\nawait import('./main.bundle.js');\n`,
);
