// `node scripts/bench/cpu-split.mjs [post|/path]`: CPU seconds spent by the server, PostgreSQL's
// processes and the load generator during one load (BENCH_DATABASE_URL: PostgreSQL, else
// PGlite), per request: which side a change must make cheaper. READERS: Yasa reading side by side.
import { readdirSync, readFileSync } from 'node:fs';
import { load, postingLoad, readOptions } from './http.mjs';
import { scratchDatabase } from './scale.mjs';
import { api, fundWallet, openListReaders, postJob, startServer, user } from './server.mjs';

const target = process.argv[2] ?? 'post';
const ticks = 100; // USER_HZ on Linux
const cpuOf = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticks;
  } catch {
    return 0;
  }
};
const postgresCpu = () =>
  readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    })
    .reduce((sum, pid) => sum + cpuOf(pid), 0);

const scratch = process.env.BENCH_DATABASE_URL
  ? await scratchDatabase(process.env.BENCH_DATABASE_URL)
  : undefined;
// BENCH_SERVER_MAIN: another build's main.js, for an A/B of two builds.
const server = await startServer({
  databaseUrl: scratch?.url,
  ...(process.env.BENCH_SERVER_MAIN ? { script: process.env.BENCH_SERVER_MAIN } : {}),
});
try {
  const tokens = [];
  for (let i = 0; i < 50; i++) {
    const jalu = await user(server.url, 'jalu', 100 + i);
    await fundWallet(server.url, jalu.token, 500_000_000);
    tokens.push(jalu.token);
  }
  // A Yasa's read (/workers/…) of a marketplace with 200 open jobs.
  // READERS: that many Yasa reading side by side (each request the next), each applied for two
  // of the newest jobs; else one Yasa makes every request.
  const readTokens = [tokens[0]];
  // A Jalu's read (/clients/…): one Jalu's 200 open orders.
  if (target.startsWith('/clients'))
    for (let i = 0; i < 200; i++) await postJob(server.url, tokens[0], i);
  // The Jalu's notifications: a Yasa applying for 60 of their jobs (one 'job_applied' each).
  if (target.startsWith('/notifications')) {
    const yasa = (await user(server.url, 'yasa', 1)).token;
    for (let i = 0; i < 60; i++) {
      const job = await postJob(server.url, tokens[0], i);
      await api(server.url, 'POST', `/workers/jobs/${job}`, { token: yasa });
    }
  }
  if (target.startsWith('/workers')) {
    const jobs = [];
    for (let i = 0; i < 200; i++)
      jobs.push(await postJob(server.url, tokens[i % tokens.length], i));
    const first = (await user(server.url, 'yasa', 1)).token;
    readTokens.splice(
      0,
      1,
      ...(await openListReaders(server.url, first, jobs, Number(process.env.READERS ?? 1))),
    );
  }
  const opts =
    target === 'post'
      ? postingLoad(server.url, tokens).options
      : readOptions(server.url, { path: target, token: readTokens[0], tokens: readTokens });
  await load(opts, { seconds: 2, connections: 50 }); // warm-up
  const before = { server: cpuOf(server.pid), pg: postgresCpu(), self: process.cpuUsage() };
  const r = await load(opts, { seconds: Number(process.env.BENCH_SECONDS ?? 8), connections: 50 });
  const self = process.cpuUsage(before.self);
  const total = r.rps * Number(process.env.BENCH_SECONDS ?? 8);
  const per = (s) => `${((s * 1e6) / total).toFixed(0)} µs`;
  console.info(`${target}: ${r.rps} req/s, p99 ${r.p99} ms, errors ${r.errors}`);
  console.info(
    `CPU per request: server ${per(cpuOf(server.pid) - before.server)}, PostgreSQL ${per(postgresCpu() - before.pg)}, load generator ${per((self.user + self.system) / 1e6)}`,
  );
} finally {
  await server.stop();
  await scratch?.drop();
}
