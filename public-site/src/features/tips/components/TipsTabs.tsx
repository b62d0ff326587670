import { useId, useRef, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from '@campaign/shared/router';
import {
  STAGGER_DELAY,
  TIP_CATEGORIES,
  TIP_SKELETONS,
  TIP_TAB_PARAM,
  tipCategoryOf,
  tipTabSlug,
  type Tip,
  type TipCategory,
} from '@campaign/shared';
import { Skeleton } from '../../../ui/Skeleton';
import { TipIcon } from '../../../ui/icons/tip-icon';
import { TIPS_EMPTY, TIPS_ERROR, useTips } from '../api/get-tips';
import styles from './TipsTabs.module.css';

function byOrder(a: Tip, b: Tip) {
  return a.order - b.order || a.id - b.id;
}

function TipCard({ tip, index }: { tip: Tip; index: number }) {
  return (
    <li className={styles.card} style={{ animationDelay: `${index * STAGGER_DELAY}ms` }}>
      <span className={styles.icon} aria-hidden="true">
        <TipIcon name={tip.icon} size={24} />
      </span>
      <div>
        <h3 className={styles.cardTitle}>{tip.title}</h3>
        <p className={styles.cardText}>{tip.description}</p>
      </div>
    </li>
  );
}

function TipSkeletons() {
  return (
    <ul className={styles.grid} aria-busy="true">
      {Array.from({ length: TIP_SKELETONS }, (_, i) => (
        <li key={i} className={styles.card} data-testid="tip-skeleton" aria-hidden="true">
          <Skeleton width="3rem" height="3rem" circle />
          <div className={styles.skeletonText}>
            <Skeleton width="70%" height="1.25rem" />
            <Skeleton height="0.9rem" />
            <Skeleton width="85%" height="0.9rem" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The category the address selects; the first tab for none or one it does not know. */
export const selectedTipCategory = (search: string): TipCategory =>
  tipCategoryOf(new URLSearchParams(search).get(TIP_TAB_PARAM));

/**
 * Tips grouped into four fixed tabs (Shopping first) with tablist semantics: arrow keys,
 * Home and End move between tabs, and only the selected tab is in the tab order. Each tab is a
 * link to the page with the tab in its address (`?tab=labels`) and the server renders the tab
 * the address names, so a tab works at the first tap, before the page's scripts have run or
 * without them; once they have, the router follows the link without reloading.
 */
export function TipsTabs() {
  const { data, isPending, isError } = useTips();
  const selected = selectedTipCategory(useLocation().search);
  const navigate = useNavigate();
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const baseId = useId();
  const tabId = (category: TipCategory) => `${baseId}-tab-${TIP_CATEGORIES.indexOf(category)}`;
  const panelId = `${baseId}-panel`;
  const tabHref = (category: TipCategory) => `?${TIP_TAB_PARAM}=${tipTabSlug(category)}`;

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const last = TIP_CATEGORIES.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TIP_CATEGORIES.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + TIP_CATEGORIES.length) % TIP_CATEGORIES.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    void navigate(tabHref(TIP_CATEGORIES[next]!), { replace: true, preventScrollReset: true });
    tabRefs.current[next]?.focus();
  }

  const tips = (data ?? []).filter((tip) => tip.category === selected).sort(byOrder);

  return (
    <div>
      <div className={styles.tablist} role="tablist" aria-label="Tip categories">
        {TIP_CATEGORIES.map((category, index) => {
          const active = category === selected;
          return (
            <Link
              key={category}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              id={tabId(category)}
              to={tabHref(category)}
              // Switching tabs is not a step to go back through, nor a reason to scroll.
              replace
              preventScrollReset
              role="tab"
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {category}
            </Link>
          );
        })}
      </div>

      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(selected)}
        className={styles.panel}
        tabIndex={0}
      >
        {isPending ? (
          <TipSkeletons />
        ) : isError ? (
          <p className={styles.message} role="alert">
            {TIPS_ERROR}
          </p>
        ) : tips.length === 0 ? (
          <p className={styles.message}>{TIPS_EMPTY}</p>
        ) : (
          <ul className={styles.grid} key={selected}>
            {tips.map((tip, index) => (
              <TipCard key={tip.id} tip={tip} index={index} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
