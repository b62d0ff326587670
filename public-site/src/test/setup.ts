import { afterEach, beforeEach, vi } from 'vitest';
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
