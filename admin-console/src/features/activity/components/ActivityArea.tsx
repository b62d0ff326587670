import { Tag, type TableColumnsType } from 'antd';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_ENTITIES,
  CONSOLE_PAGE_SIZE,
  activityListQuerySchema,
  type ActivityAction,
  type ActivityEntity,
  type ActivityEntry,
} from '@campaign/shared';
import { areaOf } from '../../../lib/areas';
import { AreaHeader } from '../../../lib/components/AreaHeader';
import { ConsoleTable, sizedPaging, timeColumn } from '../../../lib/components/ConsoleTable';
import { FilterSelect } from '../../../lib/components/FilterSelect';
import { countOf } from '../../../lib/format-time';
import { parseUrlQuery, useUrlQuery } from '../../../lib/use-url-query';
import { useActivity } from '../api/get-activity';
import { ACTION_LABELS, ENTITY_LABELS } from '../labels';
import area from '../../../lib/components/area.module.css';
import styles from './activity.module.css';

const URL_DEFAULTS = { page: 1, pageSize: CONSOLE_PAGE_SIZE };

const ENTITY_OPTIONS = ACTIVITY_ENTITIES.map((value) => ({ value, label: ENTITY_LABELS[value] }));
const ACTION_OPTIONS = ACTIVITY_ACTIONS.map((value) => ({ value, label: ACTION_LABELS[value] }));

const columns: TableColumnsType<ActivityEntry> = [
  timeColumn('createdAt', 'When'),
  { key: 'who', title: 'Who', dataIndex: 'userEmail' },
  {
    key: 'action',
    title: 'Action',
    render: (_value, entry) => <Tag className={styles.tag}>{ACTION_LABELS[entry.action]}</Tag>,
  },
  {
    key: 'what',
    title: 'What',
    render: (_value, entry) => (
      <span className={styles.what}>
        {ENTITY_LABELS[entry.entity]}
        {entry.entityId && <code className={styles.id}>{entry.entityId}</code>}
      </span>
    ),
  },
  {
    key: 'summary',
    title: 'Summary',
    render: (_value, entry) => <span className={styles.summary}>{entry.summary}</span>,
  },
];

/** The activity log, newest first: who did what to which thing and when, with two filters. */
export function ActivityArea() {
  const [params, update] = useUrlQuery(URL_DEFAULTS);
  const query = parseUrlQuery(activityListQuerySchema, params);
  const activity = useActivity(query);

  return (
    <>
      <AreaHeader
        title={areaOf('activity').title}
        lead="Every change made in the console, newest first. Times are in your time zone."
      />
      <div className={area.panel}>
        <div className={area.toolbar}>
          <FilterSelect<ActivityEntity>
            label="Filter by kind of thing"
            everything="Every kind of thing"
            value={query.entity}
            options={ENTITY_OPTIONS}
            onChange={(entity) => update({ entity, page: null })}
          />
          <FilterSelect<ActivityAction>
            label="Filter by action"
            everything="Every action"
            value={query.action}
            options={ACTION_OPTIONS}
            onChange={(action) => update({ action, page: null })}
          />
          {activity.data && (
            <p className={area.total} aria-live="polite">
              {countOf(activity.data.total, 'entry', 'entries')}
            </p>
          )}
        </div>
        <ConsoleTable<ActivityEntry>
          label="Activity log"
          failure="Failed to load the activity log."
          rows={activity}
          columns={columns}
          emptyText="Nothing recorded yet."
          pagination={sizedPaging(query, update)}
        />
      </div>
    </>
  );
}
