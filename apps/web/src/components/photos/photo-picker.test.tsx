import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhotoPicker } from './photo-picker';

function renderPicker() {
  render(
    <>
      <button type="button">Sebelumnya</button>
      <PhotoPicker
        photos={[]}
        add={vi.fn(() => 0)}
        remove={vi.fn()}
        max={3}
        label="Foto bukti pekerjaan"
        tag="wajib"
      />
    </>,
  );
  return userEvent.setup();
}

describe('PhotoPicker', () => {
  it('takes the keyboard focus on its file input, which the visible tile shows', async () => {
    const user = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Sebelumnya' }));
    await user.tab();

    const input = screen.getByLabelText(/Tambah foto/);
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('type', 'file');
    // The input itself is visually hidden: the 'Tambah foto' tile draws the ring, through the
    // picker's group, while the input matches :focus-visible (keyboard focus only).
    const tile = screen.getByText('Tambah foto').closest('label')!;
    expect(tile).toHaveAttribute('for', input.id);
    expect(tile.closest('.group\\/picker')).toContainElement(input);
    expect(tile.className).toContain('group-has-[input:focus-visible]/picker:outline-2');
    expect(tile.className).toContain('group-has-[input:focus-visible]/picker:outline-primary');
  });
});
