import { useState } from 'react';
import { Heart, Sparkles, Users } from 'lucide-react';
import { isFormSuccess, PUBLIC_ROUTES } from '@campaign/shared';
import { PageMeta } from '../ui/PageMeta';
import { useLocation } from '@campaign/shared/router';
import { PledgeForm } from '../features/pledge/components/PledgeForm';
import { PledgeSuccess } from '../features/pledge/components/PledgeSuccess';
import { useStats } from '../features/stats/api/get-stats';
import { PledgeCount } from '../features/stats/components/PledgeCount';
import { PageHero } from '../ui/PageHero';
import page from '../ui/page.module.css';
import styles from './pages.module.css';

const BENEFITS = [
  {
    Icon: Heart,
    title: 'Healthier Living',
    text: 'Cut back on processed meats with added nitrates and nitrites and make room for fresh, whole foods.',
  },
  {
    Icon: Users,
    title: 'Join Community',
    text: 'Cook, shop and learn alongside thousands of people making the same commitment.',
  },
  {
    Icon: Sparkles,
    title: 'Create Change',
    text: 'Show food makers and retailers that shoppers want clearer labels and nitrate-free choices.',
  },
];

export default function PledgePage() {
  const [pledgedHere, setPledged] = useState(false);
  // A pledge posted without JavaScript comes back as /pledge?pledged=1 (post/redirect/get).
  const { search } = useLocation();
  const pledged = pledgedHere || isFormSuccess(search, 'pledge');
  const stats = useStats();

  const meta = (
    <PageMeta
      title="Take the Pledge"
      description="Commit to avoiding processed foods with added nitrates and nitrites for the 30 days of November."
      path={PUBLIC_ROUTES.pledge}
    />
  );
  if (pledged) {
    return (
      <>
        {meta}
        <PledgeSuccess total={stats.data?.totalPledges} />
      </>
    );
  }

  return (
    <>
      {meta}
      <PageHero
        variant="pledge"
        title="Take the Pledge"
        subtitle="Commit to avoiding processed foods with added nitrates and nitrites for the 30 days of November."
      />
      {/* The form comes first, so it is on the first screen of a phone; why to pledge and the
          pledge's words follow it there, and stand beside it on wide screens. */}
      <section className={styles.pledgeSection}>
        <div className={`container ${styles.pledgeLayout}`}>
          <div className={`${page.card} ${styles.formCard}`}>
            <PledgeForm onPledged={() => setPledged(true)} />
            <PledgeCount />
          </div>
          <div className={styles.pledgeIntro}>
            <blockquote className={styles.pledgeText}>
              <p className={styles.pledgeTextLabel}>The Pledge</p>
              <p>
                &ldquo;I pledge to avoid processed foods containing added nitrates and nitrites
                throughout November, to read labels and choose fresh alternatives, and to share what
                I learn with the people around me.&rdquo;
              </p>
            </blockquote>
            <ul className={styles.benefitList}>
              {BENEFITS.map(({ Icon, title, text }) => (
                <li key={title}>
                  <span className={page.iconBubble} aria-hidden="true">
                    <Icon size={22} />
                  </span>
                  <div>
                    <h2 className={styles.benefitTitle}>{title}</h2>
                    <p>{text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </>
  );
}
