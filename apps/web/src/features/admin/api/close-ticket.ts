import { adminTicketSchema } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateAdmin } from './keys';

/** POST /admin/tickets/:id/close (audit-logged). */
export function closeTicket(id: string) {
  return apiRequest(`/admin/tickets/${id}/close`, { method: 'POST', schema: adminTicketSchema });
}

export function useCloseTicket() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: closeTicket, onSuccess: () => invalidateAdmin(queryClient) });
}
