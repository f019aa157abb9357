import { createECDH, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Waits until `check` answers something truthy (polling; never a fixed sleep). */
export async function waitFor<T>(
  check: () => Promise<T> | T,
  timeoutMs = 15_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A real SMTP server on loopback; every mail it accepts is parsed with mailparser. */
export async function startSmtpServer() {
  const mails: (ParsedMail & { envelopeTo: string[] })[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(
            Object.assign(mail, { envelopeTo: session.envelope.rcptTo.map((r) => r.address) }),
          );
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function listenOn(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** A browser's push subscription: its keys are ours, so the fake service can decrypt. */
export function newPushSubscriber(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    /** RFC 8291 (aes128gcm): the plaintext the application server encrypted for us. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const senderKey = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(senderKey);
      const keyInfo = Buffer.concat([
        Buffer.from('WebPush: info\0'),
        ecdh.getPublicKey(),
        senderKey,
      ]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, auth, keyInfo, 32));
      const cek = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
      );
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
      const padded = Buffer.concat([
        decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02, then zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error('bad padding delimiter');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/**
 * A push service on loopback: checks the VAPID JWT (ES256, audience = its origin, signed by
 * the key in `k=`) and hands back the encrypted body. Paths under /gone/ answer 410.
 */
export async function startFakePushService() {
  const received: { path: string; body: Buffer; subject: string; publicKey: string }[] = [];
  const refused: string[] = [];
  let origin = '';
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      try {
        if (request.url?.startsWith('/gone/')) {
          response.writeHead(410).end();
          return;
        }
        const header = request.headers.authorization ?? '';
        const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
        if (!match) throw new Error(`no VAPID header: ${header}`);
        const [, token, key] = match as unknown as [string, string, string];
        const raw = Buffer.from(key, 'base64url');
        const publicKey = await importJWK(
          {
            kty: 'EC',
            crv: 'P-256',
            x: raw.subarray(1, 33).toString('base64url'),
            y: raw.subarray(33, 65).toString('base64url'),
          },
          'ES256',
        );
        const { payload } = await jwtVerify(token, publicKey, {
          audience: origin,
          algorithms: ['ES256'],
        });
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
        received.push({
          path: request.url ?? '',
          body,
          subject: String(payload.sub),
          publicKey: key,
        });
        response.writeHead(201).end();
      } catch (error) {
        refused.push((error as Error).message);
        response.writeHead(401).end();
      }
    })();
  });
  origin = await listenOn(server);
  return {
    origin,
    received,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Meta's Graph API on loopback: POST /v21.0/{phone-number-id}/messages with the token; a
 * queue of answers to give (default 200).
 */
export async function startFakeGraphApi(expect: { token: string; phoneNumberId: string }) {
  const messages: { to: string; template: string; language: string; parameters: string[] }[] = [];
  const refused: string[] = [];
  const answers: number[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      if (request.method !== 'POST' || request.url !== `/v21.0/${expect.phoneNumberId}/messages`) {
        refused.push(`path ${request.method} ${request.url}`);
        response.writeHead(404).end();
        return;
      }
      if (request.headers.authorization !== `Bearer ${expect.token}`) {
        refused.push('token');
        response.writeHead(401).end('{"error":{"message":"Invalid OAuth access token"}}');
        return;
      }
      const status = answers.shift() ?? 200;
      if (status !== 200) {
        response.writeHead(status).end('{"error":{"message":"try later"}}');
        return;
      }
      const json = JSON.parse(body.toString('utf8'));
      messages.push({
        to: json.to,
        template: json.template.name,
        language: json.template.language.code,
        parameters: json.template.components[0].parameters.map((p: { text: string }) => p.text),
      });
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"messages":[{"id":"wamid.1"}]}');
    })();
  });
  const origin = await listenOn(server);
  return {
    apiUrl: `${origin}/v21.0`,
    messages,
    refused,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
