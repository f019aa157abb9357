import type { RegisterBody } from '@bantuin/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Registers a client (Jalu). The answer is not used: the next step is logging in. */
export async function registerJalu(body: RegisterBody): Promise<void> {
  await apiRequest('/clients/register', { method: 'POST', body, authenticated: false });
}

export function useRegisterJalu() {
  return useMutation({ mutationFn: registerJalu });
}
