// The pages as a deployment serves them: HTTPS with HTTP/2, through deploy/nginx.conf.
// Browsers speak HTTP/2 only over TLS, and the app leaves TLS to the proxy in front
// (docs/DEPLOY.md), so a phone never loads the app over plain HTTP/1.1 with its six connections
// per origin. Debian's nginx runs deploy/nginx.conf as the deployment smoke test does
// (scripts/deploy-smoke.sh), with only the upstream and the listen line rewritten, and a
// throw-away self-signed certificate (openssl) for 127.0.0.1.
import { execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import https from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './server.mjs';

/** Whether `command` runs here (nginx -v, openssl version). */
function available(command, args) {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

/**
 * nginx with deploy/nginx.conf in front of `upstreamUrl` (http://127.0.0.1:port), on
 * https://127.0.0.1:<free port> with HTTP/2. Resolves to `{ url, stop }`, or to
 * `{ unavailable: why }` when nginx or openssl is missing (the caller measures directly).
 */
export async function startTlsProxy(upstreamUrl) {
  if (!available('nginx', ['-v']) || !available('openssl', ['version'])) {
    return { unavailable: 'nginx or openssl is not installed' };
  }
  const work = mkdtempSync(path.join(tmpdir(), 'bantuin-tls-'));
  // nginx's workers (not root) write large answers to its temp folders.
  chmodSync(work, 0o755);
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(work, dir), { mode: 0o777 });
    chmodSync(path.join(work, dir), 0o777);
  }
  const cert = path.join(work, 'cert.pem');
  const key = path.join(work, 'key.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'],
      ...['-keyout', key, '-out', cert, '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  chmodSync(key, 0o644);
  const port = await freePort();
  const upstream = new URL(upstreamUrl).host;
  const site = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replace(/^(\s*)server app:3000(.*)$/m, `$1server ${upstream}$2`)
    .replace(
      /^(\s*)listen 80;$/m,
      // `listen … http2` rather than `http2 on;`: Debian 12's nginx is 1.22.
      `$1listen 127.0.0.1:${port} ssl http2;\n$1ssl_certificate ${cert};\n$1ssl_certificate_key ${key};`,
    );
  if (!site.includes(`server ${upstream}`) || !site.includes(`listen 127.0.0.1:${port} ssl`)) {
    throw new Error("deploy/nginx.conf no longer has 'server app:3000' and 'listen 80;'");
  }
  writeFileSync(path.join(work, 'bantuin.conf'), site);
  writeFileSync(
    path.join(work, 'nginx.conf'),
    `worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${work}/client_body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  include ${work}/bantuin.conf;
}
`,
  );
  const nginx = spawn('nginx', ['-c', `${work}/nginx.conf`, '-p', work, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  const url = `https://127.0.0.1:${port}`;
  // Up once it answers; the certificate is our own, so this check does not verify it.
  for (let attempt = 0; ; attempt++) {
    const up = await new Promise((resolve) => {
      https
        .get(`${url}/livez`, { rejectUnauthorized: false }, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        })
        .once('error', () => resolve(false));
    });
    if (up) break;
    if (attempt >= 50 || nginx.exitCode !== null) {
      nginx.kill();
      // Only once nginx has exited: it writes to the folder until then.
      await exited;
      const errorLog = path.join(work, 'error.log');
      const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8').slice(-2000) : '';
      rmSync(work, { recursive: true, force: true });
      throw new Error(`nginx did not answer on ${url}: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      nginx.kill();
      await exited;
      rmSync(work, { recursive: true, force: true });
    },
  };
}
