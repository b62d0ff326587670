/**
 * `pnpm lighthouse`: Lighthouse scores and Core Web Vitals of the visitor routes, measured on
 * the production build served as `pnpm start` serves it (scripts/lib/production-server.ts:
 * NODE_ENV=production over plain HTTP on 127.0.0.1, a fresh SQLite database with the default
 * content). A benchmark, not a test: it exits 0 whatever the figures (non-zero only when it
 * could not measure) and prints, per route, whether the targets are met.
 *
 * Lighthouse's defaults throughout: the mobile form factor (Moto G Power-sized screen) and
 * simulated throttling (slow 4G, 4x CPU slowdown), with the cache and storage cleared before
 * every page. Chromium is the system one (/usr/bin/chromium, or CHROMIUM_PATH), started
 * headless by chrome-launcher; nothing is ever downloaded.
 *
 * Lighthouse version: 13 (13.5.0 when this was written), the newest major, although it declares
 * Node >= 22.19 (and its puppeteer-core 25, Node >= 22.12) while this project supports Node
 * >= 20.19: pnpm installs it all the same (engine-strict is off), and 13.5.0 runs correctly on
 * Node 20.20 (checked with this script). Should a later 13.x stop running on Node 20, pin
 * lighthouse@12.8.2, the newest release declaring Node 20 support (>= 18.16); this script only
 * uses the API and report fields both majors share (categories, the metric audits,
 * resource-summary, layout-shifts).
 *
 * The no-script limit: in the same run, each route is also measured through a proxy
 * (scripts/lib/no-script-proxy.ts) that serves the same server HTML with every `<script>` and
 * script preload removed, the page a visitor without JavaScript gets. Hydration can only add to
 * that page's blocking time and time to interactive; the script prints, per route, the product's
 * TBT and TTI beside the no-script ones, their ratio and difference, and whether the hydration
 * targets are met (TBT at most HYDRATION_TBT_RATIO times the no-script TBT, TTI at most
 * HYDRATION_TTI_SLACK_MS later, performance ≥ HYDRATION_MIN_PERFORMANCE in every run). Both
 * figures of a pair are medians over the same runs, measured one after the other, so they see
 * the same machine load.
 *
 * Options:
 *   --runs N       measure every route N times and report the median of each figure (default 1)
 *   --no-script-port N  the port of the no-script proxy (default: any free one)
 *   --json FILE    also write every run's figures and the medians to FILE
 *   --reports DIR  also keep Lighthouse's full JSON report of every run in DIR (open one at
 *                  https://googlechrome.github.io/lighthouse/viewer/)
 *   --build        rebuild all three front ends first (by default only missing or stale ones)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@campaign/shared/chromium';
import { startNoScriptProxy } from './lib/no-script-proxy';
import { withProductionServer } from './lib/production-server';
import { runScript } from './lib/run-script';

// chrome-launcher starts a visible browser unless told otherwise.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const ROUTES = ['/', '/blog', '/blog/{slug}', '/pledge', '/impact'];

/** What one Lighthouse run gives for one route; null where Lighthouse had no value. */
interface Figures {
  performance: number | null;
  accessibility: number | null;
  'best-practices': number | null;
  seo: number | null;
  /** Largest Contentful Paint, milliseconds. */
  lcpMs: number | null;
  /** Total Blocking Time, milliseconds. */
  tbtMs: number | null;
  /** Time to Interactive, milliseconds (no longer in the performance score, still an audit). */
  ttiMs: number | null;
  cls: number | null;
  /** Bytes transferred for scripts (compressed, headers included), from resource-summary. */
  scriptBytes: number | null;
}

interface Run {
  figures: Figures;
  /** Audits scoring below 1 in accessibility, best practices and SEO (category: audit id). */
  failedAudits: string[];
  /** The elements that moved most, with their layout-shift scores, biggest first. */
  shifts: { selector: string; score: number }[];
  warnings: string[];
}

