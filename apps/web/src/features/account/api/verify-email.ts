import type { VerifyEmailBody } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './keys';

const verifiedEmailSchema = z.object({ email: z.string() });

/** Opens a 'Verifikasi email' (or email-change) link; works signed in or not. */
export function verifyEmail(body: VerifyEmailBody): Promise<{ email: string }> {
  return apiRequest('/auth/email/verify', {
    method: 'POST',
    body,
    authenticated: false,
    schema: verifiedEmailSchema,
  });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
