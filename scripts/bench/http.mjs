// Throughput and latency of an endpoint against a baseline measured in the same run:
// alternating rounds, the better round of each side kept.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startChild } from './child.mjs';
import { nitipJob } from './server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

export function load(opts, { seconds, connections }) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...opts }, (error, result) => {
      if (error) return reject(error);
      resolve({
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      });
    });
  });
}

/**
 * A point around Jakarta (±0.15°, ~17 km), different each call: `near=` as many Yasa standing in
 * different places ask it, so no cache answers it.
 */
export const randomJakartaPoint = () =>
  `${(-6.2 + (Math.random() - 0.5) * 0.3).toFixed(5)},${(106.8 + (Math.random() - 0.5) * 0.3).toFixed(5)}`;

/**
 * autocannon options for `read`: its fixed path, or with `read.pathPerRequest()` a new path for
 * every request (the bare mirror keeps answering the fixed path's bytes); with `read.tokens`,
 * each request as the next of those people (many readers of the same page), else as
 * `read.token`.
 */
export function readOptions(url, read) {
  const headers = read.token ? { authorization: `Bearer ${read.token}` } : {};
  if (!read.pathPerRequest && !read.tokens) return { url: url + read.path, headers };
  let n = 0;
  return {
    url: url + read.path,
    headers,
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          ...(read.pathPerRequest ? { path: read.pathPerRequest() } : {}),
          ...(read.tokens
            ? { headers: { authorization: `Bearer ${read.tokens[n++ % read.tokens.length]}` } }
            : {}),
        }),
      },
    ],
  };
}

const better = (a, b) => (!a || b.rps > a.rps ? b : a);

/**
 * Waits (at most 20 s) until `url` answers quickly again: requests a load left in flight
 * would otherwise still be served during the next measurement.
 */
export async function settle(url) {
  const until = performance.now() + 20_000;
  while (performance.now() < until) {
    const t0 = performance.now();
    await fetch(`${url}/healthz`).catch(() => {});
    if (performance.now() - t0 < 100) return;
  }
}

/** Alternates `a` and `b` for `rounds` rounds; the best round of each, and b's share of a. */
export async function compare(runA, runB, rounds) {
  let a;
  let b;
  for (let i = 0; i < rounds; i++) {
    a = better(a, await runA());
    b = better(b, await runB());
  }
  return { a, b, ratio: +(a.rps / b.rps).toFixed(3) };
}

/**
 * A bare node:http server answering each request with the bytes Bantuin answered (fetched once
 * here); `reads` are { name, path, token }.
 */
export async function bareMirror(bantuinUrl, reads) {
  const answers = {};
  for (const read of reads) {
    const token = read.token ?? read.tokens?.[0];
    const res = await fetch(bantuinUrl + read.path, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (!res.ok) throw new Error(`${read.path}: ${res.status} ${await res.text()}`);
    const body = Buffer.from(await res.arrayBuffer());
    read.bytes = body.length;
    answers[`GET ${read.path}`] = {
      status: res.status,
      headers: { 'content-type': res.headers.get('content-type') },
      body: body.toString('base64'),
    };
  }
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bantuin-bench-')), 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  return startChild(path.join(here, 'bare-http.mjs'), [file]);
}

/**
 * Each read on Bantuin and on its bare mirror, alternating (who goes first swaps each round), the
 * better round of each kept. Every round runs on fresh processes of both (`startBantuin` starts
 * Bantuin on the seeded data): on this shared VM one process keeps its speed, up to a fifth off
 * another's, for its whole life (two processes of one build pinned to one core and loaded at once
 * keep a steady ratio, a new pair another), so rounds on one process would sample that once.
 */
export async function readsVersusBare(reads, settings, startBantuin) {
  const best = new Map();
  for (let round = 0; round < settings.rounds; round++) {
    const bantuin = await startBantuin();
    let bare;
    try {
      bare = await bareMirror(bantuin.url, reads);
      for (const read of reads) {
        const measure = async (url) => {
          // The bare mirror answers the fixed path's bytes whatever Bantuin is asked, to a load
          // generator that builds no request anew (going round the paths or the people costs
          // the load generator, which shares the machine: charged to Bantuin only).
          const options =
            url === bantuin.url
              ? readOptions(url, read)
              : readOptions(url, { ...read, pathPerRequest: undefined, tokens: undefined });
          // A fresh process compiles its hot paths in the first moments: not what is measured.
          await load(options, { ...settings, seconds: 1 });
          await settle(url);
          const result = await load(options, settings);
          await settle(url);
          return result;
        };
        // Who goes first swaps every round, so a drift in the machine's load favours neither.
        const bantuinFirst = round % 2 === 0;
        const first = await measure(bantuinFirst ? bantuin.url : bare.url);
        const second = await measure(bantuinFirst ? bare.url : bantuin.url);
        const kept = best.get(read) ?? {};
        best.set(read, {
          bantuin: better(kept.bantuin, bantuinFirst ? first : second),
          bare: better(kept.bare, bantuinFirst ? second : first),
        });
      }
    } finally {
      await bare?.stop();
      await bantuin.stop();
    }
  }
  return reads.map((read) => {
    const { bantuin, bare } = best.get(read);
    return {
      read: read.name,
      bytes: read.bytes,
      bantuin,
      bare,
      ratio: +(bantuin.rps / bare.rps).toFixed(3),
    };
  });
}

/**
 * autocannon options posting Nitip jobs, round `tokens` (one Jalu each); `posted()` counts the
 * posts made so far.
 */
export function postingLoad(url, tokens) {
  let n = 0;
  return {
    posted: () => n,
    options: {
      url: `${url}/clients/jobs/belanja`,
      method: 'POST',
      requests: [
        {
          setupRequest: (req) => {
            const i = n++;
            return {
              ...req,
              headers: {
                authorization: `Bearer ${tokens[i % tokens.length]}`,
                'content-type': 'application/json',
              },
              body: JSON.stringify(nitipJob(i)),
            };
          },
        },
      ],
    },
  };
}

/**
 * Posting a Nitip job against GET /healthz in the same run; the requests go round `tokens`
 * (one Jalu each), so with one token every post waits for that Jalu's wallet row.
 */
export async function postVersusHealth(url, tokens, settings) {
  const posting = postingLoad(url, tokens);
  const { a, b, ratio } = await compare(
    async () => {
      const result = await load(posting.options, settings);
      await settle(url);
      return result;
    },
    async () => {
      const result = await load({ url: `${url}/healthz` }, settings);
      await settle(url);
      return result;
    },
    settings.rounds,
  );
  return { post: a, healthz: b, ratio, posted: posting.posted(), jalus: tokens.length };
}
