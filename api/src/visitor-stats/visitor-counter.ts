import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { attributionFieldsSchema } from '@campaign/shared';
import { dayTally, DEFAULT_TALLY_LIMITS, type DayTally, type TallyLimits } from './day-tally';
import { visitorHasher, utcDay } from './visitor-hash';
import { STORED_VALUE_MAX, writeDayFigures } from './visitor-store';

/** One page view as the web server saw it; nothing of it is kept but counts. */
export interface PageView {
  /** The client address (as TRUST_PROXY resolves it) and user agent: hashed, then dropped. */
  address: string;
  userAgent: string;
  /** The page, one spelling per page (web/serve-web.ts), or VISITOR_NOT_FOUND_PATH. */
  path: string;
  /** The Referer header, if any. */
  referer?: string | undefined;
  /** The address's query string, read for campaign tags when the view lands from elsewhere. */
  search: string;
  /** The Host the request was sent to: a Referer on it (or on PUBLIC_URL's) is our own site. */
  host: string;
}

export interface VisitorCounterOptions {
  db: Knex;
  /** PUBLIC_URL: a Referer on its host is a click within the site, not a landing. */
  publicUrl: string;
  now?: () => Date;
  limits?: TallyLimits;
  /** Names this process's rows; random, so a restarted process never adds to its old ones. */
  instance?: string;
}

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
};

/**
 * Counts page views, unique visitors, referring sites, landing pages and campaign tags per UTC
 * day in memory, and writes them to the database when asked (`flush`: periodically and at
 * shutdown, server.ts), never once per request. Each process counts its own visitors with its
 * own daily salt and writes its own rows; the console adds the instances' rows up
 * (docs/decisions/040-visitor-figures.md says what that means for unique visitors).
 */
export function visitorCounter({
  db,
  publicUrl,
  now = () => new Date(),
  limits = DEFAULT_TALLY_LIMITS,
  instance = randomUUID(),
}: VisitorCounterOptions) {
  const hash = visitorHasher({ now });
  const ownHost = hostOf(publicUrl);
  const days = new Map<string, DayTally>();
  const changed = new Set<string>();
  let flushing: Promise<void> = Promise.resolve();

  function record(view: PageView): void {
    const { day, hash: visitor } = hash(view.address, view.userAgent);
    let tally = days.get(day);
    if (!tally) {
      tally = dayTally(limits);
      days.set(day, tally);
    }
    changed.add(day);
    tally.view(visitor);
    tally.count('page', view.path.slice(0, STORED_VALUE_MAX));
    const from = view.referer ? hostOf(view.referer) : null;
    if (from !== null && (from === ownHost || from === view.host.toLowerCase())) return;
    // A landing: the visit began here (from another site, or typed, or a bookmark).
    tally.count('landing', view.path.slice(0, STORED_VALUE_MAX));
    // Most landings carry neither: nothing to read.
    if (from === null && !view.search) return;
    const query = view.search ? Object.fromEntries(new URLSearchParams(view.search)) : {};
    // The forms' own cleaning of the same tags (cut to 100 characters, control characters and
    // malformed hosts dropped), so the console and the pledges' attribution agree.
    const tags = attributionFieldsSchema.parse({
      utm_source: query.utm_source,
      utm_medium: query.utm_medium,
      utm_campaign: query.utm_campaign,
      referrer: from?.replace(/:\d+$/, ''),
    });
    if (tags.referrer) tally.count('referrer', tags.referrer);
    if (tags.utm_source) tally.count('utm_source', tags.utm_source);
    if (tags.utm_medium) tally.count('utm_medium', tags.utm_medium);
    if (tags.utm_campaign) tally.count('utm_campaign', tags.utm_campaign);
  }

  /** Writes every day counted since the last pass; days before today are then forgotten. */
  async function writeChanged(): Promise<void> {
    const today = utcDay(now());
    for (const day of [...changed]) {
      const tally = days.get(day);
      changed.delete(day);
      if (!tally) continue;
      try {
        await writeDayFigures(db, day, instance, tally.figures(), now());
      } catch (error) {
        changed.add(day);
        throw error;
      }
    }
    for (const day of days.keys()) if (day < today && !changed.has(day)) days.delete(day);
  }

  return {
    instance,
    record,
    /**
     * Writes what was counted since the last flush (one pass at a time: a flush asked for while
     * one runs starts after it). Rejects when the database refused; the counts stay in memory
     * for the next flush.
     */
    flush(): Promise<void> {
      const pass = flushing.then(writeChanged, writeChanged);
      flushing = pass.catch(() => {});
      return pass;
    },
  };
}
export type VisitorCounter = ReturnType<typeof visitorCounter>;
