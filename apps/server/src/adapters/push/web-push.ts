import { createCipheriv, createECDH, createHmac, createSecretKey, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { createRequire } from 'node:module';
import type * as WebPush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What the push service answered; `gone`: the subscription no longer exists (404/410). */
export type PushResult =
  { ok: true } | { ok: false; status: number; gone: boolean; message: string };

/** The known browsers' push services; a subscription may point at these hosts only. */
export const KNOWN_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
];

export function isAllowedPushEndpoint(endpoint: string, extraHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  const extra = extraHosts.some((allowed) => allowed === host || allowed === url.host);
  if (extra) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:') return false;
  return KNOWN_PUSH_HOSTS.some((pattern) =>
    pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern,
  );
}

/** A VAPID token is valid 12 hours at most (RFC 8292 advises ≤ 24 h); one is reused for 1 hour. */
const VAPID_TOKEN_SECONDS = 12 * 3600;
const VAPID_REUSE_MS = 3_600_000;

// Required when first needed (a push, or keys on the very first start), not at every start: it
// and its ASN.1 and JWT packages are ~40 ms of a restart (profile, issue 31).
const requireFromHere = createRequire(import.meta.url);
let webPushLibrary: typeof WebPush | undefined;
const webPush = () => (webPushLibrary ??= requireFromHere('web-push') as typeof WebPush);

export function generateVapidKeys(): VapidKeys {
  return webPush().generateVAPIDKeys();
}

/** Connections kept open per push service (a fan-out sends thousands to the same few hosts). */
const agentOptions = { keepAlive: true, maxSockets: 64 };
const agents = { http: new http.Agent(agentOptions), https: new https.Agent(agentOptions) };

/**
 * POSTs one push; answers the push service's status. `fetch` cost twice the CPU per push of `node:http` (its
 * Request, Headers and stream objects), a third of a 10,000-push fan-out (profile, issue 26).
 * Redirects are not followed: a 3xx is an answer like any other non-2xx.
 */
