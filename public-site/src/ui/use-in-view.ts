import { useCallback, useEffect, useState } from 'react';

// Browsers report ratios such as 0.2999 for an element that just crossed 0.3.
const RATIO_TOLERANCE = 0.01;

const observerAvailable = () => typeof IntersectionObserver !== 'undefined';

/**
 * Becomes true once `threshold` of the element is visible and stays true (one-shot reveal).
 * Where IntersectionObserver does not exist the element counts as visible straight away, so
 * content is never left hidden.
 */
export function useInView<T extends Element>(threshold: number) {
  const [inView, setInView] = useState(() => !observerAvailable());
  const [node, setNode] = useState<T | null>(null);
  const ref = useCallback((element: T | null) => setNode(element), []);

  useEffect(() => {
    if (!node || inView) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (
          entries.some(
            (entry) =>
              entry.isIntersecting && entry.intersectionRatio >= threshold - RATIO_TOLERANCE,
          )
        ) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, threshold, inView]);

  return [ref, inView] as const;
}
