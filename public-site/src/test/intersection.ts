import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** An IntersectionObserver the test drives: `show(element, ratio)` reports a visibility. */
export function stubIntersectionObserver() {
  const observed = new Map<Element, { callback: Callback; threshold: unknown }>();
  class FakeObserver {
    private readonly callback: Callback;
    private readonly threshold: unknown;
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      this.callback = callback;
      this.threshold = options?.threshold;
    }
    observe(element: Element) {
      observed.set(element, { callback: this.callback, threshold: this.threshold });
    }
    unobserve(element: Element) {
      observed.delete(element);
    }
    disconnect() {
      for (const [element, entry] of observed) {
        if (entry.callback === this.callback) observed.delete(element);
      }
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    thresholdOf: (element: Element) => observed.get(element)?.threshold,
    show(element: Element, ratio: number) {
      const entry = observed.get(element);
      if (!entry) return;
      act(() =>
        entry.callback([{ target: element, isIntersecting: ratio > 0, intersectionRatio: ratio }]),
      );
    },
  };
}
