import { ticketSchema, type CreateTicketBody, type Ticket } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { supportKeys } from './keys';

/** POST /support/tickets: 'Hubungi kami'. */
export function createTicket(body: CreateTicketBody): Promise<Ticket> {
  return apiRequest('/support/tickets', { method: 'POST', body, schema: ticketSchema });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.tickets() }),
  });
}
