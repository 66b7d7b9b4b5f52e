/**
 * What a page's bar shows (`GET /p/{slug}/progress`, and the figures the page is rendered with):
 * the amount the record had when the page was made, plus the SMS donations attributed to what the
 * page counts (page-owner.ts: its project, case or campaign; a memorial's organization, for its
 * buttons' keywords) from its start date to its end date (or today), from the daily figures the
 * counter keeps. The period's totals are kept PROGRESS_CACHE_MS only, so a donation shows on an
 * open page (polling every few seconds) within 5 seconds of its SMS, while a page that many
 * donors have open costs a few queries a second. A fifth of a second, not more: of the 5 seconds,
 * the page's poll takes 3 and HAProxy's cache in front up to 1 (page-script.ts); a period's query
 * takes milliseconds, so even a server with no HAProxy before it, polled by thousands of pages,
 * runs it only five times a second per period. Percent is the total divided by the target without
 * decimals, rounded down so 100 means reached (spec 9); complete when nothing remains.
 */
import { sql } from 'drizzle-orm';
import type { PageProgress } from '../../../../shared/entities/landing-page';
import { keywordKey } from '../../../../shared/sms-keywords';
import type { Database } from '../../../db/database';
import { rowsOf, toNumber } from '../../../db/sql-rows';
import { ownerKey } from '../../sms/claims';
import type { PublicPage } from './page-model';
import { createShortCache } from './short-cache';

export const PROGRESS_CACHE_MS = 200;
/**
 * While the database is away (a restart, a failover), an open page's progress poll answers the
 * last total this instance read, for at most this long after reading it, rather than an error:
 * the bar stays where it was and moves again once the database is back (short-cache.ts).
 */
export const LAST_ANSWER_KEPT_MS = 10 * 60_000;

export function progressFigures(total: number, target: number | null, closed: boolean): PageProgress {
  if (target === null) return { total, target: null, percent: null, complete: false, closed };
  return { total, target, percent: Math.floor((total * 100) / target), complete: total >= target, closed };
}

export interface ProgressReader {
  progressOf(page: PublicPage, today: string): Promise<PageProgress>;
}

/** Donations (AED) by owner, then by keyword key, over the days (both included). */
type OwnerTotals = Map<string, Map<string, number>>;

export function createProgressReader(deps: { db: Database; now: () => number }): ProgressReader {
  const periods = createShortCache<OwnerTotals>({ ttlMs: PROGRESS_CACHE_MS, maxEntries: 1_000, now: deps.now, keepOnFailureMs: LAST_ANSWER_KEPT_MS });
  return {
    async progressOf(page, today) {
      const progress = page.components.progress;
      if (!progress) return progressFigures(0, null, page.closed);
      const end = progress.endDate !== null && progress.endDate < today ? progress.endDate : today;
      let raised = 0;
      if (page.count && progress.startDate <= end) {
        const totals = await periods.get(`${progress.startDate}|${end}`, () => donationsByOwner(deps.db, progress.startDate, end));
        const keys = page.count.keys && new Set(page.count.keys);
        for (const [key, donations] of totals.get(ownerKey(page.count.owner)) ?? []) if (!keys || keys.has(key)) raised += donations;
      }
      return progressFigures(progress.baseAmount + raised, progress.target, page.closed);
    },
  };
}

/** Every owner's donations over the days, by keyword key: one read serves every page of the period. */
async function donationsByOwner(db: Database, start: string, end: string): Promise<OwnerTotals> {
  const rows = rowsOf<{ owner: string; keyword: string; donations: unknown }>(
    await db.execute(sql`
      SELECT owner, keyword, sum(donations) AS donations FROM sms_daily_figures
      WHERE day BETWEEN ${start}::date AND ${end}::date AND owner <> ''
      GROUP BY owner, keyword
    `),
  );
  const totals: OwnerTotals = new Map();
  for (const row of rows) {
    const byKey = totals.get(row.owner) ?? new Map<string, number>();
    const key = keywordKey(row.keyword);
    byKey.set(key, (byKey.get(key) ?? 0) + toNumber(row.donations));
    totals.set(row.owner, byKey);
  }
  return totals;
}
