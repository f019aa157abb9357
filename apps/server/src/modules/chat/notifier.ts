/** Tells a signed-in user's open pages that something of theirs changed (live updates). */
export interface Notifier {
  toUser(userId: string, event: string, payload: object): void;
  /**
   * Many people at once (a fan-out's in-app notices): reaches this process's sockets at once and
   * the other processes in as few publications as fit; resolves when they are published.
   */
  toUsers(events: readonly UserEvent[]): Promise<void>;
  /** Closes every socket of the user, in every process (a suspension). */
  disconnectUser(userId: string): void;
  /** Closes every socket opened with one session's token, in every process (signed out). */
  disconnectSession(sessionId: string): void;
  /** Puts every socket of the user, in every process, in a chat's room (they hear it live). */
  joinChat(userId: string, chatId: string): void;
}

export interface UserEvent {
  userId: string;
  event: string;
  payload: object;
}

export const silentNotifier: Notifier = {
  toUser: () => {},
  toUsers: async () => {},
  disconnectUser: () => {},
  disconnectSession: () => {},
  joinChat: () => {},
};

/**
 * A notifier whose transport arrives after the services are built (the socket server needs
 * the app, the app needs the services).
 */
export function deferredNotifier(): Notifier & { connect(target: Notifier): void } {
  let target: Notifier = silentNotifier;
  return {
    toUser: (userId, event, payload) => target.toUser(userId, event, payload),
    toUsers: (events) => target.toUsers(events),
    disconnectUser: (userId) => target.disconnectUser(userId),
    disconnectSession: (sessionId) => target.disconnectSession(sessionId),
    joinChat: (userId, chatId) => target.joinChat(userId, chatId),
    connect(next) {
      target = next;
    },
  };
}
