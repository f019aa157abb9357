// Lighthouse's diagnostics for one page of the built app (the bench keeps only the metrics):
// the full performance category, mobile preset as in lighthouse.mjs, written as JSON, and a
// summary of what blocks the main thread and what is on the critical path.
//   flock /tmp/bench.lock node scripts/bench/lighthouse-diagnose.mjs /jalu out.json
// The page is a path (signed in as a Jalu under /jalu) or a bench page's name (pagesToMeasure),
// e.g. 'Yasa: an open job'.
// (out.json.trace.json: the observed trace, for DevTools' Performance panel.)
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import puppeteer from 'puppeteer-core';
import {
  CHROMIUM,
  chromeFlagsFor,
  lighthouseServerEnv,
  pageOrigin,
  pagesToMeasure,
} from './lighthouse.mjs';
import { startServer, user } from './server.mjs';

const [pageArg = '/jalu', out = 'lighthouse-diagnose.json'] = process.argv.slice(2);

/** What one simulated node is: a request, or a main-thread task by what it ran. */
function describe(node, origin) {
  if (node.type === 'network') {
    return `${node.request.resourceType} ${node.request.url.replace(origin, '').slice(0, 60)}`;
  }
  const parts = new Map();
  for (const e of node.childEvents) {
    const data = e.args?.data ?? {};
    const url = (data.url ?? data.stackTrace?.[0]?.url ?? '').replace(origin, '').split('/').pop();
    if (
      !/^(EvaluateScript|v8\.evaluateModule|FunctionCall|TimerFire|FireIdleCallback|Layout|UpdateLayoutTree|Paint|XHRReadyStateChange|EventDispatch|ParseHTML|ParseAuthorStyleSheet|RunMicrotasks)$/.test(
        e.name,
      )
    )
      continue;
    const key = `${e.name}${url ? `(${url.slice(0, 24)})` : data.type ? `(${data.type})` : ''}`;
    parts.set(key, (parts.get(key) ?? 0) + (e.duration ?? (e.dur ?? 0) / 1000));
  }
  return [...parts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([k, ms]) => `${k} ${Math.round(ms)}`)
    .join(', ');
}

/**
 * Lantern's simulations behind the scores (mobile preset: every observed task 4× as long): the
 * tasks of 50 ms or more in the blocking-time simulations, and the last nodes of the paint ones,
 * which are what a metric waits for.
 */
function printSimulations(origin) {
  for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
    const entries = [...timings.entries()].map(([node, t]) => [
      node,
      { ...t, duration: t.endTime - t.startTime },
    ]);
    if (/TotalBlockingTime$/.test(label)) {
      console.info(`\n== simulated ${label}: tasks ≥ 50 ms`);
      for (const [node, t] of entries.sort((a, b) => a[1].startTime - b[1].startTime)) {
        if (node.type !== 'cpu' || t.duration < 50) continue;
        console.info(
          `  ${Math.round(t.startTime)}+${Math.round(t.duration)} ms  ${describe(node, origin)}`,
        );
      }
    } else if (/(FirstContentfulPaint|LargestContentfulPaint)$/.test(label)) {
      console.info(`\n== simulated ${label}: its nodes, last first`);
      for (const [node, t] of entries.sort((a, b) => b[1].endTime - a[1].endTime).slice(0, 40)) {
        console.info(
          `  ${Math.round(t.startTime)}→${Math.round(t.endTime)} ms  ${node.type} ${describe(node, origin)}`,
        );
      }
    }
  }
}

const server = await startServer({ env: lighthouseServerEnv });
// As the bench loads the pages: through the TLS proxy (HTTP/2) unless BENCH_LIGHTHOUSE_DIRECT=1.
const served = await pageOrigin(server.url);
const origin = served.origin;
console.info(`over ${served.protocol}`);
try {
  let pagePath = pageArg;
  let session = pageArg.startsWith('/jalu')
    ? { token: (await user(server.url, 'jalu', 901)).token, role: 'jalu' }
    : null;
  if (!pageArg.startsWith('/')) {
    const known = (await pagesToMeasure(server.url)).find((p) => p.page === pageArg);
    if (!known) throw new Error(`no page named ${pageArg}`);
    pagePath = known.path;
    session = known.session ?? null;
  }
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: chromeFlagsFor(origin),
  });
  try {
    if (session) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(`${origin}/favicon.svg`);
      await page.evaluate(({ token, role }) => {
        localStorage.setItem('access_token', token);
        localStorage.setItem('role', role);
      }, session);
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(`${origin}${pagePath}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableFullPageScreenshot: true,
      disableStorageReset: Boolean(session),
    });
    const lhr = result.lhr;
    writeFileSync(out, JSON.stringify(lhr));
    // The observed (unthrottled) trace, for DevTools' Performance panel or a script.
    if (result.artifacts?.Trace)
      writeFileSync(`${out}.trace.json`, JSON.stringify(result.artifacts.Trace));
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
        `  ${r(q.networkRequestTime)}→${r(q.networkEndTime)} ms ${q.resourceType} ${q.priority} ${r(q.transferSize)}B ${q.url.replace(origin, '')}`,
      );
    const chains = a['critical-request-chains']?.details?.chains;
    const walk = (c, depth) => {
      for (const v of Object.values(c ?? {})) {
        console.info(
          `${'  '.repeat(depth)}${v.request.url.replace(origin, '')} ${r((v.request.endTime - v.request.startTime) * 1000)}ms`,
        );
        walk(v.children, depth + 1);
      }
    };
    console.info('\n== critical-request-chains');
    walk(chains, 1);
    printSimulations(origin);
  } finally {
    chrome.kill();
  }
} finally {
  await served.stop();
  await server.stop();
}
