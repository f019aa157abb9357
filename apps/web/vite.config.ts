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

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: { '@': srcDir },
    conditions: [SOURCE_CONDITION, ...defaultClientConditions],
  },
  ssr: {
    resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] },
  },
  build: {
    rollupOptions: {
      // Libraries change less often than the app: separate files stay cached across releases.
      output: {
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) {
            return 'react';
          }
          if (id.includes('/node_modules/zod/')) return 'zod';
          // Only pages with a map or a carousel load these (React.lazy): keep them out of vendor.
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
          return 'vendor';
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
  },
});
