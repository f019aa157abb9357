// An alternating A/B of Lighthouse (the bench's mobile settings) on two builds of the web app,
// each served by its own server (WEB_DIST_DIR), so the machine's load falls on both alike:
// every round runs each page once on A and once on B, the order swapped every other round.
//   cp -r apps/web/dist /tmp/dist-before   # then change and build
//   flock /tmp/bench.lock node scripts/bench/lighthouse-ab.mjs /tmp/dist-before apps/web/dist 4 /jalu,/
// Pages are paths (signed in as a Jalu under /jalu) or the bench's page names (pagesToMeasure,
// each with its data and session on each server), e.g. 3 'Jalu: an order (assigned),Admin: overview'.
import path from 'node:path';
import { lighthouseServerEnv, oneRun, pageOrigin, pagesToMeasure } from './lighthouse.mjs';
import { startServer, user } from './server.mjs';

const [dirA, dirB, roundsArg = '4', pagesArg = '/jalu', ...more] = process.argv.slice(2);
if (!dirA || !dirB) {
  throw new Error('usage: lighthouse-ab.mjs <distA> <distB> [rounds] [pages] [distC …]');
}
const rounds = Number(roundsArg);
const pages = pagesArg.split(',');

const variants = [];
// More builds after the pages (C, D, …) take part in every round too.
for (const [name, dir] of [dirA, dirB, ...more].map((d, i) => [String.fromCharCode(65 + i), d])) {
  const server = await startServer({
    env: { WEB_DIST_DIR: path.resolve(dir), ...lighthouseServerEnv },
  });
  const jalu = await user(server.url, 'jalu', 901);
  const named = pages.some((p) => !p.startsWith('/')) ? await pagesToMeasure(server.url) : [];
  variants.push({
    name,
    dir,
    server,
    served: await pageOrigin(server.url),
    session: { token: jalu.token, role: 'jalu' },
    named: new Map(named.map((p) => [p.page, p])),
    runs: {},
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

try {
  for (let round = 0; round < rounds; round++) {
    // Each round starts with another build (two builds: swapped every other round).
    const order = variants.map((_, i) => variants[(i + round) % variants.length]);
    for (const page of pages) {
      for (const v of order) {
        const known = v.named.get(page);
        if (!page.startsWith('/') && !known) throw new Error(`no page named ${page}`);
        const target = known ? known.path : page;
        const session = known ? known.session : page.startsWith('/jalu') ? v.session : undefined;
        let figures;
        for (let attempt = 0; !figures; attempt++) {
          try {
            figures = await oneRun(`${v.served.origin}${target}`, session);
          } catch (error) {
            if (attempt >= 2) throw error;
            console.warn(`run failed, again: ${error.message}`);
          }
        }
        (v.runs[page] ??= []).push(figures);
        const f = figures;
        console.info(
          `round ${round + 1} ${v.name} ${page}: ${f.score} FCP ${f.fcpMs} LCP ${f.lcpMs} TBT ${f.tbtMs} SI ${f.speedIndexMs} CLS ${f.cls} bi ${f.benchmarkIndex}`,
        );
      }
    }
  }
  console.info(`\nmedians (${variants.map((v) => `${v.name} = ${v.dir}`).join(', ')})`);
  for (const page of pages) {
    for (const v of variants) {
      const runs = v.runs[page];
      const m = (k) => median(runs.map((r) => r[k]));
      console.info(
        `${v.name} ${page}: score ${m('score')} [${runs.map((r) => r.score).join(', ')}] FCP ${m('fcpMs')} LCP ${m('lcpMs')} TBT ${m('tbtMs')} [${runs.map((r) => r.tbtMs).join(', ')}] SI ${m('speedIndexMs')} bi ${m('benchmarkIndex')} ${m('transferKB')} KB`,
      );
    }
  }
} finally {
  for (const v of variants) {
    await v.served.stop();
    await v.server.stop();
  }
}
