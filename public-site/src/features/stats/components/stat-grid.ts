import styles from './StatGrid.module.css';

const COLUMNS = [styles.one, styles.one, styles.two, styles.three, styles.four];

/** The grid's class for `count` cards: one row of them on wide screens. */
export const statGridClass = (count: number) =>
  `${styles.grid} ${COLUMNS[Math.min(count, COLUMNS.length - 1)] ?? ''}`;
