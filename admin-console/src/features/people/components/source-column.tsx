import type { TableColumnType } from 'antd';
import type { PersonAttribution } from '@campaign/shared';
import styles from './people.module.css';

/** What the list shows as a person's source: the campaign source tag, else the referring site. */
export const sourceOf = (row: PersonAttribution): string | null =>
  row.utmSource ?? row.referrerHost;

/**
 * Where each person came from: the source (campaign tag, or the site that sent them), with the
 * medium and campaign beneath it and the share code they arrived with. "Direct" when nothing
 * is known (no tags, no other site: typed in, a bookmark, or from before it was recorded).
 */
export function sourceColumn<Row extends PersonAttribution>(): TableColumnType<Row> {
  return {
    key: 'source',
    title: 'Source',
    render: (_value: unknown, row: Row) => {
      const source = sourceOf(row);
      const details = [
        row.utmMedium && `medium: ${row.utmMedium}`,
        row.utmCampaign && `campaign: ${row.utmCampaign}`,
        row.utmSource && row.referrerHost && `via ${row.referrerHost}`,
        row.referralCode && `shared by code ${row.referralCode}`,
      ].filter(Boolean);
      return (
        <div className={styles.source}>
          <span>{source ?? 'Direct'}</span>
          {details.length > 0 && (
            <span className={styles.sourceDetails}>{details.join(' · ')}</span>
          )}
        </div>
      );
    },
  };
}
