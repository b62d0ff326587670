import type { CSSProperties } from 'react';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
  /** Round (e.g. an avatar or icon). */
  circle?: boolean;
}

/** A grey placeholder block; purely visual, so hidden from assistive technology. */
export function Skeleton({ width = '100%', height = '1rem', className, circle }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-testid="skeleton"
      className={[styles.skeleton, circle ? styles.circle : '', className ?? ''].join(' ')}
      style={{ width, height }}
    />
  );
}
