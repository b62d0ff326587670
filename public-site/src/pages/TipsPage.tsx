import { PageMeta } from '../ui/PageMeta';
import { Lightbulb, MessageCircle } from 'lucide-react';
import { Link } from '@campaign/shared/router';
import { PUBLIC_ROUTES } from '@campaign/shared';
import { TipsTabs } from '../features/tips/components/TipsTabs';
import { PageHero } from '../ui/PageHero';
import page from '../ui/page.module.css';
import styles from './pages.module.css';

export default function TipsPage() {
  return (
    <>
      <PageMeta
        title={'Tips & Tricks'}
        description={
          'Practical tips for shopping, reading labels, cooking and eating out without added nitrates and nitrites.'
        }
        path={PUBLIC_ROUTES.tips}
      />
      <PageHero
        variant="guide"
        badge={
          <>
            <Lightbulb size={16} aria-hidden="true" /> Practical Guides
          </>
        }
        title="Tips & Tricks"
        subtitle="Simple, practical ways to avoid added nitrates when you shop, read labels, cook and eat out."
      />
      <section className={page.section} aria-label="Tips by category">
        <div className="container">
          <TipsTabs />
        </div>
      </section>
      <section className={page.section} aria-labelledby="share-tip-title">
        <div className="container">
          <div className={styles.shareTip}>
            <MessageCircle size={36} aria-hidden="true" className={styles.shareTipIcon} />
            <h2 id="share-tip-title">Have a tip to share?</h2>
            <p>
              Found a great nitrate-free product, recipe or trick? Tell us and we may feature it
              here.
            </p>
            <Link to={PUBLIC_ROUTES.contact} className="button button-primary">
              Contact Us
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
