import { createAdapter } from '@socket.io/postgres-adapter';
import { CHAT_LIMITS, SOCKET_EVENTS, sendMessageSchema, type Role } from '@bantuin/contract';
import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import type { FindUser } from '../../http/auth.js';
import type { TokenService } from '../../lib/tokens.js';
import type { ChatService } from './service.js';
import type { Notifier } from './notifier.js';

interface SocketUser {
  id: string;
  role: Role;
}

type Ack = (
  answer: { ok: true; data?: unknown } | { ok: false; message: string; code: string },
) => void;

const jobIdSchema = z.uuid();
const userRoom = (userId: string) => `user:${userId}`;
const jobRoom = (jobId: string) => `job:${jobId}`;

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
  deps: { database: DatabaseHandle; tokens: TokenService; findUser: FindUser; chat: ChatService },
): Notifier {
  const io = new Server(app.server, { serveClient: false, cors: { origin: false } });
  if (deps.database.kind === 'postgres' && deps.database.pool) {
    io.adapter(createAdapter(deps.database.pool));
  }

  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    const verified = typeof token === 'string' ? await deps.tokens.verify(token) : null;
    const user = verified ? await deps.findUser(verified.id) : undefined;
    if (!user || user.role !== verified?.role) {
      const error = new Error('Silakan masuk terlebih dahulu') as Error & { data?: unknown };
      error.data = { code: 'UNAUTHENTICATED' };
      return next(error);
    }
    socket.data.user = user satisfies SocketUser;
    socket.data.expiresAt = verified!.expiresAt;
    next();
  });

  io.on('connection', (socket: Socket) => {
    const user = socket.data.user as SocketUser;
    void socket.join(userRoom(user.id));
    // HTTP refuses an expired token on each request; a socket is checked once, so it ends
    // itself when its token does (the client reconnects with a fresh one).
    const expiry = disconnectAt(socket, socket.data.expiresAt as number);
    socket.on('disconnect', () => clearTimeout(expiry.timer));
    let windowStart = 0;
    let sentInWindow = 0;

    const fail = (error: unknown, ack?: Ack) => {
      const answer = refusal(app, error);
      socket.emit(SOCKET_EVENTS.chatError, answer);
      if (typeof ack === 'function') ack({ ok: false, ...answer });
    };

    socket.on(SOCKET_EVENTS.joinRoom, async (jobId: unknown, ack?: Ack) => {
      try {
        const parsed = jobIdSchema.safeParse(jobId);
        if (!parsed.success)
          throw new AppError(400, 'VALIDATION_ERROR', 'Id pekerjaan tidak valid');
        const room = await deps.chat.join(user.id, parsed.data);
        await socket.join(jobRoom(parsed.data));
        socket.emit(SOCKET_EVENTS.joinedRoom, room);
        if (typeof ack === 'function') ack({ ok: true, data: room });
      } catch (error) {
        fail(error, ack);
      }
    });

    socket.on(SOCKET_EVENTS.sendMessage, async (payload: unknown, ack?: Ack) => {
      try {
        const now = Date.now();
        if (now - windowStart >= 1000) {
          windowStart = now;
          sentInWindow = 0;
        }
        sentInWindow += 1;
        if (sentInWindow > CHAT_LIMITS.messagesPerSecond) {
          throw new AppError(429, 'RATE_LIMITED', 'Terlalu banyak pesan, pelan-pelan ya');
        }
        const parsed = sendMessageSchema.safeParse(payload);
        if (!parsed.success) {
          throw new AppError(
            400,
            'VALIDATION_ERROR',
            parsed.error.issues[0]?.message ?? 'Pesan tidak valid',
          );
        }
        const { room, message } = parsed.data;
        if (!socket.rooms.has(jobRoom(room))) {
          throw new AppError(403, 'NOT_JOINED', 'Masuk ke ruang obrolan dulu');
        }
        // Checked again at send time: membership is the database's word, not the socket's.
        const saved = await deps.chat.send(user.id, room, message);
        io.to(jobRoom(room)).emit(SOCKET_EVENTS.receiveMessage, { ...saved, room });
        if (typeof ack === 'function') ack({ ok: true, data: saved });
      } catch (error) {
        fail(error, ack);
      }
    });
  });

  app.addHook('preClose', async () => {
    await io.close();
  });

  return {
    toUser(userId, event, payload) {
      io.to(userRoom(userId)).emit(event, payload);
    },
  };
}
