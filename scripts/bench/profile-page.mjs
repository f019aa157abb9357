// A CPU profile of one page's load in the built app (Chromium, 4× CPU throttling as Lighthouse's
// mobile preset, cold cache), signed in as a fresh Jalu for /jalu… (a Yasa for /yasa…), or a
// bench page's name (pagesToMeasure, with its data and session, e.g. 'Jalu: an order
// (assigned)'): the functions with the most self time, by script, and the profile for DevTools.
//   flock /tmp/bench.lock node scripts/bench/profile-page.mjs /jalu out.cpuprofile
import { writeFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { lighthouseServerEnv, pagesToMeasure } from './lighthouse.mjs';
import { startServer, user } from './server.mjs';

const [pageArg = '/jalu', out = 'page.cpuprofile'] = process.argv.slice(2);
const server = await startServer({ env: lighthouseServerEnv });
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
  let pagePath = pageArg;
  let session = null;
  if (pageArg.startsWith('/')) {
    const role = /^\/(jalu|yasa)(\/|$)/.exec(pageArg)?.[1];
    if (role) session = { token: (await user(server.url, role, 900)).token, role };
  } else {
    const known = (await pagesToMeasure(server.url)).find((p) => p.page === pageArg);
    if (!known) throw new Error(`no page named ${pageArg}`);
    pagePath = known.path;
    session = known.session ?? null;
  }
  if (session) {
    const { token, role } = session;
    await page.goto(`${server.url}/favicon.svg`);
    await page.evaluate(
      (t, r) => {
        localStorage.setItem('access_token', t);
        localStorage.setItem('role', r);
      },
      token,
      role,
    );
  }
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle0' });
  await new Promise((r) => setTimeout(r, 2000));
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(out, JSON.stringify(profile));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)));
  const byFn = new Map();
  const byScript = new Map();
  for (const [id, us] of self) {
    const { callFrame: f } = byId.get(id);
    const script = f.url.replace(server.url, '') || '(native)';
    const key = `${f.functionName || '(anonymous)'} ${script}:${f.lineNumber}:${f.columnNumber}`;
    byFn.set(key, (byFn.get(key) ?? 0) + us);
    byScript.set(script, (byScript.get(script) ?? 0) + us);
  }
  const top = (m, n) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => `${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`);
  console.info('self time by script (throttled 4×):\n' + top(byScript, 15).join('\n'));
  console.info('\nself time by function:\n' + top(byFn, 30).join('\n'));
} finally {
  await browser.close();
  await server.stop();
}
