import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryBadge, formatDistanceKm, JobAddress, JobFee, JobPerson } from './job-pieces';

describe('job pieces', () => {
  it('formats distances in Indonesian kilometres', () => {
    expect(formatDistanceKm(1.26)).toBe('1,3 km');
    expect(formatDistanceKm(12)).toBe('12 km');
    expect(formatDistanceKm(0.04)).toBe('< 0,1 km');
  });

  it('shows the fee in rupiah with an optional label, and clamps the address', () => {
    render(
      <>
        <JobFee fee={52_000} label="Biaya:" />
        <JobAddress address="Jl. Melati No. 5" label="Alamat:" />
        <CategoryBadge category="Nitip" />
      </>,
    );
    expect(screen.getByText(/^Rp\s52\.000$/, { ignore: 'span' })).toBeVisible();
    expect(screen.getByText('Biaya:')).toBeVisible();
    expect(screen.getByText('Jl. Melati No. 5')).toHaveClass('line-clamp-3');
    expect(screen.getByText('Nitip')).toBeVisible();
  });

  it('falls back to a role name for a person without a name', () => {
    render(<JobPerson name={null} picture={null} fallbackName="Jalu" />);
    expect(screen.getByText('Jalu')).toBeVisible();
    expect(screen.getByAltText('Foto Jalu')).toBeInTheDocument();
  });
});
