// What moves while a page loads: every layout shift (value, and the elements that moved) on the
// built app's pages, the CPU slowed 4× like Lighthouse's mobile preset. Lighthouse gives the
// score; this says which element to give its room up front.
//   node scripts/bench/layout-shifts.mjs "Yasa: Tarik Saldo"   (names as in lighthouse.mjs)
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, CHROMIUM, lighthouseServerEnv, pagesToMeasure } from './lighthouse.mjs';
import { startServer } from './server.mjs';

const only = process.argv.slice(2);
const server = await startServer({ env: lighthouseServerEnv });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const pages = (await pagesToMeasure(server.url)).filter(
    (p) => !only.length || only.includes(p.page),
  );
  for (const { page: name, path, session } of pages) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    await page.goto(`${server.url}/favicon.svg`);
    await page.evaluate((s) => {
      localStorage.clear();
      if (s) {
        localStorage.setItem('access_token', s.token);
        localStorage.setItem('role', s.role);
      }
    }, session ?? null);
    await page.evaluateOnNewDocument(() => {
      globalThis.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.hadRecentInput) continue;
          globalThis.__shifts.push({
            value: +entry.value.toFixed(4),
            at: Math.round(entry.startTime),
            sources: entry.sources.map((s) => {
              const n = s.node;
              const el = n?.nodeType === 1 ? n : n?.parentElement;
              const label = el
                ? `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ').slice(0, 2).join('.') : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`
                : '(gone)';
              return `${label} ${s.previousRect.y}→${s.currentRect.y} h${s.previousRect.height}→${s.currentRect.height}`;
            }),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle0' });
    await new Promise((r) => setTimeout(r, 1500));
    const shifts = await page.evaluate(() => globalThis.__shifts);
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    console.info(`\n${name} (${path}): CLS-ish sum ${total.toFixed(3)}`);
    for (const s of shifts)
      console.info(`  ${s.value} at ${s.at} ms\n    ${s.sources.join('\n    ')}`);
    await context.close();
  }
  await browser.disconnect();
} finally {
  chrome.kill();
  await server.stop();
}
