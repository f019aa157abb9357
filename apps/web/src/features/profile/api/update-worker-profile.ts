import { workerProfileSchema, type WorkerProfile } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileKeys } from './keys';

/** multipart: the filled text fields (name, dateOfBirth, address, bio) and an optional `image`. */
export function updateWorkerProfile(form: FormData): Promise<WorkerProfile> {
  return apiRequest('/workers/profile', {
    method: 'PATCH',
    body: form,
    schema: workerProfileSchema,
  });
}

export function useUpdateWorkerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkerProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.mine('yasa'), profile),
  });
}
