import { useState } from 'react';
import {
  isFormSuccess,
  isShareCode,
  PLEDGE_DEFAULTS,
  PUBLIC_ROUTES,
  SHARE_CODE_SUCCESS_PARAM,
  showsSection,
} from '@campaign/shared';
import { PageMeta } from '../ui/PageMeta';
import { useLocation } from '@campaign/shared/router';
import { usePageContent } from '../features/page-content/api/get-page-content';
import { PledgeForm } from '../features/pledge/components/PledgeForm';
import { PledgeSuccess } from '../features/pledge/components/PledgeSuccess';
import { useStats } from '../features/stats/api/get-stats';
import { PledgeCount } from '../features/stats/components/PledgeCount';
import { HomepageIcon } from '../ui/icons/homepage-icon';
import { Loading } from '../ui/Loading';
import { PageHero } from '../ui/PageHero';
import page from '../ui/page.module.css';
import styles from './pages.module.css';

export default function PledgePage() {
  const [pledgedHere, setPledged] = useState<{ shareCode: string | null } | null>(null);
  // A pledge posted without JavaScript comes back as /pledge?pledged=1&share=CODE
  // (post/redirect/get), with the pledger's share code.
  const { search } = useLocation();
  const pledged = pledgedHere !== null || isFormSuccess(search, 'pledge');
  const postedCode = new URLSearchParams(search).get(SHARE_CODE_SUCCESS_PARAM);
  const shareCode = pledgedHere
    ? pledgedHere.shareCode
    : isShareCode(postedCode)
      ? postedCode
      : null;
  const stats = useStats();
  const { content, isLoading } = usePageContent('pledge', PLEDGE_DEFAULTS);

  const meta = (
    <PageMeta
      title="Take the Pledge"
      description={content.hero.subtitle}
      path={PUBLIC_ROUTES.pledge}
    />
  );
  if (isLoading) return <Loading />;
  if (pledged) {
    return (
      <>
        {meta}
        <PledgeSuccess
          total={stats.data?.totalPledges}
          texts={content.success}
          shareCode={shareCode}
        />
      </>
    );
  }

  const showsText = showsSection<'pledge'>(content, 'pledgeText');
  const showsBenefits = showsSection<'pledge'>(content, 'benefits') && content.benefits.length > 0;
  return (
    <>
      {meta}
      <PageHero variant="pledge" title={content.hero.title} subtitle={content.hero.subtitle} />
      {/* The form comes first, so it is on the first screen of a phone; why to pledge and the
          pledge's words follow it there, and stand beside it on wide screens. */}
      <section className={styles.pledgeSection}>
        <div className={`container ${styles.pledgeLayout}`}>
          <div className={`${page.card} ${styles.formCard}`}>
            <PledgeForm onPledged={(code) => setPledged({ shareCode: code })} />
            <PledgeCount texts={content.count} />
          </div>
          {(showsText || showsBenefits) && (
            <div className={styles.pledgeIntro}>
              {showsText && (
                <blockquote className={styles.pledgeText}>
                  <p className={styles.pledgeTextLabel}>{content.pledgeText.label}</p>
                  <p>&ldquo;{content.pledgeText.text}&rdquo;</p>
                </blockquote>
              )}
              {showsBenefits && (
                <ul className={styles.benefitList}>
                  {content.benefits.map((benefit, index) => (
                    <li key={index}>
                      <span className={page.iconBubble} aria-hidden="true">
                        <HomepageIcon name={benefit.icon} size={22} />
                      </span>
                      <div>
                        <h2 className={styles.benefitTitle}>{benefit.title}</h2>
                        <p>{benefit.text}</p>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>
      </section>
    </>
  );
}
