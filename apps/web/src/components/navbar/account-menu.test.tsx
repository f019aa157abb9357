import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it, vi } from 'vitest';
import { AccountMenu } from './account-menu';

function renderMenu() {
  const onLogout = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/jalu',
        element: (
          <>
            <AccountMenu profilePath="/jalu/profile" onLogout={onLogout} />
            <a href="#isi">Sesudah menu</a>
          </>
        ),
      },
      { path: '/jalu/profile', element: <h1>Profil</h1> },
    ],
    { initialEntries: ['/jalu'] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), onLogout, router };
}

const menuButton = () => screen.getByRole('button', { name: 'Menu akun' });

describe('AccountMenu', () => {
  it('is a closed menu button whose items take no tab stops', async () => {
    const { user } = renderMenu();
    expect(menuButton()).toHaveAttribute('aria-haspopup', 'menu');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.tab();
    expect(menuButton()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Sesudah menu' })).toHaveFocus();
  });

  it('opens with Enter on the first item; the arrow keys move and wrap', async () => {
    const { user } = renderMenu();
    await user.tab();
    await user.keyboard('{Enter}');

    const menu = screen.getByRole('menu', { name: 'Menu akun' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton()).toHaveAttribute('aria-controls', menu.id);
    const profile = screen.getByRole('menuitem', { name: 'Profil' });
    const logout = screen.getByRole('menuitem', { name: 'Keluar' });
    expect(profile).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(logout).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(profile).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(logout).toHaveFocus();
    await user.keyboard('{Home}');
    expect(profile).toHaveFocus();
    await user.keyboard('{End}');
    expect(logout).toHaveFocus();
  });

  it('opens on the last item with ArrowUp and on the first with ArrowDown', async () => {
    const { user } = renderMenu();
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Keluar' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Profil' })).toHaveFocus();
  });

  it('closes with Escape and gives the focus back to the avatar', async () => {
    const { user } = renderMenu();
    await user.click(menuButton());
    expect(screen.getByRole('menuitem', { name: 'Profil' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes on Tab and on a click elsewhere', async () => {
    const { user } = renderMenu();
    await user.click(menuButton());
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(menuButton());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('follows the profile link with Enter, and logs out with Enter on Keluar', async () => {
    const { user, onLogout, router } = renderMenu();
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Profil' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Profil' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/jalu/profile');
  });
});
