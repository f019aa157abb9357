import type { Role } from '@bantuin/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** The sections of 'Bantuan' (their ids), which the money screens link to. */
export type HelpTopic =
  'biaya' | 'pembatalan' | 'komplain' | 'penarikan' | 'verifikasi' | 'keamanan';

/** A money screen's way to the answer about it on 'Bantuan' (issue 30: from every money screen). */
export function HelpLink({
  role,
  topic,
  children,
  className = '',
}: {
  role: Role;
  topic: HelpTopic;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link to={`${paths[role].help}#${topic}`} className={`link inline-block text-sm ${className}`}>
      {children}
    </Link>
  );
}
