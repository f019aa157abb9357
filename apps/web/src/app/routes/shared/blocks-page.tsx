import { SAFETY_MESSAGES } from '@bantuin/contract';
import { Avatar } from '@/components/avatar';
import { LoadError } from '@/components/page-states';
import { PageTop } from '@/components/ui/page-header';
import { useBlocks } from '@/features/safety/api/list-blocks';
import { useUnblockUser } from '@/features/safety/api/unblock-user';
import { notifyError, notifySuccess } from '@/lib/notify';

/** 'Daftar Blokir': whom I blocked, and 'Buka blokir'. */
export function BlocksPage({ back }: { back: { to: string; label: string } }) {
  const blocks = useBlocks();
  const unblock = useUnblockUser();
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <PageTop
        title="Daftar Blokir"
        back={back}
        description="Orang yang kamu blokir tidak bisa melamar pesananmu, diterima olehmu, atau mengirim pesan kepadamu."
      />
      {blocks.isError ? (
        <LoadError title="Daftar blokir gagal dimuat" onRetry={() => void blocks.refetch()} />
      ) : blocks.isPending ? (
        <span className="loading loading-spinner" aria-label="Memuat" />
      ) : blocks.data.length === 0 ? (
        <p className="text-base-content/70">Kamu belum memblokir siapa pun.</p>
      ) : (
        <ul className="divide-y divide-base-200 rounded-box bg-base-100">
          {blocks.data.map((entry) => {
            const name = entry.name ?? 'Pengguna';
            return (
              <li key={entry.userId} aria-label={name} className="flex items-center gap-3 p-3">
                <Avatar src={entry.profilePicture} alt={`Foto ${name}`} className="size-10" />
                <span className="grow font-semibold">{name}</span>
                <button
                  type="button"
                  className="btn btn-sm"
                  disabled={unblock.isPending}
                  onClick={() =>
                    unblock.mutate(
                      { userId: entry.userId },
                      {
                        onSuccess: () => notifySuccess(SAFETY_MESSAGES.unblocked),
                        onError: notifyError,
                      },
                    )
                  }
                >
                  Buka blokir
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
