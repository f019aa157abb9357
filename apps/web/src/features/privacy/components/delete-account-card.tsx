import { DELETED_USER_NAME } from '@bantuin/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Card } from '@/components/ui/card';
import { Modal } from '@/components/ui/modal';
import { errorMessageOf } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';

/**
 * 'Hapus akun': the dialog asks the password and a confirmation. The server decides whether
 * the account may go (money, jobs, complaints, withdrawals still open): its reason shows here.
 */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const remove = useDeleteAccount();
  const passwordRef = useRef<HTMLInputElement>(null);
  const passwordId = useId();
  const understoodId = useId();
  const errorId = useId();

  const close = () => {
    if (remove.isPending) return;
    setOpen(false);
    setPassword('');
    setUnderstood(false);
    remove.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(password);
  };

  return (
    <Card size="lg" title="Hapus akun">
      <p className="text-base-content/80 text-sm">
        Nama, email, nomor telepon, foto, bio, alamat dan rekening penarikanmu dihapus, semua sesi
        berakhir, dan emailmu bisa dipakai mendaftar lagi. Pesanan, ulasan dan catatan saldo tetap
        disimpan untuk pihak lain dan pembukuan, atas nama &lsquo;{DELETED_USER_NAME}&rsquo;. Saldo
        harus kosong dan tidak ada pesanan, komplain atau penarikan yang masih berjalan.
      </p>
      <button
        type="button"
        className="btn btn-error btn-outline mt-4"
        onClick={() => setOpen(true)}
      >
        Hapus akun
      </button>
      <Modal
        open={open}
        onClose={close}
        title="Hapus akun secara permanen?"
        dismissible={!remove.isPending}
        initialFocus={passwordRef}
      >
        <form noValidate className="mt-3 flex flex-col gap-3" onSubmit={submit}>
          <p className="text-sm">
            Akun yang sudah dihapus tidak bisa dikembalikan. Unduh datamu dulu bila kamu
            membutuhkannya.
          </p>
          <div className="fieldset py-0">
            <label htmlFor={passwordId} className="fieldset-legend pt-0 pb-1 text-sm">
              Kata sandi
            </label>
            <input
              ref={passwordRef}
              id={passwordId}
              type="password"
              autoComplete="current-password"
              className="input w-full"
              value={password}
              aria-describedby={remove.isError ? errorId : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <label htmlFor={understoodId} className="flex items-start gap-2 text-sm">
            <input
              id={understoodId}
              type="checkbox"
              className="checkbox checkbox-sm mt-0.5"
              checked={understood}
              onChange={(event) => setUnderstood(event.target.checked)}
            />
            Saya mengerti akun saya dihapus dan tidak bisa dikembalikan.
          </label>
          {remove.isError && (
            <p id={errorId} role="alert" className="alert alert-error alert-soft text-sm">
              {errorMessageOf(remove.error)}
            </p>
          )}
          <div className="mt-1 flex gap-2">
            <button
              type="button"
              className="btn btn-ghost grow"
              onClick={close}
              disabled={remove.isPending}
            >
              Batal
            </button>
            <button
              type="submit"
              className="btn btn-error grow"
              disabled={!understood || !password || remove.isPending}
              aria-busy={remove.isPending}
            >
              {remove.isPending && (
                <span className="loading loading-spinner loading-sm" aria-hidden="true" />
              )}
              Hapus akun permanen
            </button>
          </div>
        </form>
      </Modal>
    </Card>
  );
}
