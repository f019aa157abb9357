import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';
import {
  aDisputeDetail,
  anAdminJob,
  anAdminUser,
  anAuditEntry,
  aWithdrawal,
  ID,
  ok,
} from './admin-fixtures';

const admin = { session: { role: 'admin' as const } };
const userDetail = (suspended: boolean) => ({
  ...anAdminUser(
    suspended
      ? { suspended, suspendedAt: '2026-11-21T00:00:00.000Z', suspendedReason: 'Penipuan' }
      : {},
  ),
  profile: null,
  wallet: { balance: 75_000 },
  counts: { jobs: 3, open: 0, active: 1, done: 2, cancelled: 0, applications: 0 },
  lastJobs: [],
  sessions: 2,
});

describe('Pengguna', () => {
  it('searches, then pages with Muat lebih banyak', async () => {
    const first = Array.from({ length: 20 }, (_, i) =>
      anAdminUser({
        _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        name: `Orang ${i}`,
      }),
    );
    const last = first.at(-1)!._id;
    const { requests } = fakeApi({
      'GET /admin/users?limit=20': ok(first),
      [`GET /admin/users?limit=20&cursor=${last}`]: ok([anAdminUser({ name: 'Orang terakhir' })]),
      'GET /admin/users?q=budi&limit=20': ok([anAdminUser()]),
      // Each letter typed searches (the list keeps the last answer while the next loads).
      'GET /admin/users?q=b&limit=20': ok([]),
      'GET /admin/users?q=bu&limit=20': ok([]),
      'GET /admin/users?q=bud&limit=20': ok([]),
    });
    const { user } = renderApp('/admin/pengguna', admin);
    expect(await screen.findByText('Orang 0')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Muat lebih banyak' }));
    expect(await screen.findByText('Orang terakhir')).toBeVisible();

    await user.type(screen.getByLabelText('Cari pengguna'), 'budi');
    expect(await screen.findByRole('link', { name: 'Budi Santoso' })).toBeVisible();
    expect(requests.map((r) => r.url)).toContain('/admin/users?q=budi&limit=20');
  });

  it('keeps the search and the role in the address: back from a person returns to the same list', async () => {
    fakeApi({
      'GET /admin/users?limit=20': ok([anAdminUser({ name: 'Orang lain' })]),
      'GET /admin/users?role=yasa&limit=20': ok([anAdminUser({ name: 'Orang lain' })]),
      'GET /admin/users?q=b&role=yasa&limit=20': ok([]),
      'GET /admin/users?q=bu&role=yasa&limit=20': ok([]),
      'GET /admin/users?q=bud&role=yasa&limit=20': ok([]),
      'GET /admin/users?q=budi&role=yasa&limit=20': ok([anAdminUser()]),
      [`GET /admin/users/${ID.user}`]: ok(userDetail(false)),
    });
    const { user, router } = renderApp('/admin/pengguna', admin);
    await screen.findByText('Orang lain');
    await user.selectOptions(screen.getByLabelText('Peran'), 'yasa');
    await user.type(screen.getByLabelText('Cari pengguna'), 'budi');
    await user.click(await screen.findByRole('link', { name: 'Budi Santoso' }));
    await screen.findByRole('heading', { level: 1, name: 'Budi Santoso' });

    await router.navigate(-1);
    expect(await screen.findByRole('link', { name: 'Budi Santoso' })).toBeVisible();
    expect(screen.getByLabelText('Cari pengguna')).toHaveValue('budi');
    expect(screen.getByLabelText('Peran')).toHaveValue('yasa');
    expect(router.state.location.search).toBe('?peran=yasa&q=budi');
  });

  it("'Tangguhkan' asks for a reason and a confirmation before suspending", async () => {
    let suspended = false;
    const { requests } = fakeApi({
      [`GET /admin/users/${ID.user}`]: async () => ok(userDetail(suspended)),
      [`POST /admin/users/${ID.user}/suspend`]: async () => {
        suspended = true;
        return ok({
          user: anAdminUser({ suspended: true }),
          cancelledJobs: [],
          withdrawnApplications: 0,
        });
      },
    });
    const { user } = renderApp(`/admin/pengguna/${ID.user}`, admin);
    await user.click(await screen.findByRole('button', { name: 'Tangguhkan' }));
    const dialog = screen.getByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Tangguhkan' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Alasan'), 'Penipuan');
    await user.click(confirm);

    expect(await screen.findByRole('button', { name: 'Aktifkan kembali' })).toBeVisible();
    expect(screen.getByText(/Ditangguhkan sejak/)).toHaveTextContent('Penipuan');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ reason: 'Penipuan' });
  });

  it('shows a person who deleted their account as deleted, with nothing to suspend', async () => {
    const deleted = anAdminUser({
      name: 'Pengguna dihapus',
      email: `dihapus+${ID.user}@pengguna-dihapus.invalid`,
      phoneNumber: null,
      deletedAt: '2026-11-27T03:00:00.000Z',
    });
    fakeApi({
      'GET /admin/users?limit=20': ok([deleted]),
      [`GET /admin/users/${ID.user}`]: ok({ ...userDetail(false), ...deleted }),
    });
    const { user } = renderApp('/admin/pengguna', admin);
    expect(await screen.findByText('Dihapus')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Pengguna dihapus' }));
    expect(await screen.findByText(/Akun ini dihapus pemiliknya/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Tangguhkan' })).not.toBeInTheDocument();
  });
});

describe('Pengiriman notifikasi', () => {
  it("loads a person's deliveries only when asked, and sends a failed one again", async () => {
    const failed = {
      _id: '00000000-0000-4000-8000-00000000d001',
      notificationId: '00000000-0000-4000-8000-00000000a001',
      kind: 'topup_paid',
      channel: 'email',
      status: 'failed',
      attempts: 7,
      lastError: 'SMTP 550 mailbox unavailable',
      createdAt: '2026-11-27T01:00:00.000Z',
      updatedAt: '2026-11-27T01:30:00.000Z',
    };
    let retried = false;
    const { requests } = fakeApi({
      [`GET /admin/users/${ID.user}`]: ok(userDetail(false)),
      [`GET /admin/users/${ID.user}/notification-deliveries`]: async () =>
        ok({ items: [retried ? { ...failed, status: 'pending', lastError: null } : failed] }),
      [`POST /admin/users/${ID.user}/notification-deliveries/${failed._id}/retry`]: async () => {
        retried = true;
        return ok({ message: 'Pengiriman dijadwalkan ulang' });
      },
    });
    const { user } = renderApp(`/admin/pengguna/${ID.user}`, admin);
    await user.click(await screen.findByRole('button', { name: 'Lihat pengiriman notifikasi' }));
    const table = await screen.findByRole('table', { name: 'Pengiriman notifikasi' });
    expect(within(table).getByText('SMTP 550 mailbox unavailable')).toBeVisible();
    await user.click(within(table).getByRole('button', { name: 'Kirim ulang' }));
    await waitFor(() => expect(within(table).getByText('Menunggu')).toBeVisible());
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET /admin/users/${ID.user}`,
      `GET /admin/users/${ID.user}/notification-deliveries`,
      `POST /admin/users/${ID.user}/notification-deliveries/${failed._id}/retry`,
      `GET /admin/users/${ID.user}/notification-deliveries`,
    ]);
  });
});

describe('Pekerjaan', () => {
  it('filters by state and opens a job with its history and ledger lines', async () => {
    fakeApi({
      'GET /admin/jobs?limit=20': ok([anAdminJob()]),
      'GET /admin/jobs?state=disputed&limit=20': ok([]),
      [`GET /admin/jobs/${ID.job}`]: ok({
        ...anAdminJob(),
        description: 'Galon',
        addressNotes: null,
        images: [],
        confirmationDescription: null,
        confirmationImages: [],
        history: [
          { fromState: null, toState: 'open', actorId: null, at: '2026-11-20T03:00:00.000Z' },
          {
            fromState: 'worker_confirmed',
            toState: 'done',
            actorId: null,
            at: '2026-11-20T05:00:00.000Z',
          },
        ],
        ledger: [
          {
            _id: ID.admin,
            kind: 'job_payout',
            amount: 25_000,
            from: { kind: 'escrow', userId: null },
            to: { kind: 'wallet', userId: ID.user },
            createdAt: '2026-11-20T05:00:00.000Z',
          },
        ],
        actions: [],
      }),
    });
    const { user } = renderApp('/admin/pekerjaan', admin);
    await user.selectOptions(await screen.findByLabelText('Status'), 'disputed');
    expect(await screen.findByText('Tidak ada pekerjaan yang cocok')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.click(await screen.findByRole('link', { name: 'Beli galon' }));
    expect(await screen.findByText('job_payout')).toBeVisible();
    expect(screen.getByText(/Menunggu konfirmasi Jalu → Selesai/)).toBeVisible();
    // Dates in Indonesian, Jakarta time (the contract's one formatter).
    expect(screen.getAllByText(/^20 Nov 2026, 12\.00 WIB/).length).toBeGreaterThan(0);
    expect(screen.getByText(/20 Nov 2026, 10\.00 WIB/)).toBeVisible();
    // A finished job offers nothing: the server's `actions` is empty.
    expect(screen.queryByRole('button', { name: 'Batalkan pekerjaan' })).not.toBeInTheDocument();
  });

  it('cancels a job the server says may be cancelled, with a reason', async () => {
    let cancelled = false;
    const detail = (state: 'assigned' | 'cancelled') => ({
      ...anAdminJob(),
      state,
      description: 'Galon',
      addressNotes: null,
      images: [],
      confirmationDescription: null,
      confirmationImages: [],
      history: [],
      ledger: [],
      actions: state === 'assigned' ? ['cancel'] : [],
    });
    const { requests } = fakeApi({
      [`GET /admin/jobs/${ID.job}`]: async () => ok(detail(cancelled ? 'cancelled' : 'assigned')),
      [`POST /admin/jobs/${ID.job}/cancel`]: async () => {
        cancelled = true;
        return ok({ refund: 22_000, compensation: 5_000, late: true, kind: 'late' });
      },
    });
    const { user } = renderApp(`/admin/pekerjaan/${ID.job}`, admin);
    await user.click(await screen.findByRole('button', { name: 'Batalkan pekerjaan' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'Yasa ditangguhkan');
    await user.click(within(dialog).getByRole('button', { name: 'Batalkan pekerjaan' }));
    expect(
      await screen.findByText(
        'Pekerjaan dibatalkan: Rp 22.000 kembali ke Jalu, Rp 5.000 untuk Yasa',
      ),
    ).toBeVisible();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      reason: 'Yasa ditangguhkan',
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Batalkan pekerjaan' })).not.toBeInTheDocument(),
    );
  });
});

describe('Komplain', () => {
  it('shows both sides and decides with the split and a note', async () => {
    let decided = false;
    const { requests } = fakeApi({
      [`GET /admin/disputes/${ID.dispute}`]: async () =>
        ok(
          decided
            ? aDisputeDetail({
                status: 'resolved',
                resolution: {
                  workerAmount: 10_000,
                  refund: 15_000,
                  note: 'Dibagi',
                  resolvedBy: null,
                },
              })
            : aDisputeDetail(),
        ),
      [`POST /admin/disputes/${ID.dispute}/resolve`]: async () => {
        decided = true;
        return ok({ workerAmount: 10_000, refund: 15_000, note: 'Dibagi' });
      },
    });
    const { user } = renderApp(`/admin/komplain/${ID.dispute}`, admin);
    expect(await screen.findByText('Galonnya bocor')).toBeVisible();
    expect(screen.getByText('Saat saya antar masih utuh')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Foto komplain 1' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Foto tanggapan 1' })).toBeVisible();
    expect(screen.getByText('Kok bocor?')).toBeVisible();

    const amount = screen.getByLabelText('Nominal untuk Yasa (Rp)');
    await user.clear(amount);
    await user.type(amount, '10000');
    await user.click(screen.getByRole('button', { name: 'Putuskan' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Alasan'), 'Dibagi');
    await user.click(within(dialog).getByRole('button', { name: 'Putuskan' }));

    expect(await screen.findByText(/Jalu menerima kembali/)).toHaveTextContent('Rp 15.000');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      workerAmount: 10_000,
      note: 'Dibagi',
    });
  });
});

describe('Komplain of a Nitip with a receipt', () => {
  it('splits the shopping money too: the receipt, the Yasa part, what goes back', async () => {
    let decided = false;
    const shopping = { held: 100_000, spent: 80_000, receipts: ['/uploads/struk.jpg'] };
    const { requests } = fakeApi({
      [`GET /admin/disputes/${ID.dispute}`]: async () =>
        ok(
          decided
            ? aDisputeDetail({
                status: 'resolved',
                shopping,
                resolution: {
                  workerAmount: 10_000,
                  refund: 15_000,
                  purchase: 30_000,
                  purchaseRefund: 70_000,
                  note: 'Dibagi',
                  resolvedBy: null,
                },
              })
            : aDisputeDetail({ shopping }),
        ),
      [`POST /admin/disputes/${ID.dispute}/resolve`]: async () => {
        decided = true;
        return ok({ workerAmount: 10_000, refund: 15_000, note: 'Dibagi' });
      },
    });
    const { user } = renderApp(`/admin/komplain/${ID.dispute}`, admin);
    expect(await screen.findByRole('img', { name: 'Foto struk 1' })).toBeVisible();
    const purchase = screen.getByLabelText('Uang belanja untuk Yasa (Rp)');
    // By default the Yasa gets back what the receipt shows.
    expect(purchase).toHaveValue(80_000);
    expect(screen.getByTestId('split-purchase-jalu')).toHaveTextContent('Rp 20.000');
    await user.clear(purchase);
    await user.type(purchase, '30000');
    expect(screen.getByTestId('split-purchase-jalu')).toHaveTextContent('Rp 70.000');
    const amount = screen.getByLabelText('Nominal untuk Yasa (Rp)');
    await user.clear(amount);
    await user.type(amount, '10000');
    await user.click(screen.getByRole('button', { name: 'Putuskan' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Alasan'), 'Dibagi');
    await user.click(within(dialog).getByRole('button', { name: 'Putuskan' }));

    expect(await screen.findByText(/Uang belanja: Yasa menerima/)).toHaveTextContent(
      'Rp 30.000, Jalu menerima kembali Rp 70.000',
    );
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      workerAmount: 10_000,
      purchaseAmount: 30_000,
      note: 'Dibagi',
    });
  });
});

describe('Penarikan', () => {
  it("'Coba lagi' sends a failed payout again", async () => {
    let retried = false;
    fakeApi({
      'GET /admin/withdrawals?limit=20': async () =>
        ok([aWithdrawal(retried ? { retriedAs: ID.job } : {})]),
      [`POST /admin/withdrawals/${ID.withdrawal}/retry`]: async () => {
        retried = true;
        return { status: 201, body: aWithdrawal({ _id: ID.job, status: 'processing' }) };
      },
    });
    const { user } = renderApp('/admin/penarikan', admin);
    await user.click(await screen.findByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Sudah dicoba lagi')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Coba lagi' })).toBeNull());
  });
});

describe('Audit', () => {
  it('lists operator actions in Indonesian', async () => {
    fakeApi({
      'GET /admin/audit?limit=20': ok([
        anAuditEntry({ after: { suspendedReason: 'Penipuan', cancelledJobs: 2 } }),
      ]),
    });
    renderApp('/admin/catatan-audit', admin);
    expect(await screen.findByText('Pengguna ditangguhkan')).toBeVisible();
    expect(screen.getByText('ops@bantuin.id')).toBeVisible();
    // The target in words, linked; the change as labelled values, not JSON.
    expect(screen.getByRole('link', { name: /^Pengguna / })).toHaveAttribute(
      'href',
      `/admin/pengguna/${ID.user}`,
    );
    expect(screen.getByText('Alasan')).toBeVisible();
    expect(screen.getByText('Penipuan')).toBeVisible();
    expect(screen.getByText('Pekerjaan dibatalkan')).toBeVisible();
    expect(screen.queryByText(/suspendedReason|\{"/)).not.toBeInTheDocument();
  });
});
