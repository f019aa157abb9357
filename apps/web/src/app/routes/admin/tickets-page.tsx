import { TICKET_STATUS_LABELS, type AdminTicket } from '@bantuin/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCloseTicket } from '@/features/admin/api/close-ticket';
import { useTickets } from '@/features/admin/api/list-tickets';
import { useReplyTicket } from '@/features/admin/api/reply-ticket';
import { formatDateTime } from '@/features/admin/components/labels';
import { notifyError, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { PagedTable } from './paged-table';

/** One ticket's answer (in-app and by email to its author) and closing. */
function Answer({ ticket }: { ticket: AdminTicket }) {
  const [text, setText] = useState('');
  const reply = useReplyTicket();
  const close = useCloseTicket();
  const label = ticket.subject;
  if (ticket.status === 'closed') return <span className="text-sm">Ditutup</span>;
  const send = (closeToo: boolean) =>
    reply.mutate(
      { id: ticket._id, text: text.trim(), close: closeToo },
      {
        onSuccess: () => {
          setText('');
          notifySuccess('Jawaban terkirim');
        },
        onError: notifyError,
      },
    );
  return (
    <div className="flex min-w-64 flex-col gap-2">
      <textarea
        className="textarea textarea-sm w-full"
        aria-label={`Jawaban untuk ${label}`}
        placeholder="Tulis jawaban"
        value={text}
        maxLength={4000}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex flex-wrap gap-1">
        <button
          type="button"
          className="btn btn-xs btn-primary"
          disabled={reply.isPending || !text.trim()}
          onClick={() => send(false)}
        >
          Kirim jawaban
        </button>
        <button
          type="button"
          className="btn btn-xs"
          disabled={reply.isPending || !text.trim()}
          onClick={() => send(true)}
        >
          Jawab dan tutup
        </button>
        <button
          type="button"
          className="btn btn-xs btn-ghost"
          disabled={close.isPending}
          onClick={() =>
            close.mutate(ticket._id, {
              onSuccess: () => notifySuccess('Tiket ditutup'),
              onError: notifyError,
            })
          }
        >
          Tutup
        </button>
      </div>
    </div>
  );
}

/** Tiket: 'Hubungi kami' questions, the longest-waiting first. */
export function AdminTicketsPage() {
  const [status, setStatus] = useState('');
  const tickets = useTickets({ status: status || undefined });
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">Tiket</h1>
      <select
        className="select w-48"
        aria-label="Status tiket"
        value={status}
        onChange={(e) => setStatus(e.target.value)}
      >
        <option value="">Belum selesai</option>
        <option value="open">{TICKET_STATUS_LABELS.open}</option>
        <option value="answered">{TICKET_STATUS_LABELS.answered}</option>
        <option value="closed">{TICKET_STATUS_LABELS.closed}</option>
      </select>
      <PagedTable
        query={tickets}
        empty="Tidak ada tiket"
        head={
          <tr>
            <th>Dari</th>
            <th>Pertanyaan</th>
            <th>Status</th>
            <th>Masuk</th>
            <th>Jawaban</th>
          </tr>
        }
        row={(ticket) => (
          <tr key={ticket._id}>
            <td>
              <Link className="link" to={paths.admin.user(ticket.user._id)}>
                {ticket.user.name ?? ticket.user.email}
              </Link>
              <span className="badge badge-sm ms-1">
                {ticket.user.role === 'yasa' ? 'Yasa' : 'Jalu'}
              </span>
            </td>
            <td>
              <p className="font-semibold">{ticket.subject}</p>
              <p className="text-sm whitespace-pre-line">{ticket.text}</p>
              {ticket.jobId && (
                <Link className="link text-sm" to={paths.admin.job(ticket.jobId)}>
                  Lihat pekerjaan
                </Link>
              )}
              {ticket.reply && <p className="mt-1 text-sm italic">Dijawab: “{ticket.reply}”</p>}
            </td>
            <td>{TICKET_STATUS_LABELS[ticket.status]}</td>
            <td>{formatDateTime(ticket.createdAt)}</td>
            <td>
              <Answer ticket={ticket} />
            </td>
          </tr>
        )}
      />
    </section>
  );
}
