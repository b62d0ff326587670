import {
  PLEDGE_SORT_FIELDS,
  pledgeListQuerySchema,
  type PledgeListQuery,
  type PledgeRow,
} from '@campaign/shared';
import { areaOf } from '../../lib/areas';
import { timeColumn } from '../../lib/components/ConsoleTable';
import { usePledges } from './api/people-lists';
import { PeopleArea, type PeopleList } from './components/PeopleArea';
import { sourceColumn } from './components/source-column';

const PLEDGES: PeopleList<PledgeRow, PledgeListQuery['sort']> = {
  list: 'pledges',
  title: areaOf('pledges').title,
  lead: 'Everyone who took the pledge and where they came from. Search by name or email, filter by source or campaign; the export holds every match.',
  noun: 'pledge',
  searchLabel: 'Search pledges',
  searchPlaceholder: 'Name or email',
  schema: pledgeListQuerySchema,
  useRows: usePledges,
  sortFields: PLEDGE_SORT_FIELDS,
  columns: [
    { key: 'name', dataIndex: 'name', title: 'Name' },
    { key: 'email', dataIndex: 'email', title: 'Email' },
    sourceColumn<PledgeRow>(),
    timeColumn('createdAt', 'Pledged'),
  ],
};

/** The pledges area, loaded when it is first opened (app/ConsoleRoutes.tsx). */
export default function PledgesArea() {
  return <PeopleArea config={PLEDGES} />;
}
