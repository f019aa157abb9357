// A helper child process that prints `port N` once listening.
import { spawn } from 'node:child_process';

export function startChild(script, args = [], env = {}) {
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /port (\d+)/.exec(out);
      if (match)
        resolve({
          url: `http://127.0.0.1:${match[1]}`,
          pid: child.pid,
          stop: () =>
            new Promise((done) => {
              child.once('exit', done);
              child.kill();
            }),
        });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited ${code}`)));
  });
}
