/**
 * `pnpm bench:page-weight`: what the home page, an article and /blog weigh (their HTML, as sent
 * before compression, and gzipped) with the 7 articles of a fresh site and again with 300, on
 * the production build served as `pnpm start` serves it (scripts/lib/production-server.ts).
 * Pages carry only the articles they show, so the home page and an article should stay within
 * 10 % of their size with 7; /blog grows by one page of articles at most.
 *
 * A benchmark, not a test: it prints the figures and whether that holds, and exits 0 whatever
 * they are (non-zero only when it could not measure). `--build` rebuilds the front ends first.
 */
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { addArchiveArticles } from '@campaign/api/bench/archive-articles';
import { withProductionServer } from './lib/production-server';
import { runScript } from './lib/run-script';

const GROWN_TO = 300;
/** Rendered pages are shared for a moment (the page cache); wait it out between the two counts. */
const PAGE_CACHE_MS = 2_500;

interface Weight {
  bytes: number;
  gzip: number;
}

async function weigh(baseUrl: string, path: string): Promise<Weight> {
  const response = await fetch(baseUrl + path, {
    headers: { accept: 'text/html', 'accept-encoding': 'identity' },
  });
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  return { bytes: body.length, gzip: gzipSync(body).length };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  const { values } = parseArgs({
    options: { build: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  await withProductionServer(
    { rebuild: values.build, logLevel: 'warn' },
    async ({ server, slug }) => {
      const count = async () =>
        ((await (await fetch(`${server.baseUrl}/api/blog`)).json()) as unknown[]).length;
      const pages = ['/', `/blog/${slug}`, '/blog'];
      const before = await count();
      const small = await Promise.all(pages.map((path) => weigh(server.baseUrl, path)));
      await addArchiveArticles(server.databaseUrl, GROWN_TO - before);
      const after = await count();
      await new Promise((resolve) => setTimeout(resolve, PAGE_CACHE_MS));
      const large = await Promise.all(pages.map((path) => weigh(server.baseUrl, path)));

      console.log(
        `\nPage weight with ${before} and with ${after} articles (HTML as sent; gzipped):`,
      );
      console.table(
        pages.map((path, i) => {
          const growth = large[i]!.bytes / small[i]!.bytes - 1;
          return {
            page: path,
            [`${before} articles`]: `${kib(small[i]!.bytes)} (${kib(small[i]!.gzip)})`,
            [`${after} articles`]: `${kib(large[i]!.bytes)} (${kib(large[i]!.gzip)})`,
            growth: `${(growth * 100).toFixed(1)} %`,
            'within 10 %': path === '/blog' ? '–' : growth <= 0.1 ? 'yes' : 'NO',
          };
        }),
      );
    },
  );
}

runScript(main);
