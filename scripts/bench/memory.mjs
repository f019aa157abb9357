import { readFileSync } from 'node:fs';

/** Resident memory of a process in MiB (Linux), or null elsewhere. */
export function rssMiB(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}
