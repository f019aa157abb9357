import {
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  SAFETY_MESSAGES,
  type ReportReason,
  type ReportTargetType,
} from '@bantuin/contract';
import { useId, useState, type FormEvent } from 'react';
import { Modal } from '@/components/ui/modal';
import { errorMessageOf } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useBlockUser } from '../api/block-user';
import { useCreateReport } from '../api/create-report';

/** 'Laporkan': a reason and what happened, sent to Bantuin's team. */
export function ReportButton({
  targetType,
  targetId,
  label = 'Laporkan',
  className = 'btn btn-ghost btn-sm text-red-800',
}: {
  targetType: ReportTargetType;
  targetId: string;
  label?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>('penipuan');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateReport();
  const reasonId = useId();
  const textId = useId();
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim().length < 10)
      return setProblem('Ceritakan apa yang terjadi, minimal 10 karakter');
    setProblem(null);
    create.mutate(
      { targetType, targetId, reason, text: text.trim() },
      {
        onSuccess: () => {
          setOpen(false);
          setText('');
          notifySuccess(SAFETY_MESSAGES.reported);
        },
        onError: (error) => setProblem(errorMessageOf(error)),
      },
    );
  };
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {label}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        dismissible={!create.isPending}
        title="Laporkan ke Bantuin"
        placement="centre"
        backdropButton={false}
      >
        <form noValidate onSubmit={send} className="space-y-3">
          <div className="fieldset py-0">
            <label htmlFor={reasonId} className="fieldset-legend text-sm">
              Alasan
            </label>
            <select
              id={reasonId}
              className="select w-full"
              value={reason}
              onChange={(event) => setReason(event.target.value as ReportReason)}
            >
              {REPORT_REASONS.map((value) => (
                <option key={value} value={value}>
                  {REPORT_REASON_LABELS[value]}
                </option>
              ))}
            </select>
          </div>
          <div className="fieldset py-0">
            <label htmlFor={textId} className="fieldset-legend text-sm">
              Apa yang terjadi?
            </label>
            <textarea
              id={textId}
              className="textarea w-full"
              maxLength={2000}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          {problem && (
            <p role="alert" className="text-sm text-error">
              {problem}
            </p>
          )}
          <div className="modal-action">
            <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
              Batal
            </button>
            <button type="submit" className="btn btn-error" disabled={create.isPending}>
              Kirim laporan
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}

/** 'Blokir': after a confirmation; their open applications to each other's jobs end. */
export function BlockButton({
  userId,
  name,
  onBlocked,
}: {
  userId: string;
  name: string;
  onBlocked?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const block = useBlockUser();
  return (
    <>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(true)}>
        Blokir
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        dismissible={!block.isPending}
        title={`Blokir ${name}?`}
        placement="centre"
        backdropButton={false}
      >
        <p className="py-2 text-sm">
          Kalian tidak bisa saling melamar, menerima, atau mengirim pesan. Lamaran yang masih
          terbuka di antara kalian ditarik. Blokir bisa dibuka lagi kapan saja.
        </p>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
            Batal
          </button>
          <button
            type="button"
            className="btn btn-error"
            disabled={block.isPending}
            onClick={() =>
              block.mutate(
                { userId },
                {
                  onSuccess: () => {
                    setOpen(false);
                    notifySuccess(SAFETY_MESSAGES.blocked);
                    onBlocked?.();
                  },
                  onError: notifyError,
                },
              )
            }
          >
            Ya, blokir
          </button>
        </div>
      </Modal>
    </>
  );
}