function post(
  endpoint: string,
  headers: Record<string, string>,
  body: Buffer,
  timeoutMs: number,
): Promise<number> {
  const url = new URL(endpoint);
  const secure = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(
      url,
      {
        method: 'POST',
        headers,
        agent: secure ? agents.https : agents.http,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        // The status is the answer: a push accepted and then cut off is sent (another try would
        // show it twice). The body is read to its end so the connection serves the next push.
        resolve(response.statusCode ?? 0);
        response.on('error', () => {});
        response.resume();
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Web Push (RFC 8030/8291/8292): the `web-push` library signs the VAPID header, the payload is
 * encrypted below with node:crypto; the request goes out through `node:http(s)` with keep-alive
 * connections and a deadline (plain http only for a loopback service the allowlist names in tests).
 */
export function webPushSender(vapid: VapidKeys, subject: string, timeoutMs: number) {
  // The VAPID header is a JWT per push service (its origin is the audience): signed once an hour
  // and reused, not per push (signing was a tenth of a 10,000-push fan-out's CPU).
  const vapidHeaders = new Map<string, { authorization: string; renewAt: number }>();
  const authorizationFor = (endpoint: string) => {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    const known = vapidHeaders.get(audience);
    if (known && known.renewAt > now) return known.authorization;
    const { Authorization } = webPush().getVapidHeaders(
      audience,
      subject,
      vapid.publicKey,
      vapid.privateKey,
      'aes128gcm',
      Math.floor(now / 1000) + VAPID_TOKEN_SECONDS,
    ) as { Authorization: string };
    vapidHeaders.set(audience, { authorization: Authorization, renewAt: now + VAPID_REUSE_MS });
    return Authorization;
  };
  return {
    publicKey: vapid.publicKey,
    async send(target: PushTarget, payload: string): Promise<PushResult> {
      let body: Buffer;
      try {
        body = encryptAes128gcm(target.keys, Buffer.from(payload));
      } catch (error) {
        // A subscription whose keys are not a P-256 point and a 16-byte secret: never deliverable.
        return { ok: false, status: 400, gone: false, message: (error as Error).message };
      }
      const headers = {
        TTL: String(24 * 3600),
        Urgency: 'normal',
        'Content-Type': 'application/octet-stream',
        'Content-Encoding': 'aes128gcm',
        'Content-Length': String(body.length),
        Authorization: authorizationFor(target.endpoint),
      };
      let status: number;
      try {
        status = await post(target.endpoint, headers, body, timeoutMs);
      } catch (error) {
        // No answer (timeout, refused connection): worth another try.
        return { ok: false, status: 0, gone: false, message: (error as Error).message };
      }
      if (status >= 200 && status < 300) return { ok: true };
      return {
        ok: false,
        status,
        gone: status === 404 || status === 410,
        message: `push service answered ${status}`,
      };
    },
  };
}
export type WebPushSender = ReturnType<typeof webPushSender>;

/** One record holds the whole payload (RFC 8188's default record size; pushes are < 4 KB). */
const RECORD_SIZE = 4096;
/**
 * HKDF-SHA-256 (RFC 5869) for outputs of at most 32 bytes: one HMAC to extract, one to expand.
 * `hkdfSync` made a KeyObject of each input, 6 % of a 10,000-push fan-out (profile, issue 26).
 * Keys go in as KeyObjects, here and to the cipher: given a Buffer, Node 24 asks whether it is a
 * KeyObject and then a CryptoKey by throwing and catching twice, which made each HMAC 3× slower
 * (34 against 10 µs; 16 % of a 10,000-push fan-out's CPU, in `getKeyObjectSlots`, `getSlots`).
 */
const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => {
  const pseudoRandomKey = createHmac('sha256', createSecretKey(salt)).update(ikm).digest();
  return createHmac('sha256', createSecretKey(pseudoRandomKey))
    .update(info)
    .update(ONE)
    .digest()
    .subarray(0, length);
};
const ONE = Buffer.from([1]);

/**
 * The payload encrypted for the subscription (RFC 8291 "aes128gcm", the encoding `web-push` uses):
 * a new ECDH key pair and salt per message, keys derived with the platform's HKDF. `web-push`'s
 * own encryption derives them with an HMAC object per step in JavaScript: 2.5 ms of CPU a push,
 * a third of a 10,000-push fan-out's time (profile, decision 2026-11-27-notification-queue).
 */
export function encryptAes128gcm(keys: PushTarget['keys'], payload: Buffer): Buffer {
  const userPublicKey = Buffer.from(keys.p256dh, 'base64url');
  const authSecret = Buffer.from(keys.auth, 'base64url');
  if (userPublicKey.length !== 65) throw new Error('the subscription p256dh is not 65 bytes');
  if (authSecret.length < 16) throw new Error('the subscription auth is shorter than 16 bytes');
  if (payload.length > RECORD_SIZE - 17) throw new Error('the push payload is too long');
  const local = createECDH('prime256v1');
  const localPublicKey = local.generateKeys();
  const sharedSecret = local.computeSecret(userPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), userPublicKey, localPublicKey]);
  const ikm = hkdf(authSecret, sharedSecret, keyInfo, 32);
  const salt = randomBytes(16);
  const contentKey = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const cipher = createCipheriv('aes-128-gcm', createSecretKey(contentKey), nonce);
  // The last (only) record ends with the delimiter 0x02 and no padding.
  const encrypted = Buffer.concat([
    cipher.update(payload),
    cipher.update(Buffer.from([2])),
    cipher.final(),
  ]);
  const header = Buffer.alloc(21);
  salt.copy(header, 0);
  header.writeUInt32BE(RECORD_SIZE, 16);
  header.writeUInt8(localPublicKey.length, 20);
  return Buffer.concat([header, localPublicKey, encrypted, cipher.getAuthTag()]);
}
