import type { AccountSession, AccountRole } from '@bantuin/contract';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import type { TokenService } from '../../lib/tokens.js';
import type { Notifier } from '../chat/notifier.js';
import { describeDevice } from './device.js';

export interface SessionMeta {
  userAgent?: string;
  ip?: string;
}

export interface SessionsService {
  /** A new session row and its access token (a login). */
  start(user: { id: string; role: AccountRole }, meta: SessionMeta): Promise<string>;
  /** The person's live sessions, the newest seen first; `current` marks the asking one. */
  list(userId: string, currentSessionId: string): Promise<AccountSession[]>;
  /** Ends one of the person's own sessions (404 for anyone else's, or one already over). */
  end(userId: string, sessionId: string): Promise<void>;
  /** Ends every live session of the person except `exceptSessionId` (all when omitted). */
  endAll(userId: string, exceptSessionId?: string): Promise<number>;
  /**
   * The same inside a caller's transaction (a password reset): answers the ended ids; the
   * caller calls `afterEnded` once it committed.
   */
  endAllIn(tx: Executor, userId: string, exceptSessionId?: string): Promise<string[]>;
  /** After sessions ended committed: this process forgets the account, their sockets close. */
  afterEnded(userId: string, sessionIds: readonly string[]): void;
  /** A request of the session arrived: `last_seen_at` is written at most once a minute. */
  seen(sessionId: string): void;
}

/** `last_seen_at` is written at most this often per session. */
const SEEN_EVERY_MS = 60_000;
/** How many sessions' last write a process remembers (oldest go first). */
const SEEN_MEMORY = 50_000;

/**
 * Sessions: a row per login. A token names its row (`sid`); the per-request account lookup
 * reads the ended ones with the account (repository's `authAccountLookup`), so ending one
 * touches the user's row: the users trigger tells every process to forget the account.
 */
export function createSessionsService(
  db: Database,
  tokens: TokenService,
  deps: {
    notifier: Notifier;
    forgetAccount: (userId: string) => void;
    onError?: (e: unknown) => void;
  },
): SessionsService {
  const lastWritten = new Map<string, number>();

  const live = (userId: string) =>
    and(eq(sessions.userId, userId), isNull(sessions.endedAt), gt(sessions.expiresAt, sql`now()`));

  /** A no-op update whose row trigger (migration 0012) makes every process forget the account. */
  const touchAccount = (tx: Executor, userId: string) =>
    tx
      .update(users)
      .set({ tokensValidAfter: sql`${users.tokensValidAfter}` })
      .where(eq(users.id, userId));

  async function endAllIn(tx: Executor, userId: string, exceptSessionId?: string) {
    const ended = await tx
      .update(sessions)
      .set({ endedAt: sql`now()` })
      .where(and(live(userId), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined))
      .returning({ id: sessions.id });
    if (ended.length > 0) await touchAccount(tx, userId);
    return ended.map((row) => row.id);
  }

  function afterEnded(userId: string, sessionIds: readonly string[]) {
    if (sessionIds.length === 0) return;
    deps.forgetAccount(userId);
    for (const id of sessionIds) {
      lastWritten.delete(id);
      deps.notifier.disconnectSession(id);
    }
  }

  return {
    async start(user, meta) {
      const sessionId = crypto.randomUUID();
      const { token, expiresAt } = await tokens.issue(user, sessionId);
      await db.insert(sessions).values({
        id: sessionId,
        userId: user.id,
        device: describeDevice(meta.userAgent),
        ip: meta.ip ?? null,
        expiresAt: new Date(expiresAt),
      });
      return token;
    },

    async list(userId, currentSessionId) {
      const rows = await db
        .select()
        .from(sessions)
        .where(live(userId))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
        .limit(100);
      return rows.map((row) => ({
        id: row.id,
        device: row.device,
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === currentSessionId,
      }));
    },

    async end(userId, sessionId) {
      const ended = await db.transaction(async (tx) => {
        // Someone else's session answers as one that does not exist.
        const [row] = await tx
          .update(sessions)
          .set({ endedAt: sql`now()` })
          .where(and(eq(sessions.id, sessionId), live(userId)))
          .returning({ id: sessions.id });
        if (!row) throw notFound('Sesi tidak ditemukan atau sudah berakhir');
        await touchAccount(tx, userId);
        return row.id;
      });
      afterEnded(userId, [ended]);
    },

    async endAll(userId, exceptSessionId) {
      const ended = await db.transaction((tx) => endAllIn(tx, userId, exceptSessionId));
      afterEnded(userId, ended);
      return ended.length;
    },

    endAllIn,
    afterEnded,

    seen(sessionId) {
      const now = Date.now();
      const last = lastWritten.get(sessionId);
      if (last !== undefined && now - last < SEEN_EVERY_MS) return;
      lastWritten.delete(sessionId);
      if (lastWritten.size >= SEEN_MEMORY) {
        lastWritten.delete(lastWritten.keys().next().value as string);
      }
      lastWritten.set(sessionId, now);
      // Not awaited: the request does not wait for the bookkeeping.
      db.update(sessions)
        .set({ lastSeenAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)))
        .then(
          () => {},
          (error: unknown) => deps.onError?.(error),
        );
    },
  };
}
