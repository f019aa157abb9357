import { useEffect } from 'react';

/*
 * How many applicants of each open order the Jalu has seen (the order page's waiting list), kept
 * in this browser, so 'Pesanan Saya' can make new ones stand out ('1 baru'). Only a hint: another
 * device starts from nothing seen, which shows every applicant as new once.
 */

const KEY = 'bantuin:seen-applicants';

type Seen = Record<string, number>;

function read(): Seen {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Seen) : {};
  } catch {
    return {};
  }
}

/** Applicants of `jobId` the Jalu has already seen in its waiting list. */
export function seenApplicants(jobId: string): number {
  return read()[jobId] ?? 0;
}

/** The waiting list of `jobId` is on screen with `count` applicants. */
export function useMarkApplicantsSeen(jobId: string, count: number): void {
  useEffect(() => {
    const seen = read();
    if (seen[jobId] === count) return;
    seen[jobId] = count;
    try {
      localStorage.setItem(KEY, JSON.stringify(seen));
    } catch {
      // Storage full or off: the hint is lost, nothing else.
    }
  }, [jobId, count]);
}
