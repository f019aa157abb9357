import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { signedInApi } from '@/test/fixtures';
import { aHistoryEntry } from '@/test/history-fixtures';
import { aCleaningJob, aJob } from '@/test/job-fixtures';
import { renderApp } from '@/test/render-app';

const ok = (body: unknown): FakeReply => ({ status: 200, body });

type FilteredList = {
  path: string;
  role: 'jalu' | 'yasa';
  /** The list's API path; the pages ask for 12 at a time. */
  api: string;
  list: string;
  control: 'radio' | 'combobox';
  rows: () => [unknown, unknown];
};

const jobs = (): [unknown, unknown] => [aCleaningJob(), aJob({ title: 'Titip beli galon' })];
const histories = (): [unknown, unknown] => [
  aHistoryEntry({
    jobDetail: {
      title: 'Bersihkan dapur',
      categoryName: 'Bebersih',
      description: 'Dapur berminyak.',
      createdAt: '2026-02-10T05:00:00.000Z',
      fee: 120_000,
    },
  }),
  aHistoryEntry(),
];

const LISTS: FilteredList[] = [
  {
    path: '/yasa',
    role: 'yasa',
    api: '/workers/jobs/worker',
    list: 'Pekerjaan Tersedia',
    control: 'radio',
    rows: jobs,
  },
  {
    path: '/jalu/order/my',
    role: 'jalu',
    api: '/clients/jobs/active',
    list: 'Pesanan Saya',
    control: 'combobox',
    rows: jobs,
  },
  {
    path: '/jalu/order/history',
    role: 'jalu',
    api: '/profile/histories',
    list: 'Riwayat Pesanan',
    control: 'combobox',
    rows: histories,
  },
  {
    path: '/yasa/order/history',
    role: 'yasa',
    api: '/profile/histories',
    list: 'Riwayat Pekerjaan',
    control: 'combobox',
    rows: histories,
  },
];

describe('a category filter changes only the list', () => {
  it.each(LISTS.map((list) => [list.path, list] as const))(
    '%s: no jump to the top, the focus stays, the shown rows wait for the new ones',
    async (_path, { path, role, api, list, control, rows }) => {
      const [cleaning, errand] = rows();
      let answerNitip: (reply: FakeReply) => void = () => {};
      const nitip = new Promise<FakeReply>((resolve) => (answerNitip = resolve));
      fakeApi({
        ...signedInApi(role),
        [`GET ${api}?limit=12`]: ok([cleaning, errand]),
        [`GET ${api}?category=Nitip&limit=12`]: () => nitip,
      });
      const { user, router } = renderApp(path, { session: { role } });
      const rowsOf = () =>
        within(screen.getByRole('list', { name: list })).getAllByRole('listitem');
      await waitFor(() => expect(rowsOf()).toHaveLength(2));
      // React Router's ScrollRestoration moves the page with window.scrollTo: where to, and on
      // which address. (Before the choice it may put the first page back where the memory
      // router's shared first key was left by an earlier test.)
      const scrolls: { to: [number, number]; search: string }[] = [];
      vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
        scrolls.push({ to: [x, y], search: router.state.location.search });
      }) as typeof window.scrollTo);

      const filter =
        control === 'radio'
          ? screen.getByRole('radio', { name: 'Nitip' })
          : screen.getByRole('combobox', { name: 'Kategori' });
      if (control === 'radio') await user.click(filter);
      else await user.selectOptions(filter, 'Nitip');

      await waitFor(() => expect(router.state.location.search).toMatch(/=Nitip$/));
      // While Nitip loads, the rows shown stay (dimmed, busy): the page keeps its height.
      await waitFor(() =>
        expect(screen.getByRole('list', { name: list })).toHaveAttribute('aria-busy', 'true'),
      );
      expect(rowsOf()).toHaveLength(2);
      expect(screen.queryByText(/^Memuat/)).not.toBeInTheDocument();

      answerNitip(ok([errand]));
      await waitFor(() => expect(rowsOf()).toHaveLength(1));
      expect(screen.getByRole('list', { name: list })).not.toHaveAttribute('aria-busy');
      expect(filter).toHaveFocus();
      expect(scrolls.filter(({ search }) => search.endsWith('=Nitip'))).toEqual([]);
    },
  );
});
