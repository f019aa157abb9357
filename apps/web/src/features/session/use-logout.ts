import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { notifySuccess } from '@/lib/notify';

export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // The spec: logout clears ALL of localStorage, not only the session keys.
    localStorage.clear();
    await navigate('/', { replace: true });
    // Cleared after leaving the area, so no mounted query refetches without a token.
    queryClient.clear();
    notifySuccess('Berhasil Keluar');
  }, [navigate, queryClient]);
}
