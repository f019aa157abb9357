import { ticketSchema, type Ticket } from '@bantuin/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { supportKeys } from './keys';

/** GET /support/tickets: the person's tickets with Bantuin's answers, newest first. */
export function listTickets(signal?: AbortSignal): Promise<Ticket[]> {
  return apiRequest('/support/tickets', { schema: ticketSchema.array(), signal });
}

export function useMyTickets() {
  return useQuery({
    queryKey: supportKeys.tickets(),
    queryFn: ({ signal }) => listTickets(signal),
  });
}
