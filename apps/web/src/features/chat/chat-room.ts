import {
  CHAT_LIMITS,
  SOCKET_EVENTS,
  joinedRoomSchema,
  receivedMessageSchema,
  type ChatMessage,
  type JoinedRoom,
  type Role,
} from '@bantuin/contract';
import type { Socket } from 'socket.io-client';

/*
 * One job's chat on the shared Socket.IO connection, without React: joins the room on every
 * (re)connect, keeps the messages (by _id, in the server's order) from the join answers, live
 * broadcasts and older pages, and tracks the sends still waiting for the server's answer.
 * `useChatRoom` renders it through useSyncExternalStore.
 */

/** The server's word on a request: the ack of join_room / send_message. */
type Ack<T> = { ok: true; data: T } | { ok: false; message: string; code: string };

/** 'connecting' until the first connection, 'offline' while the client retries on its own. */
export type Connection = 'connecting' | 'online' | 'offline' | 'refused';

export type ChatPerson = JoinedRoom['clientProfile'];

export type PendingMessage = { key: string; message: string; createdAt: string };

export type SendResult = { ok: true } | { ok: false; message: string };

export type ChatRoomState = {
  /** 'missing': not this user's chat (or no such job); 'failed': the join broke otherwise. */
  phase: 'joining' | 'ready' | 'missing' | 'failed';
  connection: Connection;
  /** Joined on the current connection: messages can be sent. */
  joined: boolean;
  /** Why the connection or the join was refused (the server's sentence). */
  problem: string | null;
  me: string | null;
  counterpart: ChatPerson | null;
  job: JoinedRoom['currJob'] | null;
  /** Oldest first, unique by _id. */
  messages: ChatMessage[];
  /** Sent and not answered yet, oldest first. */
  pending: PendingMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  /** The job is done or cancelled, or the Yasa backed out: history only, no sending. */
  closed: boolean;
};

export type ChatRoomOptions = {
  jobId: string;
  /** Which side this user is on: the Jalu is the job's client, the Yasa its worker. */
  role: Role;
  getSocket: () => Promise<Socket | null>;
  /** GET /jobs/:id/chat?before=: older messages, newest first. */
  loadOlder: (before: string, limit: number) => Promise<ChatMessage[]>;
};

/** Join refusals that mean "there is no chat here for you" rather than "try again". */
const MISSING_CODES = new Set(['NOT_FOUND', 'FORBIDDEN', 'VALIDATION_ERROR']);
const UNSENT_MESSAGE = 'Pesan belum terkirim karena koneksi terputus. Coba kirim lagi.';
const UNEXPECTED_ANSWER = 'Obrolan belum dapat dimuat. Coba lagi nanti.';
const OLDER_PAGE_SIZE = 50;
/** Pages fetched at most to close the gap a long disconnection can leave. */
const MAX_GAP_PAGES = 10;

// Ties by id in code-unit order, as the server orders them (localeCompare would also build
// ICU's collator on the chat's first render).
const byTime = (a: ChatMessage, b: ChatMessage) =>
  a.createdAt === b.createdAt
    ? Number(a._id > b._id) - Number(a._id < b._id)
    : Date.parse(a.createdAt) - Date.parse(b.createdAt);

/** `current` plus `incoming`, each message once (by _id), oldest first. */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((message) => [message._id, message]));
  let added = false;
  for (const message of incoming) {
    if (!byId.has(message._id)) {
      byId.set(message._id, message);
      added = true;
    }
  }
  return added ? [...byId.values()].sort(byTime) : current;
}

/** `current` with the message of `changed`'s id replaced by it (unknown ids change nothing). */
export function replaceMessage(current: ChatMessage[], changed: ChatMessage): ChatMessage[] {
  const index = current.findIndex((message) => message._id === changed._id);
  if (index === -1) return current;
  return current.map((message, at) => (at === index ? changed : message));
}

const initialState: ChatRoomState = {
  phase: 'joining',
  connection: 'connecting',
  joined: false,
  problem: null,
  me: null,
  counterpart: null,
  job: null,
  messages: [],
  pending: [],
  hasOlder: false,
  loadingOlder: false,
  closed: false,
};

export class ChatRoom {
  private state = initialState;
  private readonly subscribers = new Set<() => void>();
  private socket: Socket | null = null;
  /** Bumped by stop(): answers for an earlier start() are ignored. */
  private generation = 0;
  /** Bumped on every join and disconnect: an ack for an older join is ignored. */
  private joinAttempt = 0;
  private nextPendingKey = 0;
  private readonly settle = new Map<string, (result: SendResult) => void>();
  private detach: (() => void) | null = null;

  constructor(private readonly options: ChatRoomOptions) {}

