import { constants, crc32, deflateRawSync } from 'node:zlib';
import { escapeHtml, visitorPageOf } from '@campaign/shared';

/**
 * The path every unknown path is rendered at: a path no route has, written only in characters
 * that read the same in HTML text, attributes and URLs, so the one render of the "page not
 * found" page takes any visitor's path in its place.
 */
export const NOT_FOUND_PLACEHOLDER = '/campaign-page-not-found-7d1c';

/** How a visit is rendered and shared: the URL rendered, and the key it is shared under. */
export interface PageKey {
  /** Path and query the page is rendered at: one spelling per page, or the placeholder. */
  renderUrl: string;
  /** The shared render's key: the live public site's folder and `renderUrl`. */
  key: string;
  /** Every unknown path shares one render, with the path written in afterwards. */
  notFound: boolean;
}

/**
 * A visit's page as the shared pages key it (the parameters each page reads are declared with
 * the routes, shared/src/page-query.ts): a query the page does not read, or another spelling of
 * its path, is the same page; every unknown path is one page. So nothing a visitor can put in a
 * URL makes more renders, or more kept pages, than there are pages (and articles).
 */
export function pageKeyOf(liveSite: string, pathname: string, search: string): PageKey {
  const page = visitorPageOf(pathname, search);
  const renderUrl = page.route === null ? NOT_FOUND_PLACEHOLDER : page.url;
  return { renderUrl, key: `${liveSite}\n${renderUrl}`, notFound: page.route === null };
}

/** The shared "page not found" render with the visitor's path in it, escaped. */
export const withNotFoundPath = (html: string, pathname: string): string =>
  html.split(NOT_FOUND_PLACEHOLDER).join(escapeHtml(pathname));

// A gzip member's header: deflate, no name or time, unknown OS (RFC 1952).
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * The shared "page not found" render, gzipped once around the places the visitor's path goes:
 * each piece is deflated on its own and ends on a full flush (it refers to nothing before it),
 * so one answer is the pieces with the path between them in stored blocks, and a checksum.
 * A made-up URL then costs a few small buffers instead of compressing the whole page again.
 * The result is one ordinary gzip stream, the same bytes `withNotFoundPath` gives once inflated.
 */
export function notFoundGzipper(html: string): (pathname: string) => Buffer {
  const parts = html.split(NOT_FOUND_PLACEHOLDER).map((part) => Buffer.from(part, 'utf8'));
  const deflated = parts.map((part, i) =>
    deflateRawSync(part, {
      level: constants.Z_BEST_COMPRESSION,
      finishFlush: i === parts.length - 1 ? constants.Z_FINISH : constants.Z_FULL_FLUSH,
    }),
  );
  return (pathname) => {
    const path = Buffer.from(escapeHtml(pathname), 'utf8');
    const stored = deflateRawSync(path, {
      level: constants.Z_NO_COMPRESSION,
      finishFlush: constants.Z_FULL_FLUSH,
    });
    const chunks = [GZIP_HEADER];
    let crc = 0;
    let size = 0;
    parts.forEach((part, i) => {
      if (i > 0) {
        chunks.push(stored);
        // No bytes add nothing; and zlib's crc32 given none was seen to change the value here.
        if (path.length > 0) crc = crc32(path, crc);
        size += path.length;
      }
      chunks.push(deflated[i]!);
      crc = crc32(part, crc);
      size += part.length;
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(size >>> 0, 4);
    chunks.push(trailer);
    return Buffer.concat(chunks);
  };
}
