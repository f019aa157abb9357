import { formatDateTime, TICKET_STATUS_LABELS } from '@bantuin/contract';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateTicket } from '../api/create-ticket';
import { useMyTickets } from '../api/list-tickets';

/**
 * 'Hubungi kami': a question to Bantuin's team (about one job when the page was opened with
 * `?pekerjaan=<id>`), and the person's earlier questions with the answers.
 */
export function ContactUs() {
  const [params] = useSearchParams();
  const jobId = params.get('pekerjaan') ?? undefined;
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const create = useCreateTicket();
  const tickets = useMyTickets();

  const send = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { subject: subject.trim(), text: text.trim(), ...(jobId ? { jobId } : {}) },
      {
        onSuccess: () => {
          setSubject('');
          setText('');
          notifySuccess('Pesan terkirim. Jawaban kami akan muncul di sini dan di email kamu.');
        },
        onError: notifyError,
      },
    );
  };

  return (
    <section
      id="hubungi-kami"
      aria-labelledby="hubungi-kami-judul"
      className="rounded-box bg-base-100 space-y-3 p-4"
    >
      <h2 id="hubungi-kami-judul" className="text-lg font-bold">
        Hubungi kami
      </h2>
      <form className="flex flex-col gap-2" onSubmit={send}>
        {jobId && <p className="text-sm">Tentang pesanan #{jobId.slice(0, 8)}</p>}
        <label className="floating-label">
          <span>Judul</span>
          <input
            className="input w-full"
            placeholder="Judul"
            value={subject}
            maxLength={120}
            required
            minLength={3}
            onChange={(event) => setSubject(event.target.value)}
          />
        </label>
        <label className="floating-label">
          <span>Pesan</span>
          <textarea
            className="textarea w-full"
            placeholder="Ceritakan apa yang bisa kami bantu"
            aria-label="Pesan"
            value={text}
            maxLength={4000}
            required
            minLength={10}
            rows={4}
            onChange={(event) => setText(event.target.value)}
          />
        </label>
        <button type="submit" className="btn btn-primary self-start" disabled={create.isPending}>
          Kirim
        </button>
      </form>
      {tickets.data && tickets.data.length > 0 && (
        <div className="space-y-2">
          <h3 className="font-semibold">Pertanyaan kamu</h3>
          <ul className="space-y-2">
            {tickets.data.map((ticket) => (
              <li key={ticket._id} className="border-base-300 rounded-box border p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{ticket.subject}</span>
                  <span className="badge badge-sm">{TICKET_STATUS_LABELS[ticket.status]}</span>
                  <span className="text-xs opacity-70">{formatDateTime(ticket.createdAt)}</span>
                </div>
                <p className="whitespace-pre-line">{ticket.text}</p>
                {ticket.reply && (
                  <div className="bg-base-200 rounded-box mt-2 p-2">
                    <p className="text-xs font-semibold">Jawaban Bantuin</p>
                    <p className="whitespace-pre-line">{ticket.reply}</p>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
