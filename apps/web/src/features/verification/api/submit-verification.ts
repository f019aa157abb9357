import { myVerificationSchema, type MyVerification } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { verificationKeys } from './keys';

/** POST /workers/verification (multipart: nik, ktp, selfie). */
export function submitVerification(input: {
  nik: string;
  ktp: File;
  selfie: File;
}): Promise<MyVerification> {
  const form = new FormData();
  form.append('nik', input.nik);
  form.append('ktp', input.ktp);
  form.append('selfie', input.selfie);
  return apiRequest('/workers/verification', {
    method: 'POST',
    body: form,
    schema: myVerificationSchema,
  });
}

export function useSubmitVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitVerification,
    onSuccess: (answer) => queryClient.setQueryData(verificationKeys.mine(), answer),
  });
}
