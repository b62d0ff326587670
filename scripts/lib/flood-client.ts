/**
 * The flooding client of `pnpm bench:flood`, in a process of its own so that its work does not
 * slow the client that measures: `tsx scripts/lib/flood-client.ts <baseUrl> <seconds>
 * <connections> <slug>`. Every request asks for a URL nobody asked for before (random query
 * strings on real pages, unknown paths, made-up articles, odd spellings of real paths) and the
 * figures are printed as one line of JSON.
 */
import { randomBytes } from 'node:crypto';
import { loadFigures, loadServer } from '@campaign/api/bench/load';

const [baseUrl, seconds, connections, slug] = process.argv.slice(2);
if (!baseUrl || !slug)
  throw new Error('usage: flood-client.ts <baseUrl> <seconds> <connections> <slug>');
const token = () => randomBytes(6).toString('hex');
const shapes: (() => string)[] = [
  () => `/?${token()}=1`,
  () => `/about?q=${token()}`,
  () => `/blog/${slug}?utm_source=${token()}`,
  () => `/no-such-page-${token()}`,
  () => `/blog/${slug}/${token()}`,
  () => `/blog/${token()}`,
  () => `/blog/${slug.toUpperCase()}-${token()}`,
  () => `/${token()}/${token()}?${token()}`,
  () => `//about?${token()}`,
  () => `/About/?${token()}`,
  () => `/%61bout?${token()}`,
  () => `/pledge?pledged=${token()}&subscribed=${token()}`,
];
let n = 0;

const result = await loadServer({
  url: baseUrl,
  connections: Number(connections),
  duration: Number(seconds),
  headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
  requests: [{ setupRequest: (request) => ({ ...request, path: shapes[n++ % shapes.length]!() }) }],
});
console.log(JSON.stringify({ ...loadFigures(result), timeouts: result.timeouts }));
