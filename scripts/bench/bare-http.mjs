// The baseline: a bare node:http server answering, per path, the very bytes Bantuin answered.
// Reads `{ [pathWithQuery]: { status, headers, body(base64) } }` from the file in argv[2].
import { readFileSync } from 'node:fs';
import http from 'node:http';

const answers = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(process.argv[2], 'utf8'))).map(([key, a]) => [
    key,
    { ...a, body: Buffer.from(a.body, 'base64') },
  ]),
);
const server = http.createServer((req, res) => {
  const answer = answers[`${req.method} ${req.url}`];
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  req.resume();
  req.on('end', () => {
    res.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
    res.end(answer.body);
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`port ${server.address().port}\n`));
