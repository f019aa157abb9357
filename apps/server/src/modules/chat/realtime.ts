import { createAdapter } from '@socket.io/postgres-adapter';
import {
  ACCOUNT_SUSPENDED_MESSAGE,
  SOCKET_EVENTS,
  sendMessageSchema,
  type AccountRole,
} from '@bantuin/contract';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.js';
import { AppError, badRequest, forbidden, tooManyRequests } from '../../lib/errors.js';
import { sessionEnded, type FindUser } from '../../lib/identity.js';
import type { TokenService } from '../../lib/tokens.js';
import { batchedFanOut, fanOutBatches, type RoomEvent } from './fan-out.js';
import type { ChatService, MessageHook } from './service.js';
import { onClosing } from '../../lib/close-steps.js';
import type { MessageLimit } from './message-limit.js';
import type { Notifier } from './notifier.js';

interface SocketUser {
  id: string;
  role: AccountRole;
}

type Ack = (
  answer: { ok: true; data?: unknown } | { ok: false; message: string; code: string },
) => void;

const jobIdSchema = z.uuid();
/** Between server processes: deliver an event to a room's local sockets. */
const FAN_OUT = 'bantuin:fan-out';
/** Every socket of a user, in every process: live updates, and a suspension's disconnect. */
export const userRoom = (userId: string) => `user:${userId}`;
/** Every socket opened with one session's token: signing that session out closes them. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/**
 * One conversation: a job whose Yasa backed out has several chats, and only the people of a
 * chat may hear it (a Yasa who backed out stays in their own, closed one).
 */
const chatRoom = (chatId: string) => `chat:${chatId}`;

/** socket.io-adapter's MessageType.SERVER_SIDE_EMIT. */
const SERVER_SIDE_EMIT = 9;

/**
 * `io.serverSideEmit(event, arg)` that resolves once the adapter has published it (pg_notify
 * answered); the public method does not say when. Goes through the cluster adapter's own
 * publication, so the other processes receive an ordinary server-side event.
 */
function publishServerSideEvent(io: Server, event: string, arg: unknown): Promise<void> {
  const adapter = io.of('/').adapter as unknown as {
    publishAndReturnOffset(message: {
      type: number;
      data: { packet: unknown[] };
    }): Promise<unknown>;
  };
  return adapter
    .publishAndReturnOffset({ type: SERVER_SIDE_EMIT, data: { packet: [event, arg] } })
    .then(() => undefined);
}

/** Turns any failure into what the client is told; unexpected ones are logged, not shown. */
function refusal(app: FastifyInstance, error: unknown) {
  if (error instanceof AppError) return { message: error.message, code: error.code };
  app.log.error({ err: error }, 'chat handler failed');
  return { message: 'Terjadi kesalahan pada server, coba lagi nanti', code: 'INTERNAL_ERROR' };
}

/** setTimeout holds at most ~24.8 days; longer tokens re-arm the timer until they expire. */
const MAX_TIMER_MS = 2 ** 31 - 1;

function disconnectAt(
  socket: Socket,
  expiresAt: number,
  holder = { timer: undefined as NodeJS.Timeout | undefined },
) {
  const wait = expiresAt - Date.now();
  holder.timer = setTimeout(
    () => (wait > MAX_TIMER_MS ? disconnectAt(socket, expiresAt, holder) : socket.disconnect(true)),
    Math.max(0, Math.min(wait, MAX_TIMER_MS)),
  );
  holder.timer.unref();
  return holder;
}

/**
 * Socket.IO on the app's own port: connections authenticate with the access token, chat rooms
 * admit only the job's Jalu and Yasa, and each user has a private room for live updates.
 * On PostgreSQL the rooms span processes through the database's LISTEN/NOTIFY.
 */
