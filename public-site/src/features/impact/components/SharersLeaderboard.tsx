import { formatNumber, type ImpactContent, type Leaderboard } from '@campaign/shared';
import { HeadedSection } from '../../../ui/HeadedSection';
import page from '../../../ui/page.module.css';
import styles from './Impact.module.css';

/**
 * The sharers' leaderboard: who brought the most pledges, by first name, among the pledgers
 * who chose to appear. Plain HTML from the server render; nothing here needs JavaScript.
 */
export function SharersLeaderboard({
  content,
  entries,
}: {
  content: ImpactContent['leaderboard'];
  entries: Leaderboard['entries'];
}) {
  return (
    <HeadedSection id="leaderboard-title" title={content.title} subtitle={content.subtitle}>
      <ol className={`${page.card} ${styles.leaderboard}`}>
        {entries.map((entry, i) => (
          <li key={`${entry.firstName}-${i}`} className={styles.leader}>
            <span className={styles.rank} aria-hidden="true">
              {i + 1}
            </span>
            <span className={styles.leaderName}>{entry.firstName}</span>
            <span className={styles.brought}>
              brought {formatNumber(entry.brought)} {entry.brought === 1 ? 'person' : 'people'}
            </span>
          </li>
        ))}
      </ol>
    </HeadedSection>
  );
}
