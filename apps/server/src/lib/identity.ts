import type { AccountRole, Role } from '@bantuin/contract';

/** Who is asking: a signed-in account, as http/auth's guards hand it to routes. */
export interface AuthUser {
  id: string;
  role: AccountRole;
  /** The session (login) the request's token belongs to. */
  sessionId: string;
}

/** A signed-in Jalu or Yasa: what every marketplace route works with. */
export interface MemberUser {
  id: string;
  role: Role;
}

/** Whether a token's account still may act: missing, suspended, or fine. */
export type AccountStanding = 'active' | 'suspended' | 'missing';

/** An account as the per-request check sees it. */
export interface AccountState extends Omit<AuthUser, 'sessionId'> {
  suspended: boolean;
  /** Tokens issued before this (ms since epoch) are refused; null: none. */
  tokensValidAfter: number | null;
  /**
   * Sessions ended (signed out, a password change) whose tokens have not expired yet: read with
   * the account in the same query, so refusing them costs no extra round trip.
   */
  endedSessions: ReadonlySet<string>;
}

/** Who a verified token names, as the database knows them now; undefined when gone. */
export type FindUser = (id: string) => Promise<AccountState | undefined>;

/** `FindUser`'s answer when it is at hand without waiting (a cache); undefined otherwise. */
export type PeekUser = (id: string) => AccountState | undefined;

/**
 * Whether the session a token carries has ended: its account is gone, is not of its role, or
 * ended every session after the token was issued (a suspension does; reinstating revives none),
 * or its own session was ended (signed out from 'Perangkat yang masuk', a password change).
 */
export const sessionEnded = (
  token: { role: AccountRole; issuedAt: number; sessionId: string },
  account: AccountState | undefined,
) =>
  !account ||
  account.role !== token.role ||
  // A suspended person hears of the suspension (403) rather than of an ended session.
  (!account.suspended &&
    (account.endedSessions.has(token.sessionId) ||
      (account.tokensValidAfter !== null && token.issuedAt < account.tokensValidAfter)));
