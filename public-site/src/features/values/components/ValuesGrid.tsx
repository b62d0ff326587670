import type { ValuesContent } from '@campaign/shared';
import { ValueCard } from './ValueCard';
import styles from './ValuesGrid.module.css';

export function ValuesGrid({ content }: { content: ValuesContent }) {
  return (
    <ul className={styles.grid} aria-label="Our values">
      {content.items.map((value, index) => (
        <ValueCard key={value.id} value={value} hints={content.flipCardHints} index={index} />
      ))}
    </ul>
  );
}
