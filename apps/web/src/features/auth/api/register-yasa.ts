import type { RegisterBody } from '@bantuin/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { signInAfterRegistration, type Registered } from './sign-in-after-registration';

/** Registers a worker (Yasa), then signs the new account in with what was just typed. */
export async function registerYasa(body: RegisterBody): Promise<Registered> {
  await apiRequest('/workers/register', { method: 'POST', body, authenticated: false });
  return signInAfterRegistration(body);
}

export function useRegisterYasa() {
  return useMutation({ mutationFn: registerYasa });
}
