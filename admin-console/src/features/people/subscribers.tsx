import { Tag } from 'antd';
import {
  SUBSCRIBER_SORT_FIELDS,
  subscriberListQuerySchema,
  type SubscriberListQuery,
  type SubscriberRow,
  type SubscriptionStatus,
} from '@campaign/shared';
import { areaOf } from '../../lib/areas';
import { timeColumn } from '../../lib/components/ConsoleTable';
import { useSubscribers } from './api/people-lists';
import { PeopleArea, type PeopleList } from './components/PeopleArea';
import { sourceColumn } from './components/source-column';

/** Pending: signed up, not confirmed from the emailed link yet; never mailed until then. */
const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};
const STATUS_COLORS: Record<SubscriptionStatus, string> = {
  pending: 'warning',
  confirmed: 'success',
  unsubscribed: 'default',
};

const SUBSCRIBERS: PeopleList<SubscriberRow, SubscriberListQuery['sort']> = {
  list: 'subscribers',
  title: areaOf('subscribers').title,
  lead: 'Everyone signed up for the newsletter. Only confirmed addresses get newsletters and are exported. Search by email, filter by source or campaign.',
  noun: 'subscriber',
  searchLabel: 'Search subscribers',
  searchPlaceholder: 'Email',
  schema: subscriberListQuerySchema,
  useRows: useSubscribers,
  sortFields: SUBSCRIBER_SORT_FIELDS,
  columns: [
    { key: 'email', dataIndex: 'email', title: 'Email' },
    {
      key: 'status',
      dataIndex: 'status',
      title: 'Status',
      render: (status: SubscriptionStatus) => (
        <Tag color={STATUS_COLORS[status]}>{STATUS_LABELS[status]}</Tag>
      ),
    },
    sourceColumn<SubscriberRow>(),
    timeColumn('createdAt', 'Subscribed'),
  ],
};

/** The subscribers area, loaded when it is first opened (app/ConsoleRoutes.tsx). */
export default function SubscribersArea() {
  return <PeopleArea config={SUBSCRIBERS} />;
}
