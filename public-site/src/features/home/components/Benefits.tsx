import type { HomepageContent } from '@campaign/shared';
import { HomepageIcon } from '../../../ui/icons/homepage-icon';
import page from '../../../ui/page.module.css';
import { HeadedSection } from '../../../ui/HeadedSection';
import styles from './Home.module.css';

/** "Why Join Us": Better Health, Join Community, Make Impact by default. */
export function Benefits({ content }: { content: HomepageContent['benefits'] }) {
  return (
    <HeadedSection alt id="benefits-title" title={content.title} subtitle={content.subtitle}>
      <ul className={styles.benefits}>
        {content.items.map((item, index) => (
          <li key={index} className={styles.benefit}>
            <span className={page.iconBubble} aria-hidden="true">
              <HomepageIcon name={item.icon} size={24} />
            </span>
            <div>
              <h3 className={styles.cardTitle}>{item.title}</h3>
              <p className={styles.cardText}>{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
