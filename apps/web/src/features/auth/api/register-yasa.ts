import type { RegisterBody } from '@bantuin/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Registers a worker (Yasa). The answer is not used: the next step is logging in. */
export async function registerYasa(body: RegisterBody): Promise<void> {
  await apiRequest('/workers/register', { method: 'POST', body, authenticated: false });
}

export function useRegisterYasa() {
  return useMutation({ mutationFn: registerYasa });
}
