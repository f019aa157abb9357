import type { Role } from '@bantuin/contract';
import { paths } from '@/lib/paths';

/** The list each side finds its jobs in, when the chat itself cannot be opened. */
export function jobListPath(role: Role): { to: string; label: string } {
  return role === 'jalu'
    ? { to: paths.jalu.myOrders, label: 'Lihat Pesanan Saya' }
    : { to: paths.yasa.myJobs, label: 'Lihat Pekerjaan saya' };
}

/** How the other side is called, and the name shown while theirs is empty. */
export function counterpartCaption(role: Role): string {
  return role === 'jalu' ? 'Yasa' : 'Jalu';
}
