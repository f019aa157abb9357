import type { Role } from '@bantuin/contract';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { getSocket } from '@/lib/socket';
import { useFetchOlderMessages } from './api/get-older-messages';
import { ChatRoom } from './chat-room';

/**
 * The chat of job `jobId` for as long as the component is mounted: the state to render and
 * the actions (send, load older, retry). Mount it with `key={jobId}` so that another job gets
 * a room of its own.
 */
export function useChatRoom(jobId: string, role: Role) {
  const loadOlder = useFetchOlderMessages(jobId);
  const [room] = useState(() => new ChatRoom({ jobId, role, getSocket, loadOlder }));
  useEffect(() => {
    room.start();
    return () => room.stop();
  }, [room]);
  const state = useSyncExternalStore(room.subscribe, room.getState);
  return { state, send: room.send, loadOlder: room.loadOlder, retry: room.retry };
}
