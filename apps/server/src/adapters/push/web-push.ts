import webpush from 'web-push';

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

export function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}

/**
 * Web Push (RFC 8030/8291/8292): the `web-push` library encrypts the payload and signs the
 * VAPID header; the request goes out through fetch (a deadline, and plain http for a loopback
 * service the allowlist names in tests).
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
    const { Authorization } = webpush.getVapidHeaders(
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
      const request = webpush.generateRequestDetails(target, payload, {
        headers: { Authorization: authorizationFor(target.endpoint) },
        TTL: 24 * 3600,
        urgency: 'normal',
      });
      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body as Buffer | null,
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        // No answer (timeout, refused connection): worth another try.
        return { ok: false, status: 0, gone: false, message: (error as Error).message };
      }
      if (response.ok) return { ok: true };
      const status = response.status;
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
