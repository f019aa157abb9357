import { adminTicketSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAdmin } from './keys';

/** POST /admin/tickets/:id/reply: the answer reaches the person in-app and by email. */
export function replyTicket(input: { id: string; text: string; close?: boolean }) {
  return apiRequest(`/admin/tickets/${input.id}/reply`, {
    method: 'POST',
    body: { text: input.text, close: input.close },
    schema: adminTicketSchema,
  });
}

export function useReplyTicket() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replyTicket, onSuccess: () => invalidateAdmin(queryClient) });
}
