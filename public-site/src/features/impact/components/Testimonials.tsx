import { Quote } from 'lucide-react';
import { initials } from '@campaign/shared';
import { HeadedSection } from '../../../ui/HeadedSection';
import page from '../../../ui/page.module.css';
import styles from './Impact.module.css';

export const TESTIMONIALS = [
  {
    quote:
      'I never realized how many nitrates were in my everyday food. After one November I feel more energetic and I read every label now.',
    name: 'Emily Carter',
    location: 'Denver, CO',
  },
  {
    quote:
      'Taking the pledge with my whole family turned into a fun cooking challenge. The kids now ask for our homemade breakfast sausage.',
    name: 'Marcus Lee',
    location: 'Austin, TX',
  },
  {
    quote:
      'The research articles explained the science without scaring me. The shopping tips made it simple to find better options.',
    name: 'Sofia Ramirez',
    location: 'Seattle, WA',
  },
] as const;

/** Three hard-coded community stories. */
export function Testimonials() {
  return (
    <HeadedSection
      alt
      id="testimonials-title"
      title="Voices from Our Community"
      subtitle="Real stories from people who took the pledge."
    >
      <ul className={styles.testimonials}>
        {TESTIMONIALS.map((item) => (
          <li key={item.name} className={`${page.card} ${styles.testimonial}`}>
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
                <span className={styles.location}>{item.location}</span>
              </span>
            </div>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
