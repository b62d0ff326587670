import { PassThrough, pipeline, Readable } from 'node:stream';
import type { ParameterizedContext } from 'koa';
import { stringify, type Options } from 'csv-stringify/sync';
import type { AppState } from '../app-state';
import { errorForLog } from '../http/log-safety';

export interface CsvDownload {
  /** The file name the browser saves it as (ASCII, no quotes). */
  filename: string;
  header: readonly string[];
  /** The records after the header, a batch at a time, produced as the client reads. */
  batches: AsyncIterable<readonly (readonly string[])[]>;
}

/**
 * RFC 4180: fields holding a comma, a quote or any line break are quoted, quotes doubled; records
 * end with CRLF. `quote_record_delimiter` must be set: once the delimiter is CRLF, csv-stringify
 * would otherwise quote only fields holding a whole CRLF, and a lone LF or CR in a name would
 * split its record in two.
 */
const CSV: Options = { record_delimiter: 'windows', quote_record_delimiter: true };

async function* csvText(download: CsvDownload): AsyncGenerator<string> {
  // The byte-order mark tells spreadsheets the file is UTF-8, so accents read right.
  yield stringify([[...download.header]], { ...CSV, bom: true });
  for await (const batch of download.batches) {
    // A batch at a time: per-record streaming costs several times more CPU on a large export.
    if (batch.length) yield stringify(batch as string[][], CSV);
  }
}

/**
 * Answers with a CSV file (UTF-8 with a byte-order mark, RFC 4180 quoting, CRLF line ends)
 * streamed as the client reads it: `batches` is pulled only as the socket drains, so only a
 * batch or two is ever in memory.
 *
 * Once the headers are sent, a failure cannot become an error answer. The connection is then
 * destroyed, so the response ends without its final chunk and the client sees a failed download,
 * never a file that looks complete but is short; the failure is logged.
 */
export function sendCsv(ctx: ParameterizedContext<AppState>, download: CsvDownload): void {
  ctx.set('Content-Type', 'text/csv; charset=utf-8');
  ctx.set('Content-Disposition', `attachment; filename="${download.filename}"`);
  ctx.set('Cache-Control', 'no-store');
  const body = new PassThrough();
  pipeline(Readable.from(csvText(download)), body, (error) => {
    if (!error) return;
    if ((error as { code?: unknown }).code === 'ERR_STREAM_PREMATURE_CLOSE') {
      ctx.state.log.info('export stopped: the client closed the connection');
    } else {
      ctx.state.log.error('export failed midway, connection closed', { err: errorForLog(error) });
    }
    ctx.res.destroy();
  });
  ctx.body = body;
}
