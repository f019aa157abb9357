import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import {
  defaultClientConditions,
  defaultServerConditions,
  type Plugin,
  type ProxyOptions,
} from 'vite';
import MagicString from 'magic-string';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
// By path, not by package name: Vite bundles this config before its own resolver (and the
// `source` condition) exists, and the contract's dist/ may not be built yet.
import { ADMIN_API_RESOURCES, API_PATH_PREFIXES } from '../../packages/contract/src/constants';

/** Where `npm run dev -w @bantuin/server` listens. */
const API_TARGET = 'http://localhost:3000';

/** `source` makes workspace packages (e.g. @bantuin/contract) resolve to their TS source. */
const SOURCE_CONDITION = 'source';

const srcDir = decodeURIComponent(new URL('./src', import.meta.url).pathname);

const apiPrefixPattern = `^/(${API_PATH_PREFIXES.join('|')})(/|\\?|$)`;

const apiProxy: Record<string, ProxyOptions> = {
  [apiPrefixPattern]: { target: API_TARGET, ws: true },
  // /admin is both the console's pages and its API: only the API's resources are proxied.
  [`^/admin/(${ADMIN_API_RESOURCES.join('|')})(/|\\?|$)`]: { target: API_TARGET },
  // GET /login is the login page; only the form's POST goes to the server.
  '^/login(\\?|$)': {
    target: API_TARGET,
    bypass: (req) => (req.method === 'GET' ? req.url : undefined),
  },
};

/**
 * Brotli and gzip copies of every text file of the build, made once at build time at the
 * highest levels, so the server sends them as they are (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      return statSync(file).isDirectory() ? walk(file) : [file];
    });
  return {
    name: 'bantuin-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir).filter((f) => compressible.test(f))) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
          }),
        );
      }
    },
  };
}

/**
 * Preloads the Latin subset of the body font (its file name is hashed, hence a plugin): without
 * it the browser asks for the font only once the first render has painted text in it, and that
 * text reflows when the font arrives (a layout shift of 0.18 on `/` in Lighthouse).
 */
