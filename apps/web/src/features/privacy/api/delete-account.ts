import { deletedAccountSchema, type DeletedAccount } from '@bantuin/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { closeSocket } from '@/lib/socket';

export function deleteAccount(password: string): Promise<DeletedAccount> {
  return apiRequest('/profile', {
    method: 'DELETE',
    body: { password },
    schema: deletedAccountSchema,
  });
}

/** 'Hapus akun': on success the session ends here as on logout, and the person is told. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      localStorage.clear();
      closeSocket();
      await navigate(paths.landing, { replace: true });
      queryClient.clear();
      notifySuccess('Akunmu sudah dihapus. Terima kasih sudah memakai Bantuin.');
    },
  });
}
