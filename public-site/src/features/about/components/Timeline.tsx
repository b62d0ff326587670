import {
  TIMELINE_THRESHOLD,
  TIMELINE_TRANSITION,
  type AboutContent,
  type TimelineEvent,
} from '@campaign/shared';
import { useInView } from '../../../ui/use-in-view';
import { HeadedSection } from '../../../ui/HeadedSection';
import styles from './About.module.css';

function TimelineItem({ event, index }: { event: TimelineEvent; index: number }) {
  // Fades and slides in once 20 % of it is visible, then stays.
  const [ref, visible] = useInView<HTMLLIElement>(TIMELINE_THRESHOLD);
  const side = index % 2 === 0 ? styles.left : styles.right;
  return (
    <li
      ref={ref}
      className={`${styles.event} ${side} ${visible ? styles.visible : ''}`}
      style={{ transitionDuration: `${TIMELINE_TRANSITION}ms` }}
      data-visible={visible}
    >
      <span className={styles.dot} aria-hidden="true" />
      <div className={styles.eventCard}>
        <span className={styles.year}>{event.year}</span>
        <h3 className={styles.eventTitle}>{event.title}</h3>
        <p className={styles.eventText}>{event.description}</p>
      </div>
    </li>
  );
}

export function Timeline({ timeline }: { timeline: AboutContent['timeline'] }) {
  return (
    <HeadedSection id="timeline-title" title={timeline.title} subtitle={timeline.subtitle}>
      <ol className={styles.timeline}>
        {timeline.events.map((event, index) => (
          <TimelineItem key={event.id} event={event} index={index} />
        ))}
      </ol>
    </HeadedSection>
  );
}
