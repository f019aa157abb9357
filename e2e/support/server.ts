import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The operator every run has, created with the CLI (`npm run admin -- create`) before start. */
export const E2E_ADMIN = { email: 'ops-e2e@bantuin.id', password: 'operator-e2e-rahasia' };

/**
 * `npm run admin -- create`, as an operator would run it, against the run's PGlite folder
 * before the server opens it (an embedded folder belongs to one process at a time).
 */
function createAdminWithCli(dataDir: string) {
  const result = spawnSync('npm', ['run', '--silent', 'admin', '--', 'create', E2E_ADMIN.email], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status !== 0) {
    throw new Error(`admin CLI failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the real built app (`npm run build` first) on a free port with a fresh DATA_DIR,
 * and resolves once it prints its address.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bantuin-e2e-'));
  createAdminWithCli(dataDir);
  // On PGlite, as `npm start` runs it (scripts/start.mjs).
  const flags = JSON.parse(
    readFileSync(path.join(root, 'apps/server/node-flags.json'), 'utf8'),
  ) as {
    always: string[];
    embeddedDatabase: string[];
  };
  const nodeFlags = [...flags.always, ...flags.embeddedDatabase];
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeFlags, path.join(root, 'apps/server/dist/main.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        VALIDATE_RESPONSES: 'true',
        DATABASE_URL: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );

  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      reject(new Error(`server exited with ${code} before listening:\n${output}`)),
    );
  });

  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
