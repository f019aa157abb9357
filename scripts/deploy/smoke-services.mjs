// What scripts/deploy-smoke.sh needs besides PostgreSQL and Redis, on loopback: an S3 server
// (s3rver, as the server's tests use) with one bucket, and a geocoder that answers after
// 1.5 s — a request to hold in flight while a replica is stopped. Prints one JSON line with
// their addresses, then runs until SIGTERM.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const require = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const S3rver = require('s3rver');

const bucket = process.argv[2] ?? 'bantuin-smoke';
const directory = mkdtempSync(path.join(tmpdir(), 'bantuin-smoke-s3-'));
const s3 = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const s3Address = await s3.run();

const geocoder = createServer((_request, response) => {
  setTimeout(() => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ display_name: 'Jalan Lambat 1, Jakarta' }));
  }, 1500);
});
await new Promise((resolve) => geocoder.listen(0, '127.0.0.1', resolve));

console.info(
  JSON.stringify({
    s3Endpoint: `http://127.0.0.1:${s3Address.port}`,
    s3Bucket: bucket,
    // s3rver's fixed credentials.
    s3AccessKeyId: 'S3RVER',
    s3SecretAccessKey: 'S3RVER',
    geocoderUrl: `http://127.0.0.1:${geocoder.address().port}`,
  }),
);

const stop = async () => {
  geocoder.closeAllConnections();
  geocoder.close();
  await s3.close();
  rmSync(directory, { recursive: true, force: true });
  // Not process.exit(): it can hang for good on Node 24 (apps/server/src/lib/exit-once-idle.ts).
  setTimeout(() => process.exit(0), 1000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
