import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SplitControl } from './split-control';

const text = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s/g, ' ');

function Harness({ initial = 0 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return <SplitControl fee={25_000} adminFee={2_000} value={value} onChange={setValue} />;
}

describe('SplitControl', () => {
  it('shows what each side receives as the amount is typed', async () => {
    const user = userEvent.setup();
    render(<Harness initial={0} />);
    // Nothing to the Yasa: the Jalu gets the fee and the admin fee back.
    expect(text('split-yasa')).toBe('Rp 0');
    expect(text('split-jalu')).toBe('Rp 27.000');
    expect(text('split-revenue')).toBe('Rp 0');

    const amount = screen.getByLabelText('Nominal untuk Yasa (Rp)');
    await user.clear(amount);
    await user.type(amount, '10000');
    expect(text('split-yasa')).toBe('Rp 10.000');
    expect(text('split-jalu')).toBe('Rp 15.000');
    expect(text('split-revenue')).toBe('Rp 2.000');
    expect(screen.getByLabelText('Geser bagian Yasa')).toHaveValue('10000');
  });

  it('moves with the slider and never goes past the fee', async () => {
    const user = userEvent.setup();
    render(<Harness initial={5_000} />);
    fireEvent.change(screen.getByLabelText('Geser bagian Yasa'), { target: { value: '25000' } });
    expect(text('split-yasa')).toBe('Rp 25.000');
    expect(text('split-jalu')).toBe('Rp 0');

    const amount = screen.getByLabelText('Nominal untuk Yasa (Rp)');
    await user.clear(amount);
    await user.type(amount, '99999');
    expect(text('split-yasa')).toBe('Rp 25.000');
  });
});