/** The targets, each as a check of the (median) figures: a message when it is missed. */
const TARGETS: { label: string; miss(f: Figures): string | null }[] = [
  { label: 'performance ≥ 90', miss: (f) => below(f.performance, 90, 'performance') },
  { label: 'accessibility 100', miss: (f) => below(f.accessibility, 100, 'accessibility') },
  { label: 'best practices 100', miss: (f) => below(f['best-practices'], 100, 'best practices') },
  { label: 'SEO 100', miss: (f) => below(f.seo, 100, 'SEO') },
  { label: 'LCP ≤ 2.5 s', miss: (f) => above(f.lcpMs, 2500, 'LCP', (v) => `${seconds(v)} s`) },
  { label: 'TBT ≤ 200 ms', miss: (f) => above(f.tbtMs, 200, 'TBT', (v) => `${Math.round(v)} ms`) },
  { label: 'CLS ≤ 0.05', miss: (f) => above(f.cls, 0.05, 'CLS', (v) => v.toFixed(3)) },
];

function below(value: number | null, min: number, name: string): string | null {
  if (value === null) return `${name}: no score`;
  return value < min ? `${name} ${value} < ${min}` : null;
}

function above(
  value: number | null,
  max: number,
  name: string,
  show: (v: number) => string,
): string | null {
  if (value === null) return `${name}: no value`;
  return value > max ? `${name} ${show(value)} > ${show(max)}` : null;
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

function median(values: (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (present.length === 0) return null;
  const mid = Math.floor(present.length / 2);
  return present.length % 2 ? present[mid]! : (present[mid - 1]! + present[mid]!) / 2;
}

function figuresOf(lhr: Result): Figures {
  const score = (id: (typeof CATEGORIES)[number]) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const summary = lhr.audits['resource-summary']?.details as
    { items?: { resourceType?: string; transferSize?: number }[] } | undefined;
  const scripts = summary?.items?.find((item) => item.resourceType === 'script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    ttiMs: numeric('interactive'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: scripts?.transferSize ?? null,
  };
}

function shiftsOf(lhr: Result): Run['shifts'] {
  const details = lhr.audits['layout-shifts']?.details as
    { items?: { node?: { selector?: string }; score?: number }[] } | undefined;
  return (details?.items ?? []).slice(0, 3).map((item) => ({
    selector: item.node?.selector ?? '(element unknown)',
    score: item.score ?? 0,
  }));
}

function failedAuditsOf(lhr: Result): string[] {
  const failed: string[] = [];
  for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && typeof audit?.score === 'number' && audit.score < 1) {
        failed.push(`${category}: ${ref.id}`);
      }
    }
  }
  return failed;
}

/**
 * Runtime errors that say Chromium lost the trace, not that the page failed: Lighthouse's own
 * message for them is "Please run Lighthouse again", so a run that hits one is run again, up to
 * TRACE_RETRIES times. With Chromium 156, 4 runs in 30 came back NO_NAVSTART. A page
 * that never paints (NO_FCP, NO_LCP) is a real failure and is not retried.
 */
const TRACE_LOST = new Set(['NO_NAVSTART']);
const TRACE_RETRIES = 2;

