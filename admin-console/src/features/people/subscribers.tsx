import {
  SUBSCRIBER_SORT_FIELDS,
  subscriberListQuerySchema,
  type SubscriberListQuery,
  type SubscriberRow,
} from '@campaign/shared';
import { areaOf } from '../../lib/areas';
import { formatLocalDateTime } from '../../lib/format-time';
import { useSubscribers } from './api/people-lists';
import { PeopleArea, type PeopleList } from './components/PeopleArea';
import area from '../../lib/components/area.module.css';

const SUBSCRIBERS: PeopleList<SubscriberRow, SubscriberListQuery['sort']> = {
  list: 'subscribers',
  title: areaOf('subscribers').title,
  lead: 'Everyone signed up for the newsletter. Search by email; the export holds every match.',
  noun: 'subscriber',
  searchLabel: 'Search subscribers',
  searchPlaceholder: 'Email',
  schema: subscriberListQuerySchema,
  useRows: useSubscribers,
  sortFields: SUBSCRIBER_SORT_FIELDS,
  columns: [
    { key: 'email', dataIndex: 'email', title: 'Email' },
    {
      key: 'createdAt',
      dataIndex: 'createdAt',
      title: 'Subscribed',
      className: area.nowrap,
      render: (value: string) => <time dateTime={value}>{formatLocalDateTime(value)}</time>,
    },
  ],
};

/** The subscribers area, loaded when it is first opened (app/ConsoleRoutes.tsx). */
export default function SubscribersArea() {
  return <PeopleArea config={SUBSCRIBERS} />;
}
