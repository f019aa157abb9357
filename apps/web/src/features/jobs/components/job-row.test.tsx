import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aHistoryEntry } from '@/test/history-fixtures';
import { aCleaningJob, aJob, anAssignedJob } from '@/test/job-fixtures';
import { applicantsLabel, JobRow, JobRows, type JobRowProps } from './job-row';

/** The rows in a list, on a router that records where a click goes. */
function renderRows(rows: JobRowProps[]) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <JobRows label="Daftar">
            {rows.map((row, index) => (
              <JobRow key={index} {...row} />
            ))}
          </JobRows>
        ),
      },
    ],
    { initialEntries: ['/list'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('JobRow', () => {
  it("shows an open job as a Yasa scans it: fee, distance, time, applicants, 'Sudah melamar'", () => {
    const job = aCleaningJob({ distanceKm: 2.34, applicantCount: 4, hasApplied: true });
    renderRows([{ variant: 'open', job }]);

    const row = screen.getByRole('article', { name: job.title });
    expect(within(row).getByText(/^Rp\s120\.000$/)).toBeVisible();
    expect(within(row).getByText('2,3 km')).toBeVisible();
    expect(within(row).getByText('Sabtu, 7 Maret 2026, 09.00 WIB')).toBeVisible();
    expect(within(row).getByText('4 pelamar')).toBeVisible();
    expect(within(row).getByText('Sudah melamar')).toBeVisible();
    expect(row.querySelector('img')).toHaveAttribute('src', job.images[0]);
    // One tab stop per row, named by the job.
    expect(within(row).getAllByRole('link')).toHaveLength(1);
  });

  it("says 'Kamu sudah mundur', not 'Sudah melamar', on an open job the Yasa backed out of", () => {
    const job = aJob({ hasApplied: false, applyRefusal: 'BACKED_OUT', actions: [] });
    renderRows([{ variant: 'open', job }]);
    const row = screen.getByRole('article', { name: job.title });
    expect(within(row).getByText('Kamu sudah mundur')).toBeVisible();
    expect(within(row).queryByText('Sudah melamar')).not.toBeInTheDocument();
  });

  it('leaves out what is not known: no distance, no time, no applicant count', () => {
    const job = aJob({ scheduledAt: null });
    renderRows([{ variant: 'open', job }]);
    const row = screen.getByRole('article', { name: job.title });
    expect(within(row).queryByText(/km$/)).not.toBeInTheDocument();
    expect(within(row).queryByText(/WIB$/)).not.toBeInTheDocument();
    expect(within(row).queryByText(/pelamar/)).not.toBeInTheDocument();
    expect(within(row).queryByText('Sudah melamar')).not.toBeInTheDocument();
    // A Nitip without photos gets the category's tint, not an image.
    expect(row.querySelector('img')).toBeNull();
  });

  it('shows a long title whole, never clamped, beside a fee that does not shrink', () => {
    const title =
      'Belanja bulanan lengkap di pasar induk: beras, minyak, telur, sayur, buah dan bumbu dapur';
    const job = aJob({ title });
    renderRows([
      { variant: 'open', job },
      { variant: 'order', job: aJob({ title }) },
    ]);

    for (const row of screen.getAllByRole('article', { name: title })) {
      const heading = within(row).getByRole('heading', { name: title });
      expect(heading).toHaveTextContent(title);
      // The layout itself is checked at 390 px in e2e (web-minor.spec.ts); here: nothing cuts it.
      expect(heading.className).not.toMatch(/line-clamp|truncate|text-ellipsis|overflow-hidden/);
      expect(within(row).getByText(/Rp\s35\.000/).className).toMatch(/\bshrink-0\b/);
    }
  });

  it('opens each variant on its own page when the row is clicked', async () => {
    const open = aJob({ title: 'Lowongan' });
    const order = aJob({ title: 'Pesananku' });
    const work = anAssignedJob({ title: 'Kerjaanku' });
    const entry = aHistoryEntry({
      jobDetail: { ...aHistoryEntry().jobDetail, title: 'Riwayatku' },
    });
    const { router, user } = renderRows([
      { variant: 'open', job: open },
      { variant: 'order', job: order },
      { variant: 'work', job: work },
      { variant: 'history', entry },
    ]);
    const hrefs = ['Lowongan', 'Pesananku', 'Kerjaanku', 'Riwayatku'].map((name) =>
      screen.getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual([
      `/yasa/order/${open._id}`,
      `/jalu/order/${order._id}`,
      `/yasa/order/jobs/${work._id}`,
      `/jalu/order/${entry._id}`,
    ]);

    await user.click(screen.getByRole('link', { name: 'Riwayatku' }));
    expect(router.state.location.pathname).toBe(`/jalu/order/${entry._id}`);
  });

  it("keeps 'Beri ulasan' its own link on a finished, unreviewed history row only", () => {
    const unreviewed = aHistoryEntry({ jobDetail: { ...aHistoryEntry().jobDetail, title: 'A' } });
    const reviewed = aHistoryEntry({
      jobDetail: { ...aHistoryEntry().jobDetail, title: 'B' },
      reviewed: true,
      autoReleased: true,
    });
    const cancelled = aHistoryEntry({
      jobDetail: { ...aHistoryEntry().jobDetail, title: 'C' },
      state: 'cancelled',
      worker: { name: 'Rina Kartika' },
    });
    renderRows([
      { variant: 'history', entry: unreviewed },
      { variant: 'history', entry: reviewed },
      { variant: 'history', entry: cancelled },
    ]);
    const [a, b, c] = ['A', 'B', 'C'].map((name) => screen.getByRole('article', { name }));
    expect(within(a!).getByRole('link', { name: 'Beri ulasan' })).toHaveAttribute(
      'href',
      `/jalu/order/${unreviewed._id}/review`,
    );
    expect(within(a!).getByText('Selesai')).toBeVisible();
    expect(within(b!).getByText('Dibayar otomatis')).toBeVisible();
    expect(within(b!).queryByRole('link', { name: 'Beri ulasan' })).not.toBeInTheDocument();
    expect(within(c!).getByText('Dibatalkan')).toBeVisible();
    expect(within(c!).getByText('Rina Kartika')).toBeVisible();
    expect(within(c!).queryByRole('link', { name: 'Beri ulasan' })).not.toBeInTheDocument();
  });

  it('counts applicants in Indonesian', () => {
    expect(applicantsLabel(0)).toBe('Belum ada pelamar');
    expect(applicantsLabel(1)).toBe('1 pelamar');
    expect(applicantsLabel(12)).toBe('12 pelamar');
  });
});
