import type { LucideIcon } from 'lucide-react';
import { AnimatedCounter } from '../../../ui/AnimatedCounter';
import { Skeleton } from '../../../ui/Skeleton';
import styles from './StatCard.module.css';

export interface StatCardProps {
  icon: LucideIcon;
  label: string;
  value: number | undefined;
  suffix?: string;
  loading: boolean;
}

/** One figure: an icon, the number counting up (or a skeleton while loading) and its label. */
export function StatCard({ icon: Icon, label, value, suffix, loading }: StatCardProps) {
  return (
    <li className={styles.card}>
      <span className={styles.icon} aria-hidden="true">
        <Icon size={26} />
      </span>
      <span className={styles.value}>
        {loading || value === undefined ? (
          <Skeleton width="8rem" height="2.5rem" />
        ) : (
          <AnimatedCounter value={value} suffix={suffix} />
        )}
      </span>
      <span className={styles.label}>{label}</span>
    </li>
  );
}
