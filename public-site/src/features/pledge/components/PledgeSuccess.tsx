import { useEffect, useRef } from 'react';
import { CheckCircle2, Mail, Share2, Users } from 'lucide-react';
import { Link } from '@campaign/shared/router';
import { formatNumber, PLEDGE_COUNT_FALLBACK_TEXT, PUBLIC_ROUTES } from '@campaign/shared';
import { PledgeShare } from './PledgeShare';
import styles from './PledgeSuccess.module.css';

/** The pledge count as "12,848+", or "10,000+" when the total is unknown. */
export function pledgeTotalText(total: number | undefined): string {
  return total === undefined ? PLEDGE_COUNT_FALLBACK_TEXT : `${formatNumber(total)}+`;
}

/** "Welcome to the Movement!": shown instead of the form once the pledge is stored. */
export function PledgeSuccess({ total }: { total: number | undefined }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className={`container ${styles.wrap}`}>
      <div className={styles.card}>
        <CheckCircle2 className={styles.icon} size={64} aria-hidden="true" />
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          Welcome to the Movement!
        </h1>
        <p className={styles.thanks}>
          Thank you for taking the pledge! You&apos;re now one of{' '}
          <strong>{pledgeTotalText(total)}</strong> people committed to a nitrate-free November.
        </p>
        <div className={styles.next}>
          <h2>What&apos;s Next?</h2>
          <ul>
            <li>
              <Mail size={20} aria-hidden="true" />
              Check your email for resources, recipes and tips to get started.
            </li>
            <li>
              <Users size={20} aria-hidden="true" />
              Follow us on social media for daily inspiration and updates.
            </li>
            <li>
              <Share2 size={20} aria-hidden="true" />
              <div>
                Share your journey and invite friends and family to join you.
                <PledgeShare />
              </div>
            </li>
          </ul>
        </div>
        <div className={styles.actions}>
          <Link to={PUBLIC_ROUTES.home} className="button button-secondary">
            Back to Home
          </Link>
          <Link to={PUBLIC_ROUTES.impact} className="button button-primary">
            View Our Impact
          </Link>
        </div>
      </div>
    </section>
  );
}
