import { adminTicketSchema, type AdminTicket } from '@bantuin/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './keys';
import { definedOnly, pagedQuery } from './paged';

export type TicketsFilters = { status?: string };

/** GET /admin/tickets: oldest first; without a status, the ones not closed. */
export function listTickets(
  filters: TicketsFilters,
  page: { limit: number; cursor?: string },
  signal?: AbortSignal,
): Promise<AdminTicket[]> {
  return apiRequest('/admin/tickets', {
    query: { ...definedOnly(filters), ...page },
    schema: adminTicketSchema.array(),
    signal,
  });
}

export function useTickets(filters: TicketsFilters) {
  return useInfiniteQuery(
    pagedQuery(adminKeys.tickets(filters), (page, signal) => listTickets(filters, page, signal)),
  );
}
