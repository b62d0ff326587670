import type { Knex } from 'knex';
import {
  pledgeListQuerySchema,
  subscriberListQuerySchema,
  type AttributionFilter,
} from '@campaign/shared';
import type { ParameterizedContext } from 'koa';
import type { StaffState } from '../app-state';
import { createAdminOnlyRouter } from '../auth/current-user';
import { recordActivity } from '../activity/activity-log';
import { parseQuery } from '../http/validate';
import type { Models } from '../models';
import { neutraliseFormula } from '../people/csv-cells';
import { sendCsv } from '../people/csv-download';
import {
  exportRows,
  PLEDGES,
  SUBSCRIBERS,
  type PeopleTable,
  type PersonRow,
} from '../people/people-tables';

// The exports take the lists' search (`q`, by prefix) and attribution filter (`source`,
// `campaign`); sorting and paging do not apply.
const EXPORT_QUERY = { q: true, source: true, campaign: true } as const;
const pledgeExportQuery = pledgeListQuerySchema.pick(EXPORT_QUERY);
const subscriberExportQuery = subscriberListQuerySchema.pick(EXPORT_QUERY);
type ExportQuery = AttributionFilter & { q?: string | undefined };

interface ExportSpec {
  table: PeopleTable<string>;
  /** "pledges": the file name's start and the activity summary's noun. */
  noun: string;
  entity: 'pledge' | 'subscriber';
  header: readonly string[];
  cells(row: PersonRow): string[];
}

const text = (value: unknown) => neutraliseFormula(String(value ?? ''));

/** Where each person came from (migration 0042): the same columns in both exports. */
const ATTRIBUTION_HEADER = [
  'Source',
  'Medium',
  'Campaign',
  'Referring site',
  'Share code',
] as const;
const attributionCells = (row: PersonRow) => [
  text(row.utmSource),
  text(row.utmMedium),
  text(row.utmCampaign),
  text(row.referrerHost),
  text(row.referralCode),
];

const PLEDGE_EXPORT: ExportSpec = {
  table: PLEDGES,
  noun: 'pledges',
  entity: 'pledge',
  header: ['Name', 'Email', 'Pledged at', ...ATTRIBUTION_HEADER],
  cells: (row) => [
    text(row.name),
    text(row.email),
    row.createdAt.toISOString(),
    ...attributionCells(row),
  ],
};

const SUBSCRIBER_EXPORT: ExportSpec = {
  table: SUBSCRIBERS,
  noun: 'subscribers',
  entity: 'subscriber',
  header: ['Email', 'Subscribed at', ...ATTRIBUTION_HEADER],
  cells: (row) => [text(row.email), row.createdAt.toISOString(), ...attributionCells(row)],
};

/** The export's records a window at a time, the first one already read. */
async function* batches(
  first: PersonRow[],
  rest: AsyncIterator<PersonRow[]>,
  spec: ExportSpec,
): AsyncGenerator<string[][]> {
  try {
    for (let rows: PersonRow[] | undefined = first; rows;) {
      yield rows.map(spec.cells);
      const next = await rest.next();
      rows = next.done ? undefined : next.value;
    }
  } finally {
    // The download stopped early (client gone, or a failure): stop reading too.
    await rest.return?.(undefined);
  }
}

/**
 * GET /api/admin/pledges.csv and /api/admin/subscribers.csv: every matching row as a CSV
 * download (people/csv-download.ts), streamed from the database a window of rows at a time
 * (people/people-tables.ts `exportRows`), with formula-looking cells neutralised. Admins only
 * (an admin-only router).
 *
 * The request deadline (http/deadline.ts) covers the handler: the query, the first read and the
 * activity entry, all before any header is sent, so a database that does not answer still gets
 * the usual 503. The download itself is sent by Koa after the handler has returned, outside the
 * deadline, and takes as long as the client needs to read it.
 */
export function adminExportsRouter({ db, models }: { db: Knex; models: Models }) {
  const router = createAdminOnlyRouter();

  const download = async (
    ctx: ParameterizedContext<StaffState>,
    spec: ExportSpec,
    search: ExportQuery,
  ) => {
    const day = new Date().toISOString().slice(0, 10);
    const filename = `${spec.noun}-${day}.csv`;
    // HEAD: the headers a download would have, without reading or logging anything.
    if (ctx.method === 'HEAD') {
      ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
      ctx.set('Content-Type', 'text/csv; charset=utf-8');
      ctx.status = 200;
      return;
    }
    // The first window is read here, so a failure before any byte is sent is an error answer.
    const rows = exportRows(db, spec.table, search);
    const first = await rows.next();
    // The deadline has already answered 503: nothing is sent, so nothing is logged.
    if (ctx.headerSent) {
      await rows.return(undefined);
      return;
    }
    // Logged before any row leaves; an export that failed to start is not logged. The search
    // itself is not kept: it may be someone's name or email, which an erasure must not leave
    // behind in the log.
    const narrowed = search.q || search.source || search.campaign;
    await recordActivity(models, ctx.state.user, {
      action: 'export',
      entity: spec.entity,
      summary: narrowed ? `Exported ${spec.noun} matching a search` : `Exported all ${spec.noun}`,
    });
    sendCsv(ctx, {
      filename,
      header: spec.header,
      batches: batches(first.done ? [] : first.value, rows, spec),
    });
  };

  router.get('/pledges.csv', async (ctx) => {
    await download(ctx, PLEDGE_EXPORT, parseQuery(pledgeExportQuery, ctx.query));
  });

  router.get('/subscribers.csv', async (ctx) => {
    await download(ctx, SUBSCRIBER_EXPORT, parseQuery(subscriberExportQuery, ctx.query));
  });

  return router;
}