async function runLighthouse(
  url: string,
  chrome: LaunchedChrome,
  reportFile?: string,
  retriesLeft = TRACE_RETRIES,
): Promise<{ run: Run; lhr: Result }> {
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // Time to Interactive left the performance category in Lighthouse 10; the audit remains,
    // and the hydration targets compare it with the no-script page's.
    onlyAudits: ['interactive'],
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (reportFile) writeFileSync(reportFile, [result.report].flat().join('\n'));
  if (lhr.runtimeError && TRACE_LOST.has(lhr.runtimeError.code) && retriesLeft > 0) {
    console.log(
      `  (${lhr.runtimeError.code} on ${url}: Chromium lost the trace; running it again)`,
    );
    return runLighthouse(url, chrome, reportFile, retriesLeft - 1);
  }
  if (lhr.runtimeError) {
    throw new Error(
      `Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  }
  return {
    lhr,
    run: {
      figures: figuresOf(lhr),
      failedAudits: failedAuditsOf(lhr),
      shifts: shiftsOf(lhr),
      warnings: lhr.runWarnings.map(String),
    },
  };
}

/** The hydration targets: against the same page with every script removed, in the same run. */
const HYDRATION_TBT_RATIO = 1.5;
const HYDRATION_TTI_SLACK_MS = 500;
const HYDRATION_MIN_PERFORMANCE = 95;

interface HydrationCost {
  route: string;
  product: { performance: number | null; tbtMs: number | null; ttiMs: number | null };
  noScript: { performance: number | null; tbtMs: number | null; ttiMs: number | null };
  /** Product TBT over no-script TBT (medians). */
  tbtRatio: number | null;
  /** Product TTI minus no-script TTI (medians), milliseconds. */
  ttiDelayMs: number | null;
  /** The product's lowest performance score over the runs. */
  worstPerformance: number | null;
  misses: string[];
}

function hydrationCost(route: string, product: Run[], noScript: Run[]): HydrationCost {
  const med = (list: Run[], key: 'performance' | 'tbtMs' | 'ttiMs') =>
    median(list.map((run) => run.figures[key]));
  const p = {
    performance: med(product, 'performance'),
    tbtMs: med(product, 'tbtMs'),
    ttiMs: med(product, 'ttiMs'),
  };
  const n = {
    performance: med(noScript, 'performance'),
    tbtMs: med(noScript, 'tbtMs'),
    ttiMs: med(noScript, 'ttiMs'),
  };
  // A no-script TBT of 0 would make any blocking an infinite ratio; 1 ms keeps it finite.
  const tbtRatio = p.tbtMs !== null && n.tbtMs !== null ? p.tbtMs / Math.max(n.tbtMs, 1) : null;
  const ttiDelayMs = p.ttiMs !== null && n.ttiMs !== null ? p.ttiMs - n.ttiMs : null;
  const scores = product.map((run) => run.figures.performance);
  const worstPerformance = scores.some((s) => s === null)
    ? null
    : Math.min(...(scores as number[]));
  const misses: string[] = [];
  if (tbtRatio === null) misses.push('TBT: no value');
  else if (tbtRatio > HYDRATION_TBT_RATIO)
    misses.push(`TBT ${tbtRatio.toFixed(2)}× the no-script TBT > ${HYDRATION_TBT_RATIO}×`);
  if (ttiDelayMs === null) misses.push('TTI: no value');
  else if (ttiDelayMs > HYDRATION_TTI_SLACK_MS)
    misses.push(
      `TTI ${seconds(ttiDelayMs)} s after the no-script TTI > ${seconds(HYDRATION_TTI_SLACK_MS)} s`,
    );
  if (worstPerformance === null) misses.push('performance: no score');
  else if (worstPerformance < HYDRATION_MIN_PERFORMANCE)
    misses.push(`performance ${worstPerformance} in a run < ${HYDRATION_MIN_PERFORMANCE}`);
  return { route, product: p, noScript: n, tbtRatio, ttiDelayMs, worstPerformance, misses };
}

function printHydration(costs: HydrationCost[], runs: number) {
  const ms = (v: number) => String(Math.round(v));
  console.log(
    `\nHydration against the no-script limit (the same HTML with every script removed)` +
      (runs > 1 ? `, medians of ${runs} runs each` : '') +
      '\n',
  );
  console.log(
    `${'route'.padEnd(40)}${'perf'.padStart(5)}${'min'.padStart(5)}${'TBT ms'.padStart(8)}${'TTI s'.padStart(7)}` +
      ` |${'perf'.padStart(5)}${'TBT ms'.padStart(8)}${'TTI s'.padStart(7)} |${'TBT ×'.padStart(7)}${'ΔTBT'.padStart(6)}${'ΔTTI s'.padStart(8)}`,
  );
  console.log(`${''.padEnd(40)}${'product'.padEnd(25)} | ${'no script'.padEnd(19)} |`);
  for (const c of costs) {
    const dTbt =
      c.product.tbtMs !== null && c.noScript.tbtMs !== null
        ? c.product.tbtMs - c.noScript.tbtMs
        : null;
    console.log(
      `${c.route.padEnd(40)}${cell(c.product.performance, String, 5)}${cell(c.worstPerformance, String, 5)}` +
        `${cell(c.product.tbtMs, ms, 8)}${cell(c.product.ttiMs, seconds, 7)} |` +
        `${cell(c.noScript.performance, String, 5)}${cell(c.noScript.tbtMs, ms, 8)}${cell(c.noScript.ttiMs, seconds, 7)} |` +
        `${cell(c.tbtRatio, (v) => v.toFixed(2), 7)}${cell(dTbt, ms, 6)}${cell(c.ttiDelayMs, seconds, 8)}`,
    );
  }
  console.log(
    `\nHydration targets: TBT ≤ ${HYDRATION_TBT_RATIO}× no-script, TTI ≤ no-script + ${seconds(HYDRATION_TTI_SLACK_MS)} s, ` +
      `performance ≥ ${HYDRATION_MIN_PERFORMANCE} in each of the ${runs} run${runs > 1 ? 's' : ''} (min)`,
  );
  for (const c of costs) {
    console.log(
      c.misses.length === 0 ? `MET     ${c.route}` : `MISSED  ${c.route}: ${c.misses.join('; ')}`,
    );
  }
  const met = costs.filter((c) => c.misses.length === 0).length;
  console.log(`${met} of ${costs.length} routes meet the hydration targets.`);
}

const cell = (value: number | null, show: (v: number) => string, width: number) =>
  (value === null ? '–' : show(value)).padStart(width);

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '1' },
      json: { type: 'string' },
      reports: { type: 'string' },
      build: { type: 'boolean', default: false },
      'no-script-port': { type: 'string', default: '0' },
    },
    allowPositionals: true, // `pnpm lighthouse -- --runs 3` passes the "--" on
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');

  if (values.reports) mkdirSync(values.reports, { recursive: true });
  await withProductionServer({ rebuild: values.build, logLevel: 'warn' }, async (session) => {
    const { server, slug } = session;
    const routes = ROUTES.map((route) => route.replace('{slug}', slug));
    const chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROME_FLAGS,
      handleSIGINT: false,
    });
    session.closeFirst(async () => chrome.kill());
    const noScript = await startNoScriptProxy(server.baseUrl, Number(values['no-script-port']));
    session.closeFirst(() => noScript.close());

    console.log(
      `\nLighthouse, mobile (simulated slow 4G, 4x CPU), ${runs} run${runs > 1 ? 's' : ''} per route, ` +
        `against ${server.baseUrl} (NODE_ENV=production)`,
    );
    const perRoute = new Map<string, Run[]>(routes.map((route) => [route, []]));
    const noScriptRuns = new Map<string, Run[]>(routes.map((route) => [route, []]));
    let about: Result | undefined;
    for (let i = 1; i <= runs; i++) {
      for (const route of routes) {
        // The product, then the same page without scripts, back to back.
        for (const [variant, base, into] of [
          ['', server.baseUrl, perRoute],
          ['no-script', noScript.baseUrl, noScriptRuns],
        ] as const) {
          const started = Date.now();
          const name = route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
          const reportFile =
            values.reports &&
            path.join(values.reports, `${name}${variant && `-${variant}`}-${i}.json`);
          const { run, lhr } = await runLighthouse(base + route, chrome, reportFile);
          if (!variant) about ??= lhr;
          into.get(route)!.push(run);
          console.log(
            `  run ${i}/${runs} ${(variant ? `${route} (${variant})` : route).padEnd(40)}` +
              ` performance ${cell(run.figures.performance, String, 3)}` +
              `  TBT ${cell(run.figures.tbtMs, (v) => String(Math.round(v)), 4)} ms` +
              `  TTI ${cell(run.figures.ttiMs, seconds, 5)} s` +
              `  (${((Date.now() - started) / 1000).toFixed(1)} s)`,
          );
        }
      }
    }

    const results = routes.map((route) => {
      const list = perRoute.get(route)!;
      const pick = <K extends keyof Figures>(key: K) => median(list.map((run) => run.figures[key]));
      const figures: Figures = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        'best-practices': pick('best-practices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        ttiMs: pick('ttiMs'),
        cls: pick('cls'),
        scriptBytes: pick('scriptBytes'),
      };
      const misses = TARGETS.map((target) => target.miss(figures)).filter(
        (m): m is string => m !== null,
      );
      const failedAudits = [...new Set(list.flatMap((run) => run.failedAudits))];
      const warnings = [...new Set(list.flatMap((run) => run.warnings))];
      // The elements that moved in runs whose CLS missed the target: each with its biggest shift.
      const biggest = new Map<string, number>();
      for (const run of list.filter((r) => (r.figures.cls ?? 0) > 0.05)) {
        for (const { selector, score } of run.shifts) {
          biggest.set(selector, Math.max(score, biggest.get(selector) ?? 0));
        }
      }
      const shifts = [...biggest]
        .sort((a, b) => b[1] - a[1])
        .map(([selector, score]) => `${selector} (${score.toFixed(3)})`);
      return {
        route,
        figures,
        misses,
        failedAudits,
        shifts,
        warnings,
        runs: list.map((run) => run.figures),
      };
    });

    console.log(
      `\nLighthouse ${about?.lighthouseVersion}, ${about?.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0]}` +
        `, CPU benchmark index ${about?.environment.benchmarkIndex}` +
        (runs > 1 ? `; each figure is the median of ${runs} runs` : '') +
        '\n',
    );
    console.log(
      `${'route'.padEnd(40)}${'perf'.padStart(5)}${'a11y'.padStart(6)}${'b-p'.padStart(5)}${'seo'.padStart(5)}` +
        `${'LCP s'.padStart(8)}${'TBT ms'.padStart(8)}${'CLS'.padStart(7)}${'script KiB'.padStart(12)}`,
    );
    for (const { route, figures: f } of results) {
      console.log(
        `${route.padEnd(40)}${cell(f.performance, String, 5)}${cell(f.accessibility, String, 6)}` +
          `${cell(f['best-practices'], String, 5)}${cell(f.seo, String, 5)}${cell(f.lcpMs, seconds, 8)}` +
          `${cell(f.tbtMs, (v) => String(Math.round(v)), 8)}${cell(f.cls, (v) => v.toFixed(3), 7)}` +
          `${cell(f.scriptBytes, (v) => (v / 1024).toFixed(1), 12)}`,
      );
    }
    console.log(
      '(script KiB: bytes transferred for JavaScript, compressed, as Lighthouse counts them)',
    );

    console.log(`\nTargets: ${TARGETS.map((t) => t.label).join(', ')}`);
    for (const { route, misses, failedAudits, shifts, warnings } of results) {
      console.log(
        misses.length === 0 ? `MET     ${route}` : `MISSED  ${route}: ${misses.join('; ')}`,
      );
      if (failedAudits.length > 0)
        console.log(`        failing audits: ${failedAudits.join(', ')}`);
      if (shifts.length > 0) console.log(`        biggest layout shifts: ${shifts.join(', ')}`);
      for (const warning of warnings) console.log(`        Lighthouse warning: ${warning}`);
    }
    const met = results.filter((r) => r.misses.length === 0).length;
    console.log(`${met} of ${results.length} routes meet every target.`);

    const hydration = routes.map((route) =>
      hydrationCost(route, perRoute.get(route)!, noScriptRuns.get(route)!),
    );
    printHydration(hydration, runs);

    if (values.json) {
      const report = {
        date: new Date().toISOString(),
        lighthouseVersion: about?.lighthouseVersion,
        userAgent: about?.environment.hostUserAgent,
        benchmarkIndex: about?.environment.benchmarkIndex,
        formFactor: about?.configSettings.formFactor,
        throttlingMethod: about?.configSettings.throttlingMethod,
        runsPerRoute: runs,
        units: {
          lcpMs: 'ms',
          tbtMs: 'ms',
          ttiMs: 'ms',
          cls: 'unitless',
          scriptBytes: 'bytes transferred',
        },
        routes: results.map(
          ({ route, figures, misses, failedAudits, shifts, warnings, runs: all }) => ({
            route,
            median: figures,
            targetsMet: misses.length === 0,
            misses,
            failedAudits,
            layoutShifts: shifts,
            warnings,
            runs: all,
            noScript: {
              median: hydration.find((h) => h.route === route)?.noScript,
              runs: noScriptRuns.get(route)!.map((run) => run.figures),
            },
            hydration: hydration.find((h) => h.route === route),
          }),
        ),
      };
      writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
      console.log(`Wrote ${values.json}`);
    }
  });
}

runScript(main);
