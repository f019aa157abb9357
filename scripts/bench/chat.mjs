// Chat under load: pairs of sockets in rooms, a fixed total message rate, send → the other
// member's receive latency and lost messages; the same harness against a bare socket.io server.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io } from 'socket.io-client';
import { startChild } from './child.mjs';
import { api, fundWallet, postJob, user } from './server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Chat messages a person may send a second (CHAT_LIMITS.messagesPerSecond, per person). */
const PERSON_LIMIT = 5;
/** Sockets a person may hold on one process (CHAT_SOCKETS_PER_USER's default). */
const SOCKETS_PER_PERSON = 5;

/**
 * `rooms` chats, each a Nitip job given to a Yasa, between pairs of people who each hold a few
 * rooms: as many as keep every person at half their message limit at `rate` messages a second
 * in total (each room speaks `rate / rooms` a second, its two members taking turns), and no more
 * than the sockets a person may hold. The rate limit and the socket cap are per person, so one
 * Jalu and one Yasa in every room would be refused: real load comes from many people.
 * Answers `[{ id, tokens: [jalu, yasa] }]`, interleaved so a pair's rooms speak spread out.
 */
export async function chatRooms(url, rooms, rate) {
  const roomsPerPair = Math.max(
    1,
    Math.min(SOCKETS_PER_PERSON, Math.floor((PERSON_LIMIT * rooms) / rate)),
  );
  const pairCount = Math.ceil(rooms / roomsPerPair);
  const pairs = [];
  for (let start = 0; start < pairCount; start += 10) {
    const batch = Array.from({ length: Math.min(10, pairCount - start) }, (_, i) => start + i);
    pairs.push(
      ...(await Promise.all(
        batch.map(async (p) => {
          const [jalu, yasa] = await Promise.all([
            user(url, 'jalu', 1000 + p),
            user(url, 'yasa', 1000 + p),
          ]);
          await fundWallet(url, jalu.token, 1_000_000);
          const ids = [];
          for (let r = 0; r < roomsPerPair; r++) {
            const id = await postJob(url, jalu.token, r);
            await api(url, 'POST', `/workers/jobs/${id}`, { token: yasa.token });
            await api(url, 'PATCH', `/clients/jobs/${id}/${yasa.id}`, { token: jalu.token });
            ids.push(id);
          }
          return { tokens: [jalu.token, yasa.token], ids };
        }),
      )),
    );
  }
  const result = [];
  for (let r = 0; result.length < rooms; r++) {
    for (const pair of pairs) {
      if (result.length < rooms && pair.ids[r])
        result.push({ id: pair.ids[r], tokens: pair.tokens });
    }
  }
  return result;
}

function connect(url, token) {
  const socket = io(url, {
    auth: token ? { token } : {},
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;

/**
 * Two sockets per room (the Jalu's on `urls[0]`, the Yasa's on the last url), `rate` messages
 * a second in total: `warmUp` seconds unmeasured (a process just started compiles its hot
 * paths and opens its connections), then `seconds` measured; waits up to 3 s for stragglers.
 * `rooms`: `{ id, tokens }`; `onSending` is called as the first measured message goes.
 */
export async function chatLoad({ urls, rooms, rate, seconds, warmUp = 0, onSending = () => {} }) {
  const sockets = [];
  const pairs = [];
  for (let start = 0; start < rooms.length; start += 50) {
    const batch = rooms.slice(start, start + 50);
    const joined = await Promise.all(
      batch.map(async ({ id: room, tokens }) => {
        const a = await connect(urls[0], tokens[0]);
        const b = await connect(urls[urls.length - 1], tokens[1]);
        for (const s of [a, b]) {
          const answer = await s.timeout(10_000).emitWithAck('join_room', room);
          if (!answer.ok) throw new Error(`join_room: ${JSON.stringify(answer)}`);
        }
        return { room, a, b };
      }),
    );
    pairs.push(...joined);
    for (const p of joined) sockets.push(p.a, p.b);
  }

  const sentAt = new Map();
  const latencies = [];
  let refused = 0;
  for (const { a, b } of pairs) {
    for (const [receiver, sender] of [
      [a, b],
      [b, a],
    ]) {
      receiver.on('receive_message', (msg) => {
        const [seq, from] = msg.message.split(':');
        if (from !== sender.id) return;
        const t0 = sentAt.get(seq);
        if (t0 === undefined) return;
        sentAt.delete(seq);
        latencies.push(performance.now() - t0);
      });
    }
  }

  let seq = 0;
  let measured = 0;
  const tickMs = 10;
  const perTick = rate / (1000 / tickMs);
  let owed = 0;
  const measuredFrom = performance.now() + warmUp * 1000;
  if (!warmUp) onSending();
  let measuring = !warmUp;
  const ends = measuredFrom + seconds * 1000;
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      if (!measuring && performance.now() >= measuredFrom) {
        measuring = true;
        onSending();
      }
      if (performance.now() >= ends) {
        clearInterval(timer);
        resolve();
        return;
      }
      owed += perTick;
      for (; owed >= 1; owed--) {
        const pair = pairs[seq % pairs.length];
        // Alternate which member speaks, so each socket sends at most ~rate/sockets a second.
        const sender = Math.floor(seq / pairs.length) % 2 ? pair.b : pair.a;
        // The same cadence throughout (the per-person limit); warm-up messages are not counted.
        const key = measuring ? String(seq++) : `w${seq++}`;
        if (measuring) {
          measured += 1;
          sentAt.set(key, performance.now());
        }
        const counted = measuring;
        sender.emit('send_message', { room: pair.room, message: `${key}:${sender.id}` }, (ack) => {
          if (counted && ack && !ack.ok) refused++;
        });
      }
    }, tickMs);
  });
  const deadline = performance.now() + 3000;
  while (sentAt.size && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  for (const s of sockets) s.disconnect();
  latencies.sort((x, y) => x - y);
  return {
    sockets: sockets.length,
    rooms: pairs.length,
    sent: measured,
    received: latencies.length,
    lost: sentAt.size,
    refused,
    'msg/s': Math.round(measured / seconds),
    p50: +percentile(latencies, 50).toFixed(2),
    p99: +percentile(latencies, 99).toFixed(2),
  };
}

export async function bareChat(settings) {
  const bare = await startChild(path.join(here, 'bare-socketio.mjs'));
  try {
    const rooms = Array.from({ length: settings.rooms }, (_, i) => ({
      id: `room-${i}`,
      tokens: [null, null],
    }));
    return await chatLoad({ ...settings, urls: [bare.url], rooms });
  } finally {
    await bare.stop();
  }
}
