import type { AdminTicket, Ticket } from '@bantuin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { signedInApi } from '@/test/fixtures';
import { configApi } from '@/test/job-fixtures';
import { renderApp } from '@/test/render-app';

const ok = (body: unknown, status = 200): FakeReply => ({ status, body });
const TICKET: Ticket = {
  _id: '55555555-5555-4555-8555-555555555555',
  subject: 'Saldo belum masuk',
  text: 'Penarikan saya kemarin belum masuk.',
  jobId: null,
  status: 'answered',
  reply: 'Dana masuk hari ini.',
  repliedAt: '2026-11-27T04:00:00.000Z',
  createdAt: '2026-11-27T03:00:00.000Z',
};
const JOB = '22222222-2222-4222-8222-222222222222';

describe("'Hubungi kami' on the Bantuan page", () => {
  it.each(['jalu', 'yasa'] as const)(
    'a %s sends a question about a job and sees it with the answers',
    async (role) => {
      let tickets: Ticket[] = [TICKET];
      const { requests } = fakeApi({
        ...signedInApi(role),
        ...configApi(),
        'GET /payout/config': ok({ provider: 'sandbox', min: 50_000, fee: 2_500 }),
        'GET /support/tickets': async () => ok(tickets),
        'POST /support/tickets': async () => {
          const sent: Ticket = {
            ...TICKET,
            _id: '66666666-6666-4666-8666-666666666666',
            subject: 'Yasa tidak datang',
            text: 'Yasa tidak datang sampai sore.',
            jobId: JOB,
            status: 'open',
            reply: null,
            repliedAt: null,
          };
          tickets = [sent, ...tickets];
          return ok(sent, 201);
        },
      });
      const { user } = renderApp(`/${role}/bantuan?pekerjaan=${JOB}`, { session: { role } });

      const section = await screen.findByRole('region', { name: 'Hubungi kami' });
      expect(await within(section).findByText('Dana masuk hari ini.')).toBeVisible();
      expect(within(section).getByText('Sudah dijawab')).toBeVisible();
      expect(within(section).getByText(/Tentang pesanan #22222222/)).toBeVisible();

      await user.type(within(section).getByPlaceholderText('Judul'), 'Yasa tidak datang');
      await user.type(within(section).getByLabelText('Pesan'), 'Yasa tidak datang sampai sore.');
      await user.click(within(section).getByRole('button', { name: 'Kirim' }));

      await waitFor(() =>
        expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
          subject: 'Yasa tidak datang',
          text: 'Yasa tidak datang sampai sore.',
          jobId: JOB,
        }),
      );
      expect(await within(section).findByText('Yasa tidak datang sampai sore.')).toBeVisible();
      expect(within(section).getByText('Menunggu jawaban')).toBeVisible();
      expect(within(section).getByPlaceholderText('Judul')).toHaveValue('');
    },
  );

  it("shows the server's message when the question is refused", async () => {
    fakeApi({
      ...signedInApi('jalu'),
      ...configApi(),
      'GET /payout/config': ok({ provider: 'sandbox', min: 50_000, fee: 2_500 }),
      'GET /support/tickets': ok([]),
      'POST /support/tickets': ok({ message: 'Pekerjaan tidak ditemukan', code: 'NOT_FOUND' }, 404),
    });
    const { user } = renderApp(`/jalu/bantuan?pekerjaan=${JOB}`, { session: { role: 'jalu' } });
    const section = await screen.findByRole('region', { name: 'Hubungi kami' });
    await user.type(within(section).getByPlaceholderText('Judul'), 'Pertanyaan');
    await user.type(within(section).getByLabelText('Pesan'), 'Tolong dicek ya, terima kasih.');
    await user.click(within(section).getByRole('button', { name: 'Kirim' }));
    expect(await screen.findByText('Pekerjaan tidak ditemukan')).toBeVisible();
  });
});

const adminTicket = (over: Partial<AdminTicket>): AdminTicket => ({
  ...TICKET,
  status: 'open',
  reply: null,
  repliedAt: null,
  user: {
    _id: '11111111-1111-4111-8111-111111111111',
    name: 'Budi Santoso',
    email: 'budi@contoh.id',
    role: 'jalu',
  },
  repliedBy: null,
  closedAt: null,
  ...over,
});

describe('Tiket in the admin console', () => {
  it('lists the open tickets oldest first as the server orders them, answers and closes', async () => {
    const first = adminTicket({});
    const second = adminTicket({
      _id: '77777777-7777-4777-8777-777777777777',
      subject: 'Verifikasi lama',
      text: 'Verifikasi KTP saya belum diperiksa.',
      user: {
        _id: '88888888-8888-4888-8888-888888888888',
        name: 'Sari',
        email: 's@x.id',
        role: 'yasa',
      },
    });
    let list = [first, second];
    const { requests } = fakeApi({
      'GET /admin/tickets?limit=20': async () => ok(list),
      [`POST /admin/tickets/${first._id}/reply`]: async () => {
        list = [{ ...first, status: 'answered', reply: 'Sudah kami cek.' }, second];
        return ok(list[0]);
      },
      [`POST /admin/tickets/${second._id}/close`]: async () => {
        list = [list[0]!];
        return ok({ ...second, status: 'closed' });
      },
    });
    const { user } = renderApp('/admin/tiket', { session: { role: 'admin' } });

    const rows = await screen.findAllByRole('row');
    const bodyRows = rows.slice(1);
    expect(bodyRows[0]).toHaveTextContent('Saldo belum masuk');
    expect(bodyRows[1]).toHaveTextContent('Verifikasi lama');
    expect(bodyRows[1]).toHaveTextContent('Yasa');

    await user.type(screen.getByLabelText('Jawaban untuk Saldo belum masuk'), 'Sudah kami cek.');
    await user.click(within(bodyRows[0]!).getByRole('button', { name: 'Kirim jawaban' }));
    await waitFor(() =>
      expect(requests.find((r) => r.url.endsWith('/reply'))?.body).toEqual({
        text: 'Sudah kami cek.',
        close: false,
      }),
    );
    expect(await screen.findByText(/Dijawab: “Sudah kami cek.”/)).toBeVisible();

    const secondRow = screen.getByText('Verifikasi lama').closest('tr')!;
    await user.click(within(secondRow).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByText('Verifikasi lama')).toBeNull());
    expect(requests.map((r) => `${r.method} ${r.url}`)).toContain(
      `POST /admin/tickets/${second._id}/close`,
    );
  });
});
