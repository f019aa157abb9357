// Lighthouse's diagnostics for one page of the built app (the bench keeps only the metrics):
// the full performance category, mobile preset as in lighthouse.mjs, written as JSON, and a
// summary of what blocks the main thread and what is on the critical path.
//   flock /tmp/bench.lock node scripts/bench/lighthouse-diagnose.mjs /jalu out.json
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS as FLAGS, CHROMIUM } from './lighthouse.mjs';
import { startServer, user } from './server.mjs';

const [pagePath = '/jalu', out = 'lighthouse-diagnose.json'] = process.argv.slice(2);

const server = await startServer();
try {
  const signedIn = pagePath.startsWith('/jalu');
  const session = signedIn ? await user(server.url, 'jalu', 900) : null;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    if (session) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(`${server.url}/favicon.svg`);
      await page.evaluate((t) => {
        localStorage.setItem('access_token', t);
        localStorage.setItem('role', 'jalu');
      }, session.token);
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(`${server.url}${pagePath}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableFullPageScreenshot: true,
      disableStorageReset: Boolean(session),
    });
    const lhr = result.lhr;
    writeFileSync(out, JSON.stringify(lhr));
    const a = lhr.audits;
    const r = (n) => Math.round(n);
    console.info(
      'score',
      r(lhr.categories.performance.score * 100),
      'benchmarkIndex',
      r(lhr.environment.benchmarkIndex),
    );
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'speed-index',
      'cumulative-layout-shift',
      'max-potential-fid',
    ])
      console.info(id, a[id]?.displayValue);
    for (const id of [
      'bootup-time',
      'mainthread-work-breakdown',
      'long-tasks',
      'render-blocking-resources',
      'unused-javascript',
      'largest-contentful-paint-element',
      'lcp-lazy-loaded',
      'prioritize-lcp-image',
      'uses-rel-preconnect',
      'third-party-summary',
    ]) {
      const au = a[id];
      if (!au) continue;
      console.info(`\n== ${id}: ${au.displayValue ?? ''} ${au.score ?? ''}`);
      const items = au.details?.items ?? [];
      for (const it of items.slice(0, 12)) {
        if (it.items) {
          for (const sub of it.items.slice(0, 6))
            console.info('  ', JSON.stringify(sub).slice(0, 300));
          continue;
        }
        console.info('  ', JSON.stringify(it).slice(0, 300));
      }
    }
    console.info('\n== network-requests');
    for (const q of a['network-requests']?.details?.items ?? [])
      console.info(
        `  ${r(q.networkRequestTime)}→${r(q.networkEndTime)} ms ${q.resourceType} ${q.priority} ${r(q.transferSize)}B ${q.url.replace(server.url, '')}`,
      );
    const chains = a['critical-request-chains']?.details?.chains;
    const walk = (c, depth) => {
      for (const v of Object.values(c ?? {})) {
        console.info(
          `${'  '.repeat(depth)}${v.request.url.replace(server.url, '')} ${r((v.request.endTime - v.request.startTime) * 1000)}ms`,
        );
        walk(v.children, depth + 1);
      }
    };
    console.info('\n== critical-request-chains');
    walk(chains, 1);
  } finally {
    chrome.kill();
  }
} finally {
  await server.stop();
}
