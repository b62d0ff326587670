import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from '@campaign/shared/router';
import styles from './area.module.css';

interface AreaHeaderProps {
  title: string;
  lead?: ReactNode;
  /** Actions beside the title (Export CSV, Add user). */
  actions?: ReactNode;
}

/**
 * The heading of a console area. Arriving from another area moves focus to it, so a screen
 * reader announces where the side navigation led (the first page load keeps focus where it is).
 */
export function AreaHeader({ title, lead, actions }: AreaHeaderProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const arrived = useLocation().key !== 'default';
  useEffect(() => {
    if (arrived) heading.current?.focus({ preventScroll: true });
    // On mount only: a change of the area's own query (a page, a filter) keeps focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <header className={styles.header}>
      <div className={styles.titleBlock}>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </header>
  );
}
