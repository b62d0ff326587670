import type { HomepageContent } from '@campaign/shared';
import { HomepageIcon } from '../../../ui/icons/homepage-icon';
import page from '../../../ui/page.module.css';
import { HeadedSection } from '../../../ui/HeadedSection';
import styles from './Home.module.css';

export function HowItWorks({ content }: { content: HomepageContent['howItWorks'] }) {
  return (
    <HeadedSection alt id="how-it-works-title" title={content.title} subtitle={content.subtitle}>
      <ol className={styles.steps}>
        {content.steps.map((step, index) => (
          <li key={index} className={`${page.card} ${styles.step}`}>
            <span className={styles.stepNumber} aria-hidden="true">
              {step.number}
            </span>
            <span className={page.iconBubble} aria-hidden="true">
              <HomepageIcon name={step.icon} size={24} />
            </span>
            <h3 className={styles.cardTitle}>
              <span className="visually-hidden">Step {step.number}: </span>
              {step.title}
            </h3>
            <p className={styles.cardText}>{step.description}</p>
          </li>
        ))}
      </ol>
    </HeadedSection>
  );
}