export function attachRealtime(
  app: FastifyInstance,
  deps: {
    database: DatabaseHandle;
    tokens: TokenService;
    findUser: FindUser;
    chat: ChatService;
    messageLimit: MessageLimit;
    socketsPerUser: number;
    corsOrigins: string[];
    /**
     * Written in the message's own transaction when its recipient has no open socket (their
     * notification: a rolled-back message notifies nobody, a committed one is never lost).
     */
    noticeToAbsent?: MessageHook;
  },
): Notifier & { connectedSockets(): number; isOnline(userId: string): Promise<boolean> } {
  const io = new Server(app.server, {
    serveClient: false,
    cors: { origin: deps.corsOrigins.length ? deps.corsOrigins : false },
  });
  const clustered = deps.database.kind === 'postgres' && !!deps.database.adapterPool;
  if (clustered) {
    io.adapter(
      createAdapter(deps.database.adapterPool!, {
        errorHandler: (error) => app.log.warn({ err: error }, 'chat adapter error'),
      }),
    );
  }
  const fanOut = clustered
    ? batchedFanOut((batch) => publishServerSideEvent(io, FAN_OUT, batch), {
        onDropped: (count) =>
          app.log.warn({ count }, 'chat fan-out: events dropped, the database is away'),
        onFailed: (error) => app.log.warn({ err: error }, 'chat fan-out failed'),
      })
    : undefined;

  /**
   * A message reaches this process's sockets at once; other processes get it through the
   * adapter's pg_notify afterwards, batched with the messages sent meanwhile.
   */
  const toRoom = (room: string, event: string, payload: unknown) => {
    io.local.to(room).emit(event, payload);
    fanOut?.({ room, event, payload });
  };
  io.on(FAN_OUT, (batch: unknown, ...single: unknown[]) => {
    // A process of the previous version sends (room, event, payload) one at a time.
    const events = Array.isArray(batch)
      ? (batch as RoomEvent[])
      : [{ room: batch, event: single[0], payload: single[1] } as RoomEvent];
    for (const { room, event, payload } of events) io.local.to(room).emit(event, payload);
  });

  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    const verified = typeof token === 'string' ? await deps.tokens.verify(token) : null;
    const user = verified ? await deps.findUser(verified.id) : undefined;
    if (!verified || sessionEnded(verified, user)) {
      const error = new Error('Silakan masuk terlebih dahulu') as Error & { data?: unknown };
      error.data = { code: 'UNAUTHENTICATED' };
      return next(error);
    }
    if (user!.suspended) {
      const error = new Error(ACCOUNT_SUSPENDED_MESSAGE) as Error & { data?: unknown };
      error.data = { code: 'ACCOUNT_SUSPENDED' };
      return next(error);
    }
    socket.data.user = { id: user!.id, role: user!.role } satisfies SocketUser;
    socket.data.expiresAt = verified!.expiresAt;
    socket.data.sessionId = verified!.sessionId;
    next();
  });

  io.on('connection', (socket: Socket) => {
    const user = socket.data.user as SocketUser;
    void socket.join([userRoom(user.id), sessionRoom(socket.data.sessionId as string)]);
    closeOldestBeyondCap(user.id);
    // HTTP refuses an expired token on each request; a socket is checked once, so it ends
    // itself when its token does (the client reconnects with a fresh one).
    const expiry = disconnectAt(socket, socket.data.expiresAt as number);
    socket.on('disconnect', () => clearTimeout(expiry.timer));

    const fail = (error: unknown, ack?: Ack) => {
      const answer = refusal(app, error);
      socket.emit(SOCKET_EVENTS.chatError, answer);
      if (typeof ack === 'function') ack({ ok: false, ...answer });
    };

    /** Jobs whose chat this socket joined (sending needs a join first), with the other member. */
    const joinedJobs = new Map<string, string>();
    socket.on(SOCKET_EVENTS.joinRoom, async (jobId: unknown, ack?: Ack) => {
      try {
        const parsed = jobIdSchema.safeParse(jobId);
        if (!parsed.success) throw badRequest('Id pekerjaan tidak valid');
        const room = await deps.chat.join(user.id, parsed.data);
        await socket.join(chatRoom(room.chats._id));
        joinedJobs.set(
          parsed.data,
          room.clientProfile._id === user.id ? room.workerProfile._id : room.clientProfile._id,
        );
        socket.emit(SOCKET_EVENTS.joinedRoom, room);
        if (typeof ack === 'function') ack({ ok: true, data: room });
      } catch (error) {
        fail(error, ack);
      }
    });

    let sending: Promise<void> = Promise.resolve();
    socket.on(SOCKET_EVENTS.sendMessage, async (payload: unknown, ack?: Ack) => {
      try {
        if (!(await deps.messageLimit(user.id))) {
          throw tooManyRequests('Terlalu banyak pesan, pelan-pelan ya');
        }
        const parsed = sendMessageSchema.safeParse(payload);
        if (!parsed.success) {
          throw badRequest(parsed.error.issues[0]?.message ?? 'Pesan tidak valid');
        }
        const { room, message } = parsed.data;
        if (!joinedJobs.has(room)) {
          throw forbidden('Masuk ke ruang obrolan dulu', 'NOT_JOINED');
        }
        // Checked again at send time: membership is the database's word, not the socket's.
        // One message at a time per socket, so they are stored and delivered in sent order.
        // Whether the other member is away is asked before the insert, so their notice can be
        // written in the message's transaction (an open page sees the message itself).
        const stored = sending.then(async () => {
          const recipient = joinedJobs.get(room)!;
          const absent = deps.noticeToAbsent && !(await isOnline(recipient));
          return deps.chat.send(user.id, room, message, absent ? deps.noticeToAbsent : undefined);
        });
        sending = stored.then(
          () => undefined,
          () => undefined,
        );
        const { chatId, message: saved } = await stored;
        // To the chat the message was stored in, which the database chose at the insert.
        toRoom(chatRoom(chatId), SOCKET_EVENTS.receiveMessage, { ...saved, room });
        if (typeof ack === 'function') ack({ ok: true, data: saved });
      } catch (error) {
        fail(error, ack);
      }
    });
  });

  /** Whether the person has a socket open on any process. */
  async function isOnline(userId: string): Promise<boolean> {
    if (io.sockets.adapter.rooms.get(userRoom(userId))?.size) return true;
    if (!clustered) return false;
    // Other processes' sockets, through the adapter (it answers within its own timeout).
    const sockets = await io
      .in(userRoom(userId))
      .fetchSockets()
      .catch(() => []);
    return sockets.length > 0;
  }

  /** A person keeps at most `socketsPerUser` sockets on this process; the oldest go first. */
  function closeOldestBeyondCap(userId: string) {
    const own = [...(io.sockets.adapter.rooms.get(userRoom(userId)) ?? [])]
      .map((id) => io.sockets.sockets.get(id))
      .filter((socket): socket is Socket => !!socket)
      .sort((a, b) => a.handshake.issued - b.handshake.issued);
    for (const socket of own.slice(0, Math.max(0, own.length - deps.socketsPerUser))) {
      socket.emit(SOCKET_EVENTS.chatError, {
        message: 'Kamu membuka Bantuin di terlalu banyak tempat; sambungan ini ditutup',
        code: 'RATE_LIMITED',
      });
      socket.disconnect(true);
    }
  }

  onClosing(app, 'preClose', 'chat sockets', () => io.close());

  return {
    connectedSockets: () => io.of('/').sockets.size,
    isOnline,
    toUser(userId, event, payload) {
      io.to(userRoom(userId)).emit(event, payload);
    },
    async toUsers(events) {
      // An adapter emit is a pg_notify each: a nearby alert's 10,000 in-app notices spent more
      // time in those statements than in the pushes (profile, issue 26). One publication per
      // ~7 KB of them instead, read by the other processes' FAN_OUT handler.
      const roomEvents = events.map(({ userId, event, payload }) => ({
        room: userRoom(userId),
        event,
        payload,
      }));
      for (const { room, event, payload } of roomEvents) io.local.to(room).emit(event, payload);
      if (!clustered) return;
      // The notices are in the inbox already: a failed publication costs the other processes'
      // pages their live bell, not the delivery.
      for (const batch of fanOutBatches(roomEvents))
        await publishServerSideEvent(io, FAN_OUT, batch).catch((error: unknown) =>
          app.log.warn({ err: error }, 'live notices not published to the other processes'),
        );
    },
    disconnectUser(userId) {
      // Through the adapter, so sockets held by other processes close too.
      io.in(userRoom(userId)).disconnectSockets(true);
    },
    disconnectSession(sessionId) {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    joinChat(userId, chatId) {
      io.in(userRoom(userId)).socketsJoin(chatRoom(chatId));
    },
  };
}
