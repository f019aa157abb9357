import { chatMessageSchema, type ChatMessage } from '@bantuin/contract';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';

/** Messages per 'Muat pesan sebelumnya' (the server allows up to 100). */
export const OLDER_MESSAGES_PAGE_SIZE = 50;

/**
 * GET /jobs/:id/chat?before=&limit=: the messages sent before `before`, newest first (the join
 * answer carries only the latest ones).
 */
export function getOlderMessages(
  jobId: string,
  { before, limit }: { before: string; limit: number },
  signal?: AbortSignal,
): Promise<ChatMessage[]> {
  return apiRequest(`/jobs/${encodeURIComponent(jobId)}/chat`, {
    query: { before, limit },
    schema: chatMessageSchema.array(),
    signal,
  });
}

export function olderMessagesQuery(jobId: string, before: string, limit: number) {
  return queryOptions({
    queryKey: ['chat', jobId, 'before', before, limit] as const,
    queryFn: ({ signal }) => getOlderMessages(jobId, { before, limit }, signal),
    // Sent messages never change: a page once loaded stays right.
    staleTime: Infinity,
    meta: { onLoadError: 'log' },
  });
}

/** Loads one page of older messages on demand (the chat keeps them with the live ones). */
export function useFetchOlderMessages(jobId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (before: string, limit: number = OLDER_MESSAGES_PAGE_SIZE) =>
      queryClient.fetchQuery(olderMessagesQuery(jobId, before, limit)),
    [queryClient, jobId],
  );
}
