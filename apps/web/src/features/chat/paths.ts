import type { Role } from '@bantuin/contract';

/** Where each side of a chat goes back to: the Jalu's order page, the Yasa's job page. */
export function jobPagePath(role: Role, jobId: string): string {
  return role === 'jalu' ? `/jalu/order/${jobId}` : `/yasa/order/jobs/${jobId}`;
}

/** The list each side finds its jobs in, when the chat itself cannot be opened. */
export function jobListPath(role: Role): { to: string; label: string } {
  return role === 'jalu'
    ? { to: '/jalu/order/my', label: 'Lihat Pesanan Saya' }
    : { to: '/yasa/order/jobs', label: 'Lihat Pekerjaan saya' };
}

/** How the other side is called, and the name shown while theirs is empty. */
export function counterpartCaption(role: Role): string {
  return role === 'jalu' ? 'Yasa' : 'Jalu';
}
