import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultAvatarUrl } from '@/components/avatar';
import { fakeApi, type FakeReply } from '@/test/fake-api';
import { signedInApi } from '@/test/fixtures';
import { aBestYasa } from '@/test/history-fixtures';
import { renderApp } from '@/test/render-app';

const ok = (body: unknown): FakeReply => ({ status: 200, body });

describe("Jalu home: the banner and 'Yasa Terbaik'", () => {
  it('shows a card per Yasa: picture, name, rating with a star, bio clamped to 5 lines', async () => {
    fakeApi({
      ...signedInApi('jalu'),
      'GET /clients/best-yasa': ok([
        aBestYasa({ profilePicture: '/uploads/budi.webp' }),
        aBestYasa({ name: 'Rina Kartika', rating: 4.5, bio: null, jobDone: 3 }),
      ]),
    });
    renderApp('/jalu', { session: { role: 'jalu' } });

    expect(await screen.findByRole('heading', { name: 'Yasa Terbaik' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Yasa Terbaik' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const budi = within(list).getByRole('article', { name: 'Budi Santoso' });
    expect(within(budi).getByRole('img', { name: 'Foto Budi Santoso' })).toHaveAttribute(
      'src',
      '/uploads/budi.webp',
    );
    expect(within(budi).getByRole('img', { name: 'Rating 4,8 dari 5' })).toHaveTextContent('4,8');
    const bio = within(budi).getByText('Rapi dan tepat waktu.');
    expect(bio).toHaveClass('line-clamp-5');
    expect(within(budi).getByText('12 pekerjaan selesai')).toBeVisible();

    const rina = within(list).getByRole('article', { name: 'Rina Kartika' });
    expect(within(rina).getByRole('img', { name: 'Foto Rina Kartika' })).toHaveAttribute(
      'src',
      defaultAvatarUrl,
    );
    expect(within(rina).getByRole('img', { name: 'Rating 4,5 dari 5' })).toBeVisible();
  });

  it('says friendly words while no Yasa has been reviewed yet', async () => {
    fakeApi(signedInApi('jalu'));
    renderApp('/jalu', { session: { role: 'jalu' } });

    expect(await screen.findByText('Belum ada Yasa terbaik')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Yasa Terbaik' })).not.toBeInTheDocument();
  });

  it('shows the rotating banner', async () => {
    fakeApi(signedInApi('jalu'));
    renderApp('/jalu', { session: { role: 'jalu' } });

    const banner = await screen.findByRole('region', { name: 'Info Bantuin' });
    expect(within(banner).getAllByText('Rumah bersih tanpa repot').length).toBeGreaterThan(0);
  });

  it('goes without the list when it cannot be loaded (only logged)', async () => {
    fakeApi({
      ...signedInApi('jalu'),
      'GET /clients/best-yasa': {
        status: 403,
        body: { message: 'Kamu tidak punya akses', code: 'FORBIDDEN' },
      },
    });
    renderApp('/jalu', { session: { role: 'jalu' } });

    expect(await screen.findByRole('heading', { name: 'Halo, Sari Wulandari!' })).toBeVisible();
    await screen.findByRole('region', { name: 'Info Bantuin' });
    expect(screen.queryByRole('heading', { name: 'Yasa Terbaik' })).not.toBeInTheDocument();
    expect(screen.queryByText('Kamu tidak punya akses')).not.toBeInTheDocument();
  });
});
