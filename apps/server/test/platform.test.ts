import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAbsolutePreviewUrls } from '../src/http/spa.js';
import { createTestApp, testConfig, type TestApp } from './support/app.js';
import { newUserData } from './support/factories.js';

let t: TestApp;
const APP_JS = `console.info(${JSON.stringify('Bantuin '.repeat(200))})`;
const INDEX_HTML =
  '<!doctype html><title>Bantuin</title><meta property="og:image" content="/og-image.png" />';
beforeAll(async () => {
  const webDistDir = path.join(testConfig().dataDir, 'web');
  mkdirSync(path.join(webDistDir, 'assets'), { recursive: true });
  writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDistDir, 'assets', 'app-abc123.js'), APP_JS);
  // What vite-plugin-pwa leaves at the root of the build.
  writeFileSync(path.join(webDistDir, 'sw.js'), 'self.skipWaiting()');
  writeFileSync(path.join(webDistDir, 'manifest.webmanifest'), '{"name":"Bantuin"}');
  writeFileSync(path.join(webDistDir, 'robots.txt'), 'User-agent: *');
  // What the build's precompress plugin leaves next to each file.
  writeFileSync(path.join(webDistDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(path.join(webDistDir, 'assets', 'app-abc123.js.gz'), gzipSync(APP_JS));
  t = await createTestApp({ webDistDir });
});
afterAll(() => t.close());

describe('health', () => {
  it('answers 200 while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('web app and unknown paths', () => {
  it.each(['/', '/login', '/jalu/order/my', '/yasa/profile?tab=ulasan'])(
    'serves index.html for the page %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>Bantuin</title>');
    },
  );

  it('names the link preview image by its full address, so WhatsApp can fetch it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/jalu/order/my' });
    expect(res.body).toContain(
      `<meta property="og:image" content="${t.config.publicUrl}/og-image.png" />`,
    );
    const br = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(res.body);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(res.body);
  });

  it('makes only the preview addresses absolute', () => {
    const html = [
      '<link rel="icon" href="/favicon.svg" />',
      '<meta\n      property="og:image"\n      content="/og-image.png"\n    />',
      '<meta name="twitter:image" content="/og-image.png" />',
      '<meta property="og:image" content="https://cdn.example/x.png" />',
      '<meta name="description" content="/not-a-url" />',
    ].join('');
    expect(withAbsolutePreviewUrls(html, 'https://bantuin.id')).toBe(
      [
        '<link rel="icon" href="/favicon.svg" />',
        '<meta\n      property="og:image"\n      content="https://bantuin.id/og-image.png"\n    />',
        '<meta name="twitter:image" content="https://bantuin.id/og-image.png" />',
        '<meta property="og:image" content="https://cdn.example/x.png" />',
        '<meta name="description" content="/not-a-url" />',
      ].join(''),
    );
  });

  it('serves fingerprinted assets with a long cache lifetime', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toBe(APP_JS);
  });

  it('sends the build-time brotli or gzip copy to a browser that takes it', async () => {
    const url = '/assets/app-abc123.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);
  });

  it.each(['/', '/jalu/order/my', '/index.html'])(
    'makes the browser revalidate the app shell at %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/', '/jalu', '/yasa/order/jobs'])(
    'sends the app shell at %s compressed, still revalidated',
    async (url) => {
      const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('no-cache');
      // The shell as served: its preview image made absolute (spa.ts), then compressed.
      const shell = INDEX_HTML.replace('/og-image.png', `${t.config.publicUrl}/og-image.png`);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(shell);
      const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(shell);
    },
  );

  it.each([
    ['/sw.js', 'javascript', 'no-cache'],
    ['/manifest.webmanifest', 'application/manifest+json', 'no-cache'],
    ['/robots.txt', 'text/plain', 'public, max-age=300'],
  ])('serves %s as %s, cached as %s', async (url, type, cacheControl) => {
    // A cached service worker would keep a phone on an old release for the cache's lifetime.
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain(type);
    expect(res.headers['cache-control']).toBe(cacheControl);
  });

  it('answers an unknown asset with 404, not the app shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Alamat tidak ditemukan', code: 'NOT_FOUND' });
  });

  it.each([
    ['GET', '/clients/nothing-here'],
    ['GET', '/jobs/123/unknown'],
    ['POST', '/jalu'],
    ['DELETE', '/login'],
  ])('answers %s %s with a JSON 404', async (method, url) => {
    const res = await t.app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Alamat tidak ditemukan', code: 'NOT_FOUND' });
  });

  it('sends security headers with a strict content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('turns camera and microphone off and keeps geolocation to the app on every page', async () => {
    for (const url of ['/', '/jalu/order', '/sw.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['permissions-policy']).toBe(
        'camera=(), microphone=(), geolocation=(self)',
      );
    }
  });

  it('gives a JSON answer the short policy of an API: nothing to run, frame, sniff or share', async () => {
    for (const url of ['/healthz', '/config', '/nowhere/x.json', '/clients/profile']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      // The page directives are the app shell's, not an answer's.
      expect(res.headers['permissions-policy']).toBeUndefined();
      expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
    }
  });

  it('sends HSTS only on requests that came over https', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const proxied = await createTestApp({ trustProxy: 1 });
    try {
      const overHttps = await proxied.app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' },
      });
      expect(overHttps.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      const overHttp = await proxied.app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.7' },
      });
      expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});

