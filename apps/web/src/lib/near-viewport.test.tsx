import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '@/test/intersection-observer';
import { useNearViewport } from './near-viewport';

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return <div ref={ref}>{near ? 'dekat' : 'jauh'}</div>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('is true at once without IntersectionObserver (jsdom)', () => {
    render(<Probe />);
    expect(screen.getByText('dekat')).toBeInTheDocument();
  });

  it('turns true when the element comes near the screen, looking ahead of it', () => {
    const observer = stubIntersectionObserver();
    render(<Probe />);
    expect(screen.getByText('jauh')).toBeInTheDocument();
    expect(observer.observers[0]?.options?.rootMargin).toBe('300px 0px');
    observer.intersect(false);
    expect(screen.getByText('jauh')).toBeInTheDocument();
    observer.intersect(true);
    expect(screen.getByText('dekat')).toBeInTheDocument();
  });
});
