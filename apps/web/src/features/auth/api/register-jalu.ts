import type { RegisterBody } from '@bantuin/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { signInAfterRegistration, type Registered } from './sign-in-after-registration';

/** Registers a client (Jalu), then signs the new account in with what was just typed. */
export async function registerJalu(body: RegisterBody): Promise<Registered> {
  await apiRequest('/clients/register', { method: 'POST', body, authenticated: false });
  return signInAfterRegistration(body);
}

export function useRegisterJalu() {
  return useMutation({ mutationFn: registerJalu });
}
