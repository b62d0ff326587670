import { Quote } from 'lucide-react';
import { initials, type ImpactContent } from '@campaign/shared';
import { HeadedSection } from '../../../ui/HeadedSection';
import page from '../../../ui/page.module.css';
import styles from './Impact.module.css';

/** The community's stories, as the organiser wrote them in the page content. */
export function Testimonials({ content }: { content: ImpactContent['testimonials'] }) {
  return (
    <HeadedSection alt id="testimonials-title" title={content.title} subtitle={content.subtitle}>
      <ul className={styles.testimonials}>
        {content.items.map((item) => (
          <li key={item.id} className={`${page.card} ${styles.testimonial}`}>
            <Quote size={28} aria-hidden="true" className={styles.quoteIcon} />
            <blockquote className={styles.quote}>
              <p>{item.quote}</p>
            </blockquote>
            <div className={styles.person}>
              <span className={styles.avatar} aria-hidden="true">
                {initials(item.name)}
              </span>
              <span>
                <span className={styles.name}>{item.name}</span>
                {item.location && <span className={styles.location}>{item.location}</span>}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
