import { AlertCircle } from 'lucide-react';
import type { HomepageContent } from '@campaign/shared';
import { AnimatedCounter } from '../../../ui/AnimatedCounter';
import page from '../../../ui/page.module.css';
import styles from './Home.module.css';

/** The big counter (0 → 3,000,000+ once 30 % is visible), its statement and the explanation. */
export function NitrateProblem({ content }: { content: HomepageContent['nitrateProblem'] }) {
  return (
    <section className={page.section} aria-labelledby="nitrate-problem-title">
      <div className={`container ${styles.problem}`}>
        <div className={styles.problemFigure}>
          <span className={page.badge}>
            <AlertCircle size={16} aria-hidden="true" />
            {content.badge}
          </span>
          <h2 id="nitrate-problem-title" className={page.sectionTitle}>
            {content.title}
          </h2>
          <p className={styles.counter}>
            <AnimatedCounter value={content.statNumber} suffix="+" />
          </p>
          <p className={styles.statText}>{content.statText}</p>
        </div>
        <p className={styles.problemText}>{content.description}</p>
      </div>
    </section>
  );
}