describe('uploads folder leftovers', () => {
  it('removes half-written files at start and never serves dotfiles', async () => {
    const config = testConfig();
    const uploads = path.join(config.dataDir, 'uploads');
    mkdirSync(uploads, { recursive: true });
    const partial = path.join(uploads, '.0b7c1f0e-1c1d-4a1a-9a9a-0a0a0a0a0a0a.webp.partial');
    writeFileSync(partial, 'half a photo');
    writeFileSync(path.join(uploads, '.secret'), 'not for anyone');
    const restarted = await createTestApp({ dataDir: config.dataDir });
    try {
      expect(existsSync(partial)).toBe(false);
      const dotfile = await restarted.app.inject({ method: 'GET', url: '/uploads/.secret' });
      expect(dotfile.statusCode).toBe(404);
      expect(dotfile.body).not.toContain('not for anyone');
    } finally {
      await restarted.close();
    }
  }, 120_000);
});

describe('errors', () => {
  it('answers 415 in Indonesian for a content type the API does not take', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'Jenis konten tidak didukung',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('answers 413 for a body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: 'a@b.id', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('OpenAPI', () => {
  it('documents the routes from their schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/clients/register', '/workers/register', '/login', '/healthz']),
    );
    expect(
      doc.paths['/login'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['email', 'password']);
  });

  it('serves Swagger UI at /docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});

describe('rate limits', () => {
  it('answers 429 after AUTH_RATE_LIMIT login or registration calls a minute from one address', async () => {
    const limited = await createTestApp({ authRateLimit: 3 });
    try {
      const attempt = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/login',
          remoteAddress,
          payload: { email: 'siapa@contoh.id', password: 'salah-salah' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt('10.0.0.1')).statusCode).toBe(401);
      const blocked = await attempt('10.0.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({
        message: 'Terlalu banyak permintaan, coba lagi sebentar lagi',
        code: 'RATE_LIMITED',
      });
      expect((await attempt('10.0.0.2')).statusCode).toBe(401);

      for (let i = 0; i < 3; i++) {
        await limited.app.inject({
          method: 'POST',
          url: '/clients/register',
          remoteAddress: '10.0.0.3',
          payload: newUserData(),
        });
      }
      const registerBlocked = await limited.app.inject({
        method: 'POST',
        url: '/workers/register',
        remoteAddress: '10.0.0.3',
        payload: newUserData(),
      });
      expect(registerBlocked.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /config', () => {
  it('tells the web app the map tiles and money bounds, and admits the tile host in the CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapTileAttribution: expect.stringContaining('OpenStreetMap'),
      adminFee: 2000,
      jobFeeMin: 10_000,
      jobFeeMax: 10_000_000,
      topupMin: 10_000,
      topupMax: 10_000_000,
      autoReleaseHours: expect.any(Number),
      freeCancelHours: expect.any(Number),
      lateCancelPercent: expect.any(Number),
      shoppingCapMin: 10_000,
      shoppingCapMax: 5_000_000,
    });
    // The page that shows the map admits its tile host.
    const page = await t.app.inject({ method: 'GET', url: '/jalu' });
    expect(page.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://tile.openstreetmap.org",
    );
  });
});
