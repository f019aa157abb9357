// An alternating A/B of Lighthouse (the bench's mobile settings) on two builds of the web app,
// each served by its own server (WEB_DIST_DIR), so the machine's load falls on both alike:
// every round runs each page once on A and once on B, the order swapped every other round.
//   cp -r apps/web/dist /tmp/dist-before   # then change and build
//   flock /tmp/bench.lock node scripts/bench/lighthouse-ab.mjs /tmp/dist-before apps/web/dist 4 /jalu,/
import path from 'node:path';
import { oneRun } from './lighthouse.mjs';
import { startServer, user } from './server.mjs';

const [dirA, dirB, roundsArg = '4', pagesArg = '/jalu'] = process.argv.slice(2);
if (!dirA || !dirB) throw new Error('usage: lighthouse-ab.mjs <distA> <distB> [rounds] [pages]');
const rounds = Number(roundsArg);
const pages = pagesArg.split(',');

const variants = [];
for (const [name, dir] of [
  ['A', dirA],
  ['B', dirB],
]) {
  const server = await startServer({ env: { WEB_DIST_DIR: path.resolve(dir) } });
  const jalu = await user(server.url, 'jalu', 900);
  variants.push({ name, dir, server, session: { token: jalu.token, role: 'jalu' }, runs: {} });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

try {
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [...variants].reverse() : variants;
    for (const page of pages) {
      for (const v of order) {
        const session = page.startsWith('/jalu') ? v.session : undefined;
        let figures;
        for (let attempt = 0; !figures; attempt++) {
          try {
            figures = await oneRun(`${v.server.url}${page}`, session);
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
  console.info('\nmedians (A = %s, B = %s)', dirA, dirB);
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
  for (const v of variants) await v.server.stop();
}
