// Replaces the compiled dist/main.js with one file holding the server and drizzle-orm (every
// other package stays an import from node_modules). Node 24 re-reads a package's package.json for
// every module it loads from it, and drizzle-orm's is 178 KB of exports: ~10 ms and 1.5 MB of
// garbage per module, about a second and a hundred MiB of a start (profile, issue 31;
// docs/decisions/2026-11-27-server-bundle.md). The rest of dist/ stays for the command-line tools.
import { build } from 'esbuild';

const bundled = (specifier) => specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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
