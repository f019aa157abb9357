// Lighthouse (mobile preset: simulated 4× CPU slowdown, 150 ms RTT, 1.6 Mbit/s) on the built
// app as the built server serves it: the landing for a visitor and the pages of both areas and
// the console signed in (pagesToMeasure), each in a fresh Chromium profile (cold HTTP cache, no
// service worker), the median run by score.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { api, fundWallet, postJob, user } from './server.mjs';
import { startTlsProxy } from './tls-proxy.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// As e2e/playwright.config.ts launches it, headless.
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
  'cumulative-layout-shift',
];

const ms = (lhr, id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);

function figures(lhr) {
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: ms(lhr, 'first-contentful-paint'),
    lcpMs: ms(lhr, 'largest-contentful-paint'),
    tbtMs: ms(lhr, 'total-blocking-time'),
    speedIndexMs: ms(lhr, 'speed-index'),
    cls: +(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3),
    // Chrome's own yardstick of this machine's CPU at the time (a quiet desktop: ~1500-2500);
    // the simulated figures scale the CPU time observed here, so a busy machine inflates them.
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    transferKB: +((lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024).toFixed(1),
  };
}

/** The stored session as the web app reads it (apps/web/src/lib/session.ts). */
async function signIn(port, origin, session) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    // A static file of the same origin: the app (and its service worker) is not loaded.
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate(({ token, role }) => {
      localStorage.setItem('access_token', token);
      localStorage.setItem('role', role);
    }, session);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

/** Chromium's flags for loading `url`: over HTTPS the certificate is the bench's own (tls-proxy.mjs). */
export const chromeFlagsFor = (url) =>
  url.startsWith('https:') ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS;

export async function oneRun(url, session) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: chromeFlagsFor(url),
  });
  try {
    if (session) await signIn(chrome.port, new URL(url).origin, session);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      // The performance score is the weighted metrics alone; leaving out the advice audits
      // leaves out their gatherers too (CSS coverage timed out on the loaded machine).
      onlyAudits: [...METRICS, 'total-byte-weight'],
      disableFullPageScreenshot: true,
      // The profile is fresh; resetting storage would also forget the session just stored.
      disableStorageReset: Boolean(session),
    });
    if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    // A metric that could not be computed (e.g. NO_NAVSTART: the trace lost its navigation on
    // the loaded machine) leaves the score null; counted as 0 it dragged the median down.
    if (result.lhr.categories.performance.score === null) {
      const failed = METRICS.filter((id) => result.lhr.audits[id]?.score === null);
      throw new Error(`Lighthouse could not measure ${failed.join(', ')} on ${url}`);
    }
    const finalPath = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (finalPath !== new URL(url).pathname) {
      throw new Error(`Lighthouse ended on ${finalPath} instead of ${new URL(url).pathname}`);
    }
    return figures(result.lhr);
  } finally {
    chrome.kill();
  }
}

/** Signs in as the admin the bench's server was started with (LIGHTHOUSE_ADMIN). */
async function adminToken(serverUrl) {
  const { access_token } = await api(serverUrl, 'POST', '/login', { json: LIGHTHOUSE_ADMIN });
  return access_token;
}

/** The server's env for `lighthousePages`: an admin for the console's page. */
export const LIGHTHOUSE_ADMIN = {
  email: 'bench-admin@contoh.id',
  password: 'kata-sandi-admin-bench',
};
export const lighthouseServerEnv = {
  ADMIN_EMAIL: LIGHTHOUSE_ADMIN.email,
  ADMIN_PASSWORD: LIGHTHOUSE_ADMIN.password,
};

/**
 * Every page the issue names, with data in it: a Jalu with an assigned order (its detail and
 * chat) and an open one, a Yasa who was accepted (Tarik Saldo, an open job's detail), the admin.
 */
export async function pagesToMeasure(serverUrl) {
  const jalu = await user(serverUrl, 'jalu', 900);
  const yasa = await user(serverUrl, 'yasa', 900);
  await fundWallet(serverUrl, jalu.token, 1_000_000);
  const assigned = await postJob(serverUrl, jalu.token, 1);
  const open = await postJob(serverUrl, jalu.token, 2);
  await api(serverUrl, 'POST', `/workers/jobs/${assigned}`, { token: yasa.token });
  await api(serverUrl, 'PATCH', `/clients/jobs/${assigned}/${yasa.id}`, { token: jalu.token });
  const asJalu = { token: jalu.token, role: 'jalu' };
  const asYasa = { token: yasa.token, role: 'yasa' };
  const asAdmin = { token: await adminToken(serverUrl), role: 'admin' };
  return [
    { page: '/', path: '/' },
    { page: 'Jalu: home', path: '/jalu', session: asJalu },
    { page: 'Jalu: Pesanan Saya', path: '/jalu/order/my', session: asJalu },
    { page: 'Jalu: an order (assigned)', path: `/jalu/order/${assigned}`, session: asJalu },
    { page: 'Jalu: chat', path: `/jalu/order/${assigned}/chat`, session: asJalu },
    { page: 'Jalu: profile', path: '/jalu/profile', session: asJalu },
    { page: 'Yasa: home', path: '/yasa', session: asYasa },
    { page: 'Yasa: an open job', path: `/yasa/order/${open}`, session: asYasa },
    { page: 'Yasa: Tarik Saldo', path: '/yasa/wallet/withdraw', session: asYasa },
    { page: 'Admin: overview', path: '/admin', session: asAdmin },
  ];
}

/**
 * Where Lighthouse loads the pages of the server at `serverUrl`: through deploy/nginx.conf over
 * HTTPS and HTTP/2, as a deployment serves them (tls-proxy.mjs), or, with
 * BENCH_LIGHTHOUSE_DIRECT=1 or without nginx, from the server itself (plain HTTP/1.1).
 */
export async function pageOrigin(serverUrl) {
  const direct = (why) => ({
    origin: serverUrl,
    protocol: `http/1.1 (${why})`,
    stop: async () => {},
  });
  if (process.env.BENCH_LIGHTHOUSE_DIRECT === '1') return direct('BENCH_LIGHTHOUSE_DIRECT=1');
  const proxy = await startTlsProxy(serverUrl);
  if (proxy.unavailable) {
    console.warn(`Lighthouse loads the server directly over HTTP/1.1: ${proxy.unavailable}`);
    return direct(proxy.unavailable);
  }
  return { origin: proxy.url, protocol: 'h2 (deploy/nginx.conf, TLS)', stop: proxy.stop };
}

/**
 * `runs` Lighthouse runs of each page, loaded from `origin` (the data is made through
 * `serverUrl`); every run, and the median by score. BENCH_LIGHTHOUSE_PAGES (names,
 * comma-separated, e.g. "/,Yasa: home") measures only those.
 */
export async function lighthousePages(serverUrl, { runs = 3, only, origin = serverUrl } = {}) {
  const pages = (await pagesToMeasure(serverUrl)).filter((p) => !only || only.includes(p.page));
  const out = [];
  for (const { page, path, session } of pages) {
    const all = [];
    let failures = 0;
    while (all.length < runs) {
      try {
        all.push(await oneRun(`${origin}${path}`, session));
      } catch (error) {
        // A run the tool itself failed is run again (a few times), not scored.
        if (++failures > runs) throw error;
        console.warn(`Lighthouse run failed, again: ${error.message}`);
      }
    }
    const median = [...all].sort((a, b) => a.score - b.score)[Math.floor(all.length / 2)];
    out.push({ page, ...median, runs: all.map((r) => r.score) });
  }
  return out;
}
