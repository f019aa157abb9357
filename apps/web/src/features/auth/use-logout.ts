import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { notifySuccess } from '@/lib/notify';
import { closeSocket } from '@/lib/socket';
import { paths } from '@/lib/paths';

export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    // The spec: logout clears ALL of localStorage, not only the session keys.
    localStorage.clear();
    // The live-updates connection belongs to the session that just ended.
    closeSocket();
    await navigate(paths.landing, { replace: true });
    // Cleared after leaving the area, so no mounted query refetches without a token.
    queryClient.clear();
    notifySuccess('Berhasil Keluar');
  }, [navigate, queryClient]);
}
