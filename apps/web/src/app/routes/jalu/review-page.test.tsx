import { formatIDR, type Job } from '@bantuin/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { signedInApi } from '@/test/fixtures';
import { asJalu, anAssignedJob } from '@/test/job-fixtures';
import { renderApp } from '@/test/render-app';

const ok = (body: unknown): FakeReply => ({ status: 200, body });

/** A job the Jalu has confirmed and paid: ready to be reviewed. */
function aPaidJob(overrides: Partial<Job> = {}): Job {
  return asJalu(
    anAssignedJob({
      worker: { name: 'Budi Santoso', profilePicture: '/uploads/budi.webp' },
      state: 'done',
      status: {
        isWorkerConfirmed: true,
        confirmationImages: ['/uploads/bukti-1.webp'],
        confirmationDescription: null,
        isClientConfirmed: true,
        isDone: true,
      },
      ...overrides,
    }),
  );
}

/** The latest finished jobs, where the page learns whether this one was reviewed. */
const photo = (name: string) => new File([`isi ${name}`], name, { type: 'image/png' });

describe("Jalu 'Review Yasa'", () => {
  it('asks for a rating first, and sends nothing without one', async () => {
    const job = aPaidJob();
    const { requests } = fakeApi({
      ...signedInApi('jalu'),
      [`GET /jobs/${job._id}`]: ok(job),
      [`GET /jobs/${job._id}/review`]: ok({ review: null }),
    });
    const { user, currentPath } = renderApp(`/jalu/order/${job._id}/review`, {
      session: { role: 'jalu' },
    });

    await user.type(await screen.findByLabelText('Testimoni'), 'Mantap!');
    await user.click(screen.getByRole('button', { name: 'Kirim Review' }));

    expect(await screen.findByText('Pilih rating dulu, 1 sampai 5 bintang')).toBeVisible();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    expect(currentPath()).toBe(`/jalu/order/${job._id}/review`);
  });

  it('sends the stars, the words and the photos, toasts and goes home', async () => {
    const job = aPaidJob();
    const { requests } = fakeApi({
      ...signedInApi('jalu'),
      [`GET /jobs/${job._id}`]: ok(job),
      [`GET /jobs/${job._id}/review`]: ok({ review: null }),
      [`POST /clients/jobs/${job._id}/review`]: {
        status: 201,
        body: { message: 'berhasil memberikan rating' },
      },
    });
    const { user, currentPath } = renderApp(`/jalu/order/${job._id}/review`, {
      session: { role: 'jalu' },
    });

    // Whom the review is for.
    expect(await screen.findByRole('heading', { name: 'Review Yasa' })).toBeVisible();
    expect(screen.getByText('Budi Santoso')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Foto Budi Santoso' })).toHaveAttribute(
      'src',
      '/uploads/budi.webp',
    );

    // A radio group of 1–5 stars.
    const stars = await screen.findByRole('radiogroup', { name: 'Rating' });
    expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    await user.click(within(stars).getByRole('radio', { name: '4 bintang' }));
    await user.click(within(stars).getByRole('radio', { name: '5 bintang' }));
    expect(within(stars).getByRole('radio', { name: '5 bintang' })).toBeChecked();
    expect(screen.getByText('Luar biasa')).toBeVisible();

    await user.type(screen.getByLabelText('Testimoni'), '  Rapi dan cepat, terima kasih!  ');
    await user.upload(screen.getByLabelText('Tambah foto'), [photo('dapur.png'), photo('wc.png')]);
    expect(screen.getByRole('img', { name: 'Foto 2' })).toBeVisible();
    expect(screen.getByText('2/5 foto')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Kirim Review' }));

    expect(await screen.findByText('Berhasil memberikan ulasan')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Halo, Sari Wulandari!' })).toBeVisible();
    expect(currentPath()).toBe('/jalu');

    const sent = requests.find((request) => request.method === 'POST');
    expect(sent?.body).toBeInstanceOf(FormData);
    const form = sent!.body as FormData;
    expect(form.get('rating')).toBe('5');
    expect(form.get('description')).toBe('Rapi dan cepat, terima kasih!');
    expect(form.getAll('image').map((file) => (file as File).name)).toEqual([
      'dapur.png',
      'wc.png',
    ]);
  });

  it('takes at most five photos, and a photo can be removed again', async () => {
    const job = aPaidJob();
    fakeApi({
      ...signedInApi('jalu'),
      [`GET /jobs/${job._id}`]: ok(job),
      [`GET /jobs/${job._id}/review`]: ok({ review: null }),
    });
    const { user } = renderApp(`/jalu/order/${job._id}/review`, { session: { role: 'jalu' } });

    const input = await screen.findByLabelText('Tambah foto');
    await user.upload(
      input,
      ['1', '2', '3', '4', '5', '6'].map((n) => photo(`${n}.png`)),
    );
    expect(await screen.findByText('Maksimal 5 foto')).toBeVisible();
    expect(screen.getByText('5/5 foto')).toBeVisible();
    expect(screen.queryByText('Tambah foto')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hapus foto 3' }));
    expect(screen.getByText('4/5 foto')).toBeVisible();
  });

  it('shows the review already given instead of an empty form', async () => {
    const job = aPaidJob();
    fakeApi({
      ...signedInApi('jalu'),
      [`GET /jobs/${job._id}`]: ok(job),
      [`GET /jobs/${job._id}/review`]: ok({
        review: {
          _id: '00000000-0000-4000-8000-0000000000a1',
          client: { name: 'Sari', profilePicture: null },
          rating: 4,
          description: 'Rapi, datang tepat waktu.',
          images: [],
          createdAt: '2026-03-06T08:00:00.000Z',
        },
      }),
    });
    renderApp(`/jalu/order/${job._id}/review`, { session: { role: 'jalu' } });

    expect(await screen.findByText('Ulasanmu untuk pekerjaan ini')).toBeVisible();
    expect(screen.getByText('Rapi, datang tepat waktu.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Kirim Review' })).not.toBeInTheDocument();
  });

  it('says it was reviewed already when the server says so', async () => {
    const job = aPaidJob();
    fakeApi({
      ...signedInApi('jalu'),
      // Reviewed from another device: GET /jobs/:id does not say, the server's refusal does.
      [`GET /jobs/${job._id}`]: ok(job),
      [`GET /jobs/${job._id}/review`]: ok({ review: null }),
      [`POST /clients/jobs/${job._id}/review`]: {
        status: 409,
        body: { message: 'Pekerjaan ini sudah diulas', code: 'ALREADY_REVIEWED' },
      },
    });
    const { user } = renderApp(`/jalu/order/${job._id}/review`, { session: { role: 'jalu' } });

    await user.click(await screen.findByRole('radio', { name: '3 bintang' }));
    await user.click(screen.getByRole('button', { name: 'Kirim Review' }));

    expect(await screen.findByText('Pekerjaan ini sudah diulas')).toBeVisible();
    expect(await screen.findByText('Ulasanmu sudah terkirim')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Kirim Review' })).not.toBeInTheDocument();
  });

  it('before the payment, leads to the confirmation instead', async () => {
    const job = aPaidJob({ state: 'worker_confirmed' });
    fakeApi({
      ...signedInApi('jalu'),
      [`GET /jobs/${job._id}`]: ok(job),
      [`GET /jobs/${job._id}/review`]: ok({ review: null }),
    });
    renderApp(`/jalu/order/${job._id}/review`, { session: { role: 'jalu' } });

    expect(await screen.findByText('Konfirmasi pekerjaannya dulu')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Kirim Review' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Konfirmasi Pekerjaan' })).toHaveAttribute(
      'href',
      `/jalu/order/${job._id}/confirmation`,
    );
  });

  it("'Beri tip': a suggested amount from the wallet, once; then the tip given is shown", async () => {
    // The server offers the tip (asJalu words the actions of a plain done job).
    const job: Job = { ...aPaidJob(), actions: ['review', 'tip'] };
    let tipped = false;
    const { requests } = fakeApi({
      ...signedInApi('jalu'),
      [`GET /jobs/${job._id}`]: async () =>
        ok(
          tipped
            ? { ...job, actions: ['review'], tip: { amount: 10_000, createdAt: job.createdAt } }
            : job,
        ),
      [`GET /jobs/${job._id}/review`]: ok({ review: null }),
      [`POST /clients/jobs/${job._id}/tip`]: async () => {
        tipped = true;
        return {
          status: 201,
          body: { message: 'ok', tip: { amount: 10_000, createdAt: job.createdAt } },
        };
      },
    });
    const { user } = renderApp(`/jalu/order/${job._id}/review`, { session: { role: 'jalu' } });

    const amounts = await screen.findByRole('radiogroup', { name: 'Nominal tip' });
    expect(
      within(amounts)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual([formatIDR(5_000), formatIDR(10_000), formatIDR(20_000), 'Nominal lain']);
    await user.click(within(amounts).getByRole('radio', { name: formatIDR(10_000) }));
    await user.click(screen.getByRole('button', { name: `Kirim tip ${formatIDR(10_000)}` }));

    expect(await screen.findByText(/Kamu memberi tip/)).toBeVisible();
    expect(screen.queryByRole('radiogroup', { name: 'Nominal tip' })).toBeNull();
    const sent = requests.filter((request) => request.url.endsWith('/tip'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ amount: 10_000 });
  });
});
