import { useEffect, useRef } from 'react';
import { CheckCircle2, Mail, Share2, Users } from 'lucide-react';
import { Link } from '@campaign/shared/router';
import {
  PLEDGE_COUNT_FALLBACK_TEXT,
  PUBLIC_ROUTES,
  showsPledgeFigures,
  visibleSocialLinks,
  type PledgeContent,
} from '@campaign/shared';
import { useSiteSettings } from '@campaign/shared/react';
import { FilledText } from '../../../ui/FilledText';
import { pledgeCountText } from '../../../lib/pledge-figures';
import { PledgeShare } from './PledgeShare';
import styles from './PledgeSuccess.module.css';

/**
 * "Welcome to the Movement!": shown instead of the form once the pledge is stored. The thanks
 * names the total ("one of 12,848+ people") when it is at or above the display threshold, the
 * product's fallback "10,000+" when the statistics could not be read, and thanks without a
 * number below the threshold. "Follow us" shows only while the footer
 * shows social links to follow.
 */
export function PledgeSuccess({
  total,
  texts,
  shareCode,
}: {
  total: number | undefined;
  texts: PledgeContent['success'];
  /** The pledger's share code, for their personal link (null: share the pledge page). */
  shareCode: string | null;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const settings = useSiteSettings();
  let count: string | null = null;
  if (total === undefined) count = PLEDGE_COUNT_FALLBACK_TEXT;
  else if (total > 0 && showsPledgeFigures(total, settings)) count = pledgeCountText(total);
  const followable = visibleSocialLinks(settings).length > 0;

  return (
    <section className={`container ${styles.wrap}`}>
      <div className={styles.card}>
        <CheckCircle2 className={styles.icon} size={64} aria-hidden="true" />
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {texts.title}
        </h1>
        <p className={styles.thanks}>
          {count !== null ? (
            <FilledText text={texts.thanks} values={{ count }} />
          ) : (
            texts.thanksWithoutCount
          )}
        </p>
        <div className={styles.next}>
          <h2>{texts.nextTitle}</h2>
          <ul>
            <li>
              <Mail size={20} aria-hidden="true" />
              {texts.nextEmail}
            </li>
            {followable && (
              <li>
                <Users size={20} aria-hidden="true" />
                {texts.nextSocial}
              </li>
            )}
            <li>
              <Share2 size={20} aria-hidden="true" />
              <div>
                {texts.nextShare}
                <PledgeShare shareCode={shareCode} />
              </div>
            </li>
          </ul>
        </div>
        <div className={styles.actions}>
          <Link to={PUBLIC_ROUTES.home} className="button button-secondary">
            {texts.homeButton}
          </Link>
          <Link to={PUBLIC_ROUTES.impact} className="button button-primary">
            {texts.impactButton}
          </Link>
        </div>
      </div>
    </section>
  );
}
