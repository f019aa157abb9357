import { APPLICATION_STATUSES, type Application } from '@bantuin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APPLICATIONS_PAGE_SIZE } from '@/features/jobs/api/list-applications';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { anId, signedInApi } from '@/test/fixtures';
import { aJob } from '@/test/job-fixtures';
import { renderApp } from '@/test/render-app';

const ok = (body: unknown): FakeReply => ({ status: 200, body });
const APPLICATIONS = `GET /workers/applications?limit=${APPLICATIONS_PAGE_SIZE}` as const;

const PILLS: Record<Application['status'], string> = {
  pending: 'Menunggu',
  accepted: 'Diterima',
  not_selected: 'Tidak terpilih',
  cancelled: 'Dibatalkan Jalu',
  withdrawn: 'Ditarik',
  backed_out: 'Kamu mundur',
};

/** `of`: the same application, later in another status. */
function anApplication(status: Application['status'], of?: Application): Application {
  return {
    _id: of?._id ?? anId(),
    // As the server answers the job seen through the application: withdrawable while pending.
    job: aJob({
      _id: of?.job._id ?? anId(),
      title: `Pekerjaan ${status}`,
      hasApplied: true,
      actions: status === 'pending' ? ['withdraw'] : status === 'withdrawn' ? ['apply'] : [],
    }),
    status,
    appliedAt: '2026-03-05T08:00:00.000Z',
  };
}

describe("'Lamaran Saya'", () => {
  it('is in the Yasa navigation and shows each status as a pill', async () => {
    const applications = APPLICATION_STATUSES.map((status) => anApplication(status));
    fakeApi({ ...signedInApi('yasa'), [APPLICATIONS]: ok(applications) });
    renderApp('/yasa/applications', { session: { role: 'yasa' } });

    for (const link of await screen.findAllByRole('link', { name: 'Lamaran Saya' })) {
      expect(link).toHaveAttribute('href', '/yasa/applications');
    }

    const list = await screen.findByRole('list', { name: 'Lamaran Saya' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(APPLICATION_STATUSES.length);
    APPLICATION_STATUSES.forEach((status, index) => {
      const card = cards[index]!;
      expect(within(card).getByRole('link', { name: `Pekerjaan ${status}` })).toBeVisible();
      expect(within(card).getByText(PILLS[status])).toBeVisible();
      // Only a pending application can be withdrawn.
      expect(within(card).queryAllByRole('button', { name: 'Tarik lamaran' })).toHaveLength(
        status === 'pending' ? 1 : 0,
      );
    });
    expect(within(cards[1]!).getByRole('link', { name: 'Pekerjaan accepted' })).toHaveAttribute(
      'href',
      `/yasa/order/jobs/${applications[1]!.job._id}`,
    );
  });

  it("follows an accepted application to its job's outcome, not 'Diterima' forever", async () => {
    const outcomes = [
      ['done', 'Selesai'],
      ['disputed', 'Dalam komplain'],
      ['worker_confirmed', 'Menunggu konfirmasi Jalu'],
      ['cancelled', 'Dibatalkan Jalu'],
    ] as const;
    const applications = outcomes.map(([state]) => ({
      ...anApplication('accepted'),
      job: aJob({ title: `Pekerjaan ${state}`, state }),
    }));
    fakeApi({ ...signedInApi('yasa'), [APPLICATIONS]: ok(applications) });
    renderApp('/yasa/applications', { session: { role: 'yasa' } });

    const list = await screen.findByRole('list', { name: 'Lamaran Saya' });
    const cards = within(list).getAllByRole('listitem');
    outcomes.forEach(([, label], index) => {
      expect(within(cards[index]!).getByText(label)).toBeVisible();
      expect(within(cards[index]!).queryByText('Diterima')).not.toBeInTheDocument();
    });
  });

  it('withdraws a pending application after a confirmation', async () => {
    const pending = anApplication('pending');
    let withdrawn = false;
    const { requests } = fakeApi({
      ...signedInApi('yasa'),
      [APPLICATIONS]: async () => ok([withdrawn ? anApplication('withdrawn', pending) : pending]),
      [`DELETE /workers/jobs/${pending.job._id}/application`]: async () => {
        withdrawn = true;
        return ok({ message: 'Lamaran berhasil ditarik' });
      },
    });
    const { user } = renderApp('/yasa/applications', { session: { role: 'yasa' } });

    await user.click(await screen.findByRole('button', { name: 'Tarik lamaran' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tarik lamaran ini?' });
    // Asking is not withdrawing.
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Ya, tarik' }));

    expect(await screen.findByText('Lamaran berhasil ditarik')).toBeVisible();
    expect(await screen.findByText('Ditarik')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Tarik lamaran' })).not.toBeInTheDocument(),
    );
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('invites the Yasa to apply when there is nothing yet', async () => {
    fakeApi({ ...signedInApi('yasa'), [APPLICATIONS]: ok([]) });
    renderApp('/yasa/applications', { session: { role: 'yasa' } });
    expect(await screen.findByText('Belum ada lamaran')).toBeVisible();
  });
});
