import { useState } from 'react';
import { RotateCcw } from 'lucide-react';
import {
  FLIP_TRANSITION,
  STAGGER_DELAY,
  type ValueItem,
  type ValuesContent,
} from '@campaign/shared';
import { ValueIcon } from '../../../ui/icons/value-icon';
import styles from './ValueCard.module.css';

export interface ValueCardProps {
  value: ValueItem;
  hints: ValuesContent['flipCardHints'];
  index: number;
}

/**
 * A card that flips (500 ms) between its title and its description. It is one toggle button,
 * so Enter and Space work and assistive technology hears "pressed" when it shows the back.
 * Each card keeps its own state. A tap made before the page has hydrated is replayed after.
 */
export function ValueCard({ value, hints, index }: ValueCardProps) {
  const [flipped, setFlipped] = useState(false);
  return (
    <li className={styles.item} style={{ animationDelay: `${index * STAGGER_DELAY}ms` }}>
      <button
        type="button"
        className={`${styles.card} ${flipped ? styles.flipped : ''}`}
        aria-pressed={flipped}
        // A tap before hydration is held and replayed once it is (the shell's early input).
        data-replay="value-card"
        onClick={() => setFlipped((was) => !was)}
      >
        <span className={styles.inner} style={{ transitionDuration: `${FLIP_TRANSITION}ms` }}>
          <span className={`${styles.face} ${styles.front}`} aria-hidden={flipped}>
            <span className={styles.icon}>
              <ValueIcon name={value.icon} size={32} />
            </span>
            <span className={styles.title}>{value.title}</span>
            <span className={styles.hint}>{hints.clickToLearnMore}</span>
          </span>
          <span className={`${styles.face} ${styles.back}`} aria-hidden={!flipped}>
            <span className={styles.backTitle}>{value.title}</span>
            <span className={styles.description}>{value.description}</span>
            <span className={styles.hint}>
              <RotateCcw size={14} aria-hidden="true" />
              {hints.clickToFlipBack}
            </span>
          </span>
        </span>
      </button>
    </li>
  );
}
