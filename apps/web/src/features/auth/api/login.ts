import { loginResponseSchema, type LoginBody, type LoginResponse } from '@bantuin/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function login(body: LoginBody): Promise<LoginResponse> {
  return apiRequest('/login', {
    method: 'POST',
    body,
    authenticated: false,
    schema: loginResponseSchema,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