function preloadBodyFont(): Plugin {
  const latinFont = /assets\/plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/;
  return {
    name: 'bantuin-preload-body-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((file) => latinFont.test(file));
        if (!font) throw new Error('the Latin body font is not in the build');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${font}`,
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The signed-in areas' chunks, asked for as soon as the HTML is parsed. index.html is the same
 * for every address, so a small classic script (a file: the CSP allows no inline scripts) reads
 * the address and the stored role and adds `<link rel="modulepreload">` for the chunks of that
 * area (its frame, and past the home its pages, with everything they import). Without it they
 * were asked for only once the entry and React had arrived and run (Lighthouse: ~1 s later on a
 * simulated phone). `/` and the other public pages get nothing from it.
 */
function preloadAreaChunks(): Plugin {
  // An area's home, then its other pages (app/routes/<area>/routes.tsx).
  const areas: Record<string, [home: string[], pages: string[]]> = {
    jalu: [['app/routes/jalu/jalu-home.ts'], ['app/routes/jalu/jalu-pages.ts']],
    yasa: [['app/routes/yasa/yasa-pages.tsx'], []],
    admin: [['app/routes/admin/admin-pages.ts'], []],
  };
  let fileName = '';
  return {
    name: 'bantuin-preload-area-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((f) => f.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error('the build has no entry chunk');
      // What index.html already loads.
      const initial = new Set([entry.fileName, ...entry.imports]);
      const closure = (moduleId: string) => {
        const start = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/${moduleId}`));
        if (!start) throw new Error(`no chunk for ${moduleId}`);
        const files = new Set<string>();
        const visit = (name: string) => {
          if (files.has(name) || initial.has(name)) return;
          files.add(name);
          const chunk = bundle[name];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        visit(start.fileName);
        return files;
      };
      const files: string[] = [];
      const index = (name: string) => {
        if (!files.includes(name)) files.push(name);
        return files.indexOf(name);
      };
      // Per area: [the home's chunks, every page's], as indexes into `files`.
      const map = Object.fromEntries(
        Object.entries(areas).map(([area, [home, pages]]) => {
          const homeFiles = new Set(home.flatMap((m) => [...closure(m)]));
          const all = new Set([...homeFiles, ...pages.flatMap((m) => [...closure(m)])]);
          return [area, [[...homeFiles].map(index), [...all].map(index)]];
        }),
      );
      const source = `(()=>{try{var f=${JSON.stringify(files)},a=${JSON.stringify(map)},m=/^\\/(jalu|yasa|admin)(\\/.*)?$/.exec(location.pathname),s=localStorage;if(!m||!s.getItem("access_token")||s.getItem("role")!==m[1])return;a[m[1]][m[2]&&m[2]!=="/"?1:0].forEach(function(i){var l=document.createElement("link");l.rel="modulepreload";l.href="/"+f[i];document.head.appendChild(l)})}catch(e){}})();\n`;
      fileName = this.getFileName(
        this.emitFile({ type: 'asset', name: 'area-preload.js', source }),
      );
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!fileName) throw new Error('the area preload script was not emitted');
        return [
          {
            tag: 'script',
            attrs: { src: `/${fileName}`, async: true },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/**
 * Marks the contract's schema definitions as pure for the bundler. A zod schema is built by
 * calls (`z.object({...}).extend(...)`) that Rollup must assume have side effects, so each
 * schema of a contract module the web imports was built when its chunk ran, used or not: 68
 * were never used by the web (request bodies, admin queries, server-only shapes). With every
 * call in a top-level initializer annotated `#__PURE__`, an unused schema is dropped and a used
 * one is built as before: 7.8 KB gzip less JS in all, the chunk every signed-in page loads
 * first 8.0 → 4.6 KB. The server bundles the contract without this.
 */
function pureContractSchemas(): Plugin {
  const contractSource = /[\\/]packages[\\/]contract[\\/]src[\\/][^\\/]+\.ts$/;
  type Node = { type: string; start: number; end: number; [key: string]: unknown };
  const isNode = (value: unknown): value is Node =>
    typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
  return {
    name: 'bantuin-pure-contract-schemas',
    apply: 'build',
    transform(code, id) {
      if (!contractSource.test(id) || id.endsWith('.test.ts')) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const starts = new Set<number>();
      const visit = (node: Node) => {
        // A function's body runs when it is called, not when the module loads.
        if (/Function/.test(node.type)) return;
        if (node.type === 'CallExpression' || node.type === 'NewExpression') starts.add(node.start);
        for (const value of Object.values(node)) {
          if (Array.isArray(value)) value.filter(isNode).forEach(visit);
          else if (isNode(value)) visit(value);
        }
      };
      for (const statement of program.body) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node) : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations as Node[]) {
          if (isNode(declarator.init)) visit(declarator.init);
        }
      }
      if (starts.size === 0) return null;
      const out = new MagicString(code);
      for (const start of starts) out.appendLeft(start, '/* @__PURE__ */ ');
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}

const THEME_COLOR = '#0f766e';

/**
 * A page navigation that is not an API path (workbox serialises this function into sw.js, so the
 * prefixes are written into its body rather than captured).
 */
const isPageNavigation = new Function(
  'options',
  `return options.request.mode === 'navigate' && !/${apiPrefixPattern.replaceAll('/', '\\/')}/.test(options.url.pathname);`,
) as (options: { request: Request; url: URL }) => boolean;

/**
 * Installable app: manifest, icons (public/icons, made by scripts/make-icons.mjs) and a service
 * worker that precaches the shell and the hashed assets. Pages are network-first (a release
 * shows at once), the last copy or offline.html when there is no network; API answers are never
 * cached (no route matches them, so they always go to the network).
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  // A file (registerSW.js), not an inline script: the CSP allows no inline scripts. Deferred: a
  // plain script in <head> held the first paint for its round trip (Lighthouse: render-blocking,
  // ~360 ms), and it only registers the worker on `load` anyway.
  injectRegister: 'script-defer',
  includeAssets: [
    'favicon.svg',
    'favicon.ico',
    'apple-touch-icon.png',
    'offline.html',
    'offline.css',
    'push-sw.js',
  ],
  manifest: {
    name: 'Bantuin',
    short_name: 'Bantuin',
    description: 'Cari bantuan bersih-bersih dan belanja di dekatmu, atau dapatkan pekerjaan.',
    lang: 'id',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // Web Push: showing a notification and opening its link on click (public/push-sw.js).
    importScripts: ['/push-sw.js'],
    globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
    // Leaflet and Swiper chunks are precached too: a map page opened offline still renders.
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: isPageNavigation,
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pages',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 20 },
          precacheFallback: { fallbackURL: '/offline.html' },
        },
      },
    ],
  },
});

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    pureContractSchemas(),
    preloadBodyFont(),
    preloadAreaChunks(),
    precompress(),
    pwa,
  ],
  resolve: {
    alias: [
      { find: '@', replacement: srcDir },
      // Every `import … from 'zod'` (the contract's too) gets zod configured first (lib/zod.ts).
      { find: /^zod$/, replacement: path.join(srcDir, 'lib/zod.ts') },
    ],
    conditions: [SOURCE_CONDITION, ...defaultClientConditions],
  },
  ssr: {
    resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] },
  },
  build: {
    // Every browser the app supports preloads modules itself; the polyfill only cost the entry.
    modulePreload: { polyfill: false },
    // Terser, two passes, rather than esbuild: ~2.5 % less gzip on the landing's initial JS
    // (121.8 → 118.8 KB), which keeps it under its 120,000-byte budget; the build takes ~30 s longer.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    rollupOptions: {
      // Libraries change less often than the app: separate files stay cached across releases.
      // A named chunk holds every module of its libraries that any page uses, so only what the
      // entry needs whole is named into it (react); the rest (TanStack Query's
      // observers, react-hook-form, zod, the contract's schemas, leaflet, swiper, recharts,
      // socket.io) stays with its importers, and the landing downloads none of it.
      output: {
        manualChunks(id) {
          if (id === path.join(srcDir, 'lib/zod.ts')) return 'zod';
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) {
            return 'react';
          }
          // Named, or Rollup would put clsx (shared with recharts) in the charts chunk. Its
          // stylesheet stays with the entry's (main.tsx): in this chunk it would make the entry
          // import the chunk, and the library is loaded on first use (lib/toast).
          if (/[\\/]node_modules[\\/](react-toastify|clsx)[\\/]/.test(id) && !id.endsWith('.css')) {
            return 'toast';
          }
          if (id.includes('/node_modules/zod/')) return 'zod';
          if (/[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/.test(id)) return 'forms';
          // Only pages with a map or a carousel load these (React.lazy).
          if (/[\\/]node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/.test(id)) {
            return 'leaflet';
          }
          if (/[\\/]node_modules[\\/](swiper|ssr-window|dom7)[\\/]/.test(id)) return 'swiper';
          // Only the console's overview draws a chart (React.lazy): recharts and what it brings.
          if (
            /[\\/]node_modules[\\/](recharts|victory-vendor|d3-[^\\/]+|internmap|@reduxjs|redux|react-redux|immer|reselect|decimal\.js-light|es-toolkit)[\\/]/.test(
              id,
            )
          ) {
            return 'charts';
          }
          // Live updates and chat open the socket on first use (lib/socket imports it lazily).
          if (/[\\/]node_modules[\\/](socket\.io-|engine\.io-|@socket\.io[\\/])/.test(id)) {
            return 'socket';
          }
          // Anything else (small helpers) goes where Rollup puts it.
          return undefined;
        },
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    unstubGlobals: true,
    restoreMocks: true,
    testTimeout: 30_000,
    // The `source` condition above also matches this downshift dependency, which publishes its
    // TypeScript source under it: Vite must transform it rather than hand a .ts file to Node.
    server: { deps: { inline: ['downshift', 'compute-scroll-into-view'] } },
  },
});
