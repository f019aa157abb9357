import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holderPid: number,
  ) {
    super(
      `The database folder ${folder} is in use by another Bantuin process (pid ${holderPid}). ` +
        'Stop that process first, or give this one its own DATA_DIR (or a DATABASE_URL).',
    );
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process's database: a second writer would silently lose data. The lock file
 * names its holder; a lock whose process is gone (kill -9, power loss) is taken over.
 * Answers the release function.
 */
export function lockDataFolder(folder: string): () => void {
  const file = path.join(folder, 'bantuin.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date() }));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder: { pid?: unknown; host?: unknown } = {};
    try {
      holder = JSON.parse(readFileSync(file, 'utf8')) as typeof holder;
    } catch {
      // Unreadable or half-written: the holder died while writing it.
    }
    const pid = typeof holder.pid === 'number' ? holder.pid : 0;
    const sameHost = holder.host === undefined || holder.host === hostname();
    if (pid && pid !== process.pid && sameHost && isRunning(pid)) {
      throw new DataDirLockedError(folder, pid);
    }
    rmSync(file, { force: true });
  }
  throw new Error(`could not lock ${folder}`);
}
