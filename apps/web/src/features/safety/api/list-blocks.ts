import { blockSchema, type Block } from '@bantuin/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { safetyKeys } from './keys';

/** GET /blocks. */
export function listBlocks(signal?: AbortSignal): Promise<Block[]> {
  return apiRequest('/blocks', { schema: blockSchema.array(), signal });
}

export function useBlocks() {
  return useQuery({ queryKey: safetyKeys.blocks(), queryFn: ({ signal }) => listBlocks(signal) });
}
