import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COUNTER_DURATION, COUNTER_STEP } from '@campaign/shared';
import { setReducedMotion } from '../test/utils';
import { AnimatedCounter, counterValueAt } from './AnimatedCounter';

type ObserverCallback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** An IntersectionObserver whose visibility the test controls. */
function stubIntersectionObserver() {
  const observers: {
    callback: ObserverCallback;
    options?: IntersectionObserverInit | undefined;
  }[] = [];
  class FakeObserver {
    constructor(callback: ObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
    unobserve() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observers,
    show: (ratio: number) =>
      act(() => {
        for (const o of observers)
          o.callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]);
      }),
  };
}

const display = () => screen.getByTestId('counter-display').textContent;

describe('counterValueAt', () => {
  it('runs from 0 to the target over COUNTER_DURATION with an ease-out curve', () => {
    expect(counterValueAt(3_000_000, 0)).toBe(0);
    expect(counterValueAt(3_000_000, COUNTER_DURATION)).toBe(3_000_000);
    expect(counterValueAt(3_000_000, COUNTER_DURATION * 5)).toBe(3_000_000);
    // Ease-out: more than half the distance is covered in the first half of the time.
    expect(counterValueAt(1000, COUNTER_DURATION / 2)).toBeGreaterThan(500);
    let previous = -1;
    for (let t = 0; t <= COUNTER_DURATION; t += COUNTER_STEP) {
      const value = counterValueAt(1000, t);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });
});

describe('AnimatedCounter', () => {
  it('waits until 30 % is visible, then counts up to the value in about 2 seconds', async () => {
    setReducedMotion(false);
    vi.useFakeTimers();
    const io = stubIntersectionObserver();
    render(<AnimatedCounter value={3_000_000} suffix="+" />);

    expect(io.observers[0]!.options?.threshold).toBe(0.3);
    expect(display()).toBe('0+');
    // The final figure is what assistive technology reads throughout.
    expect(screen.getByText('3,000,000+')).toHaveProperty('className', 'visually-hidden');

    io.show(0.1);
    await act(() => vi.advanceTimersByTime(500));
    expect(display()).toBe('0+');

    io.show(0.3);
    await act(() => vi.advanceTimersByTime(1000));
    const halfway = Number(display()!.replace(/[^\d]/g, ''));
    expect(halfway).toBeGreaterThan(1_500_000);
    expect(halfway).toBeLessThan(3_000_000);

    // Still short of the figure just before 2 s, there at 2 s, and it stays there.
    await act(() => vi.advanceTimersByTime(999));
    expect(display()).not.toBe('3,000,000+');
    await act(() => vi.advanceTimersByTime(1));
    expect(display()).toBe('3,000,000+');
    await act(() => vi.advanceTimersByTime(5000));
    expect(display()).toBe('3,000,000+');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the final value in the server-rendered HTML, for pages read without JavaScript', () => {
    setReducedMotion(false);
    const html = renderToString(<AnimatedCounter value={2_500_000} suffix="+" />);
    expect(/data-testid="counter-display">([^<]*)/.exec(html)?.[1]).toBe('2,500,000');
  });

  it('shows the final value at once with prefers-reduced-motion', () => {
    setReducedMotion(true);
    stubIntersectionObserver();
    render(<AnimatedCounter value={156} suffix="%" />);
    expect(display()).toBe('156%');
  });

  it('starts without an IntersectionObserver (content is never left hidden)', async () => {
    setReducedMotion(false);
    vi.useFakeTimers();
    render(<AnimatedCounter value={8432} />);
    await act(() => vi.advanceTimersByTime(COUNTER_DURATION + COUNTER_STEP));
    expect(display()).toBe('8,432');
  });
});
