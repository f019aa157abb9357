import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { renderApp } from '@/test/render-app';

const toastCard = (text: string) => screen.queryByText(text)?.closest('.Toastify__toast') ?? null;

/** jsdom runs no CSS animations: end the toast's exit animation by hand once it started. */
async function expectDismissed(text: string) {
  await waitFor(() => expect(toastCard(text)?.className).toMatch(/exit/));
  fireEvent.animationEnd(toastCard(text)!);
  await waitFor(() => expect(toastCard(text)).toBeNull());
}

describe('toasts', () => {
  it('are labelled in Indonesian and show one at a time, the same text once', async () => {
    renderApp('/login');
    act(() => {
      toast.error('Email atau password salah');
      toast.error('Email atau password salah');
      toast.info('Pesan kedua');
    });

    expect(await screen.findByText('Email atau password salah')).toBeVisible();
    expect(screen.getAllByText('Email atau password salah')).toHaveLength(1);
    expect(screen.queryByText('Pesan kedua')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifikasi' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Tutup notifikasi' }));
    await expectDismissed('Email atau password salah');
    expect(await screen.findByText('Pesan kedua')).toBeVisible();
  });

  it('replace an older toast of the same kind instead of queueing behind it', async () => {
    renderApp('/login');
    act(() => {
      toast.error('Email atau password salah');
    });
    expect(await screen.findByText('Email atau password salah')).toBeVisible();

    act(() => {
      toast.error('Tidak dapat terhubung ke server');
    });
    // The stale error leaves at once; the new one shows without waiting its 5 seconds.
    await expectDismissed('Email atau password salah');
    expect(await screen.findByText('Tidak dapat terhubung ke server')).toBeVisible();
  });

  it("survive the navigation they announce, the previous page's go", async () => {
    const { router } = renderApp('/login');
    // The page is on screen (its route is lazy) before anything happens on it.
    await screen.findByRole('heading', { level: 1 });
    act(() => {
      toast.info('Dari halaman sebelumnya');
    });
    expect(await screen.findByText('Dari halaman sebelumnya')).toBeVisible();

    // The user stays on the page for a while, then a success leads to the next page.
    const later = Date.now() + 10_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await act(async () => {
      toast.success('Successfully');
      await router.navigate('/jalu-register');
    });

    await expectDismissed('Dari halaman sebelumnya');
    expect(await screen.findByText('Successfully')).toBeVisible();
    expect(toastCard('Successfully')?.className).not.toMatch(/exit/);
  });
});
