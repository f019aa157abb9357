import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultAvatarUrl } from '@/components/avatar';
import { fakeApi } from '@/test/fake-api';
import { aClientProfile, aWorkerProfile, ok, signedInApi } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const hrefsOf = (name: string) =>
  screen.getAllByRole('link', { name }).map((link) => link.getAttribute('href'));

describe('area layouts', () => {
  it('gives the Jalu area its navigation, brand and account menu', async () => {
    fakeApi(signedInApi('jalu'));
    const { user } = renderApp('/jalu', { session: { role: 'jalu' } });
    await screen.findByRole('button', { name: 'Menu akun' });

    // Each link exists twice: the collapsed menu (small screens) and the inline one.
    expect(new Set(hrefsOf('Beranda'))).toEqual(new Set(['/jalu']));
    expect(new Set(hrefsOf('Pesanan Saya'))).toEqual(new Set(['/jalu/order/my']));
    expect(screen.getByRole('link', { name: 'Bantuin' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Menu akun' }));
    expect(screen.getByRole('menuitem', { name: 'Profil' })).toHaveAttribute(
      'href',
      '/jalu/profile',
    );
    expect(screen.getByRole('menuitem', { name: 'Keluar' })).toBeInTheDocument();
  });

  it('gives the Yasa area its navigation and account menu', async () => {
    fakeApi(signedInApi('yasa'));
    const { user } = renderApp('/yasa', { session: { role: 'yasa' } });
    await screen.findByRole('button', { name: 'Menu akun' });

    expect(new Set(hrefsOf('Beranda'))).toEqual(new Set(['/yasa']));
    // One word for the Yasa's work in the top bar and the tabs (issue 28).
    expect(hrefsOf('Pekerjaan')).toEqual(['/yasa/order/jobs', '/yasa/order/jobs']);
    expect(screen.queryByRole('link', { name: 'Pesanan' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu akun' }));
    expect(screen.getByRole('menuitem', { name: 'Profil' })).toHaveAttribute(
      'href',
      '/yasa/profile',
    );
  });

  it("puts 'Verifikasi email' after the page, so its late answer moves nothing on screen", async () => {
    fakeApi({
      ...signedInApi('yasa'),
      'GET /profile/verification': ok({
        emailVerified: false,
        phoneVerified: true,
        pendingEmail: null,
      }),
    });
    renderApp('/yasa', { session: { role: 'yasa' } });
    const notice = await screen.findByText(/Email kamu belum terverifikasi/);
    const heading = await screen.findByRole('heading', { level: 1 });

    expect(notice).toBeVisible();
    expect(heading.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the default picture in the avatar while the profile has none', async () => {
    fakeApi(signedInApi('jalu', { profile: aClientProfile({ profilePicture: null }) }));
    renderApp('/jalu', { session: { role: 'jalu' } });
    const menuButton = await screen.findByRole('button', { name: 'Menu akun' });
    expect(within(menuButton).getByRole('presentation')).toHaveAttribute('src', defaultAvatarUrl);
  });

  it.each([
    ['jalu', aClientProfile({ profilePicture: '/uploads/sari.webp' })],
    ['yasa', aWorkerProfile({ profilePicture: '/uploads/sari.webp' })],
  ] as const)("shows the %s's profile picture in the avatar", async (role, profile) => {
    fakeApi(signedInApi(role, { profile }));
    renderApp(`/${role}`, { session: { role } });
    const menuButton = await screen.findByRole('button', { name: 'Menu akun' });
    await waitFor(() =>
      expect(within(menuButton).getByRole('presentation')).toHaveAttribute(
        'src',
        '/uploads/sari.webp',
      ),
    );
  });

  it('logs out: clears all localStorage and the query cache, says goodbye, goes to /', async () => {
    fakeApi({ ...signedInApi('jalu'), 'GET /clients/jobs/active?limit=12': ok([]) });
    localStorage.setItem('draft', 'something the user typed');
    const { user, queryClient, currentPath } = renderApp('/jalu/order/my', {
      session: { role: 'jalu' },
    });
    queryClient.setQueryData(['profile'], { name: 'Sari' });

    await user.click(await screen.findByRole('button', { name: 'Menu akun' }));
    await user.click(screen.getByRole('menuitem', { name: 'Keluar' }));

    expect(await screen.findByText('Berhasil Keluar')).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'Semua yang kamu bayangkan itu nyata' }),
    ).toBeVisible();
    expect(currentPath()).toBe('/');
    expect(localStorage.length).toBe(0);
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
  });
});

describe('phone navigation and page titles', () => {
  const tabsOf = () =>
    within(screen.getByRole('navigation', { name: 'Navigasi utama' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);

  it("gives the Jalu a bottom tab bar with the area's four places", async () => {
    fakeApi(signedInApi('jalu'));
    renderApp('/jalu', { session: { role: 'jalu' } });
    await screen.findByRole('button', { name: 'Menu akun' });
    expect(tabsOf()).toEqual([
      ['Beranda', '/jalu'],
      ['Pesanan Saya', '/jalu/order/my'],
      ['Riwayat', '/jalu/order/history'],
      ['Profil', '/jalu/profile'],
    ]);
  });

  it("gives the Yasa a bottom tab bar and marks the current page's tab", async () => {
    fakeApi(signedInApi('yasa'));
    renderApp('/yasa/profile', { session: { role: 'yasa' } });
    await screen.findByRole('button', { name: 'Menu akun' });
    expect(tabsOf()).toEqual([
      ['Beranda', '/yasa'],
      ['Lamaran', '/yasa/applications'],
      ['Pekerjaan', '/yasa/order/jobs'],
      ['Profil', '/yasa/profile'],
    ]);
    const tabs = within(screen.getByRole('navigation', { name: 'Navigasi utama' }));
    expect(tabs.getByRole('link', { name: 'Profil' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Beranda' })).not.toHaveAttribute('aria-current');
  });

  it('titles the browser tab after the page, and follows navigation', async () => {
    fakeApi({ ...signedInApi('jalu'), 'GET /clients/jobs/active?limit=12': ok([]) });
    const { user } = renderApp('/jalu', { session: { role: 'jalu' } });
    await waitFor(() => expect(document.title).toBe('Beranda · Bantuin'));

    const tabs = within(screen.getByRole('navigation', { name: 'Navigasi utama' }));
    await user.click(tabs.getByRole('link', { name: 'Pesanan Saya' }));
    await waitFor(() => expect(document.title).toBe('Pesanan Saya · Bantuin'));
  });
});
