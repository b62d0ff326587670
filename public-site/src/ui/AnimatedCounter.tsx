import { useEffect, useState, useSyncExternalStore } from 'react';
import { COUNTER_DURATION, COUNTER_STEP, COUNTER_THRESHOLD, formatNumber } from '@campaign/shared';
import { useInView } from './use-in-view';
import { useReducedMotion } from './use-reduced-motion';

export interface AnimatedCounterProps {
  value: number;
  /** Text after the number, e.g. "+" or "%". */
  suffix?: string | undefined;
  className?: string | undefined;
}

const noSubscription = () => () => {};

/**
 * False in the server's HTML (and while hydrating it), true once the browser runs the page.
 * Without JavaScript the counter never counts, so the HTML shows the final figure.
 */
const useRunsInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/** The number shown `elapsed` ms into the count-up from 0 to `target`. */
export function counterValueAt(target: number, elapsed: number): number {
  const progress = Math.min(1, Math.max(0, elapsed / COUNTER_DURATION));
  return Math.round(target * easeOutCubic(progress));
}

/**
 * Counts from 0 up to `value` (about 2 s, ease-out, a step every 16 ms) once 30 % of it is
 * visible. Screen readers get the final figure only; with reduced motion, and in the
 * server-rendered HTML (read without JavaScript), it shows at once.
 */
export function AnimatedCounter({ value, suffix = '', className }: AnimatedCounterProps) {
  const target = Math.round(value);
  const [ref, inView] = useInView<HTMLSpanElement>(COUNTER_THRESHOLD);
  const reducedMotion = useReducedMotion();
  const [current, setCurrent] = useState(0);
  const inBrowser = useRunsInBrowser();

  useEffect(() => {
    if (!inView || reducedMotion) return;
    const start = Date.now();
    const timer = setInterval(() => {
      const elapsed = Date.now() - start;
      setCurrent(counterValueAt(target, elapsed));
      if (elapsed >= COUNTER_DURATION) clearInterval(timer);
    }, COUNTER_STEP);
    return () => clearInterval(timer);
  }, [inView, reducedMotion, target]);

  const shown = reducedMotion || !inBrowser ? target : current;
  return (
    <span ref={ref} className={className}>
      <span aria-hidden="true" data-testid="counter-display">
        {formatNumber(shown)}
        {suffix}
      </span>
      <span className="visually-hidden">
        {formatNumber(target)}
        {suffix}
      </span>
    </span>
  );
}