  // ---- For React (stable references). ----

  getState = (): ChatRoomState => this.state;

  subscribe = (subscriber: () => void): (() => void) => {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  };

  // ---- Lifecycle. ----

  /** Attaches to the shared connection and joins; may follow a stop() (React's dev remount). */
  start(): void {
    const generation = ++this.generation;
    this.options.getSocket().then(
      (socket) => {
        if (generation !== this.generation) return;
        if (!socket) {
          this.update({ connection: 'refused', problem: 'Silakan masuk terlebih dahulu' });
          return;
        }
        this.attach(socket);
      },
      () => {
        if (generation === this.generation) this.update({ connection: 'offline' });
      },
    );
  }

  /** Stops listening; the shared connection stays open for the rest of the app. */
  stop(): void {
    this.generation += 1;
    this.detach?.();
    this.detach = null;
    this.socket = null;
  }

  private attach(socket: Socket): void {
    this.socket = socket;
    const onConnect = () => {
      this.update({ connection: 'online', problem: null });
      this.join();
    };
    const onDisconnect = (reason: string) => {
      this.joinAttempt += 1;
      this.update({ connection: 'offline', joined: false });
      // The server hung up on purpose: the client does not retry on its own then.
      if (reason === 'io server disconnect') socket.connect();
    };
    const onConnectError = (error: Error & { data?: { code?: string } }) => {
      // A refused token is final (the client stops retrying); anything else is retried.
      if (error.data?.code === 'UNAUTHENTICATED' || !socket.active) {
        this.update({ connection: 'refused', problem: error.message, joined: false });
      } else {
        this.update({ connection: 'offline', joined: false });
      }
    };
    const onMessage = (payload: unknown) => this.receive(payload);
    const onUpdated = (payload: unknown) => this.receiveUpdate(payload);

    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onConnectError);
    socket.on(SOCKET_EVENTS.receiveMessage, onMessage);
    socket.on(SOCKET_EVENTS.messageUpdated, onUpdated);
    this.detach = () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onConnectError);
      socket.off(SOCKET_EVENTS.receiveMessage, onMessage);
      socket.off(SOCKET_EVENTS.messageUpdated, onUpdated);
    };

    if (socket.connected) onConnect();
    else if (!socket.active) socket.connect();
  }

  // ---- Joining. ----

  /** Asks again after a failed join (the connection itself retries on its own). */
  retry = (): void => {
    if (this.socket?.connected) {
      this.update({ phase: this.state.me ? 'ready' : 'joining', problem: null });
      this.join();
    } else {
      this.socket?.connect();
    }
  };

  private join(): void {
    const socket = this.socket;
    if (!socket) return;
    const attempt = ++this.joinAttempt;
    const generation = this.generation;
    socket.emit(SOCKET_EVENTS.joinRoom, this.options.jobId, (answer: Ack<unknown>) => {
      if (attempt !== this.joinAttempt || generation !== this.generation) return;
      void this.joined(answer);
    });
  }

  private async joined(answer: Ack<unknown>): Promise<void> {
    if (!answer.ok) {
      if (MISSING_CODES.has(answer.code)) {
        this.update({ phase: 'missing', problem: answer.message });
      } else {
        // Keep what is on screen; the status line says why sending is off.
        this.update({ phase: this.state.me ? 'ready' : 'failed', problem: answer.message });
      }
      return;
    }
    const parsed = joinedRoomSchema.safeParse(answer.data);
    if (!parsed.success) {
      this.update({ phase: this.state.me ? 'ready' : 'failed', problem: UNEXPECTED_ANSWER });
      return;
    }
    const room = parsed.data;
    const isJalu = this.options.role === 'jalu';
    const me = isJalu ? room.currJob.clientId : room.currJob.workerId;
    const latest = room.chats.contents;
    const rejoin = this.state.me !== null;
    const known = new Set(this.state.messages.map((message) => message._id));
    const arrived = latest.filter((message) => !known.has(message._id));

    this.update({
      phase: 'ready',
      joined: true,
      problem: null,
      me,
      job: room.currJob,
      counterpart: isJalu ? room.workerProfile : room.clientProfile,
      messages: mergeMessages(this.state.messages, latest),
      hasOlder: rejoin ? this.state.hasOlder : latest.length >= CHAT_LIMITS.historyOnJoin,
      closed: room.closed,
    });
    // Sends cut off by the disconnection: those the server stored are in the history now.
    this.settleOrphans(arrived.filter((message) => message.senderId === me));

    // Away long enough to miss more than one join's worth: fetch the messages in between.
    const oldest = latest[0];
    if (rejoin && known.size > 0 && oldest && !known.has(oldest._id)) {
      if (latest.length >= CHAT_LIMITS.historyOnJoin) await this.fillGap(oldest._id, known);
    }
  }

  private async fillGap(before: string, known: Set<string>): Promise<void> {
    let cursor = before;
    for (let page = 0; page < MAX_GAP_PAGES; page += 1) {
      let older: ChatMessage[];
      try {
        older = await this.options.loadOlder(cursor, CHAT_LIMITS.historyOnJoin);
      } catch {
        return; // What is missing stays reachable through 'Muat pesan sebelumnya'.
      }
      this.update({ messages: mergeMessages(this.state.messages, older) });
      const last = older.at(-1);
      if (!last || older.length < CHAT_LIMITS.historyOnJoin) return;
      if (older.some((message) => known.has(message._id))) return;
      cursor = last._id;
    }
  }

  // ---- Messages. ----

  private receive(payload: unknown): void {
    const parsed = receivedMessageSchema.safeParse(payload);
    if (!parsed.success || parsed.data.room !== this.options.jobId) return;
    const { room: _room, ...message } = parsed.data;
    this.update({ messages: mergeMessages(this.state.messages, [message]) });
    // My own message, broadcast before its ack arrived: it is no longer pending.
    if (message.senderId === this.state.me && (message.kind ?? 'text') === 'text') {
      const pending = this.state.pending.find((item) => item.message === message.message);
      if (pending) this.finish(pending.key, { ok: true });
    }
  }

  /** A card already shown reads differently now (answered, or no longer asked): replace it. */
  private receiveUpdate(payload: unknown): void {
    const parsed = receivedMessageSchema.safeParse(payload);
    if (!parsed.success || parsed.data.room !== this.options.jobId) return;
    const { room: _room, ...message } = parsed.data;
    this.update({ messages: replaceMessage(this.state.messages, message) });
  }

  /** Older messages above the first one shown ('Muat pesan sebelumnya'); throws on failure. */
  loadOlder = async (): Promise<void> => {
    const first = this.state.messages[0];
    if (!first || !this.state.hasOlder || this.state.loadingOlder) return;
    this.update({ loadingOlder: true });
    try {
      const older = await this.options.loadOlder(first._id, OLDER_PAGE_SIZE);
      this.update({
        messages: mergeMessages(this.state.messages, older),
        hasOlder: older.length >= OLDER_PAGE_SIZE,
      });
    } finally {
      this.update({ loadingOlder: false });
    }
  };

  /**
   * Sends `text` (trimmed). Answers 'ignored' for blank text or while not joined; otherwise the
   * server's verdict, after which the message is in `messages` or gone from `pending`.
   */
  send = (text: string): Promise<SendResult> | 'ignored' => {
    const message = text.trim();
    const socket = this.socket;
    if (!message || !socket || !this.state.joined) return 'ignored';
    const key = `pending-${(this.nextPendingKey += 1)}`;
    const createdAt = new Date().toISOString();
    const result = new Promise<SendResult>((resolve) => this.settle.set(key, resolve));
    this.update({ pending: [...this.state.pending, { key, message, createdAt }] });
    const generation = this.generation;
    socket.emit(
      SOCKET_EVENTS.sendMessage,
      { room: this.options.jobId, message },
      (answer: Ack<ChatMessage>) => {
        if (generation !== this.generation) return;
        if (answer.ok) {
          this.update({ messages: mergeMessages(this.state.messages, [answer.data]) });
          this.finish(key, { ok: true });
        } else {
          // Closed meanwhile (the job finished, was cancelled, or the Yasa backed out).
          if (answer.code === 'CHAT_CLOSED') this.update({ closed: true });
          this.finish(key, { ok: false, message: answer.message });
        }
      },
    );
    return result;
  };

  /**
   * After a rejoin: a send whose ack was lost with the connection either reached the server
   * (its text is among my messages that just arrived) or did not (it is handed back).
   */
  private settleOrphans(mine: ChatMessage[]): void {
    const texts = mine.map((message) => message.message);
    for (const pending of this.state.pending) {
      const index = texts.indexOf(pending.message);
      if (index >= 0) {
        texts.splice(index, 1);
        this.finish(pending.key, { ok: true });
      } else {
        this.finish(pending.key, { ok: false, message: UNSENT_MESSAGE });
      }
    }
  }

  private finish(key: string, result: SendResult): void {
    const resolve = this.settle.get(key);
    this.settle.delete(key);
    this.update({ pending: this.state.pending.filter((item) => item.key !== key) });
    resolve?.(result);
  }

  private update(patch: Partial<ChatRoomState>): void {
    this.state = { ...this.state, ...patch };
    for (const subscriber of this.subscribers) subscriber();
  }
}
