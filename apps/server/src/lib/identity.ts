import type { AccountRole, Role } from '@bantuin/contract';

/** Who is asking: a signed-in account, as http/auth's guards hand it to routes. */
export interface AuthUser {
  id: string;
  role: AccountRole;
}

/** A signed-in Jalu or Yasa: what every marketplace route works with. */
export interface MemberUser {
  id: string;
  role: Role;
}

/** Whether a token's account still may act: missing, suspended, or fine. */
export type AccountStanding = 'active' | 'suspended' | 'missing';

/** Who a verified token names, as the database knows them now; undefined when gone. */
export type FindUser = (id: string) => Promise<(AuthUser & { suspended: boolean }) | undefined>;

/** `FindUser`'s answer when it is at hand without waiting (a cache); undefined otherwise. */
export type PeekUser = (id: string) => (AuthUser & { suspended: boolean }) | undefined;
