import { afterEach, beforeEach, expect, vi } from 'vitest';
import { setReducedMotion } from './utils';

// Page tests read final figures: counters jump straight to their value under reduced motion.
// The counter's own tests switch motion back on.
beforeEach(() => {
  setReducedMotion(true);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.title = '';
});

// The one DOM matcher these tests need, without pulling in jest-dom.
expect.extend({
  toHaveTextContent(received: Element | null, expected: string | RegExp) {
    const text = (received?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const pass = typeof expected === 'string' ? text.includes(expected) : expected.test(text);
    return {
      pass,
      message: () =>
        `expected element ${pass ? 'not ' : ''}to have text content ${String(expected)}, got "${text}"`,
    };
  },
});

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  interface Matchers<T = any> {
    toHaveTextContent(expected: string | RegExp): T;
  }
}
