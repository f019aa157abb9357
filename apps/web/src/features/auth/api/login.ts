import {
  accountLoginResponseSchema,
  type AccountLoginResponse,
  type LoginBody,
} from '@bantuin/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function login(body: LoginBody): Promise<AccountLoginResponse> {
  return apiRequest('/login', {
    method: 'POST',
    body,
    authenticated: false,
    schema: accountLoginResponseSchema,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
