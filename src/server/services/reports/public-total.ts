/**
 * The reporting service's public total (spec 7.4): the donations (AED) of one keyword over a
 * period, for published donation pages. It is public, so it answers that one number and nothing
 * else, each answer is kept for PUBLIC_TOTAL_CACHE_MS (a page that many visitors open costs one
 * query per period and keyword), and each client address may ask PUBLIC_TOTAL_LIMIT times a
 * window. The keyword is compared as messages are matched (keywordKey): 'Zakat', 'zakat' and
 * ' ZAKAT ' are one, and the same keyword of several organizations adds up. It reads the daily
 * figures as counted (the counter follows arrivals within moments) and never waits for a backlog.
 */
import { sql } from 'drizzle-orm';
import { keywordKey } from '../../../shared/sms-keywords';
import type { Database } from '../../db/database';
import { rowsOf, toNumber } from '../../db/sql-rows';

export const PUBLIC_TOTAL_CACHE_MS = 30_000;
/** Requests per client address and window: plenty for a page, little for a scraper. */
export const PUBLIC_TOTAL_LIMIT = { max: 60, windowMs: 60_000 };
/** Answers kept at most; the oldest go first. */
const CACHE_ENTRIES_MAX = 1_000;

export interface PublicTotalQuery {
  start: string;
  end: string;
  key_word: string;
}

export interface PublicTotals {
  /** The AED total of the keyword over the days, from the cache when fresh. */
  totalOf(query: PublicTotalQuery): Promise<number>;
}

export function createPublicTotals(deps: { db: Database; clock: () => Date }): PublicTotals {
  const cache = new Map<string, { at: number; total: Promise<number> }>();

  const compute = async (query: PublicTotalQuery, key: string): Promise<number> => {
    if (key === '') return 0;
    return (await donationsByKeywordKey(deps.db, query.start, query.end)).get(key) ?? 0;
  };

  return {
    totalOf(query) {
      const key = keywordKey(query.key_word);
      const cacheKey = `${query.start}|${query.end}|${key}`;
      const now = deps.clock().getTime();
      const cached = cache.get(cacheKey);
      if (cached && now - cached.at >= 0 && now - cached.at < PUBLIC_TOTAL_CACHE_MS) return cached.total;
      const total = compute(query, key);
      // A failed query is not kept: the next request tries again.
      total.catch(() => {
        if (cache.get(cacheKey)?.total === total) cache.delete(cacheKey);
      });
      cache.delete(cacheKey);
      cache.set(cacheKey, { at: now, total });
      if (cache.size > CACHE_ENTRIES_MAX) cache.delete(cache.keys().next().value!);
      return total;
    },
  };
}

/**
 * The AED donations of every keyword over the days (both included), by keywordKey: the spellings
 * of one keyword (and the same keyword of several owners) add up under one key.
 */
async function donationsByKeywordKey(db: Database, start: string, end: string): Promise<Map<string, number>> {
  const rows = rowsOf<{ keyword: string; donations: unknown }>(
    await db.execute(sql`
      SELECT keyword, sum(donations) AS donations FROM sms_daily_figures
      WHERE day BETWEEN ${start}::date AND ${end}::date AND keyword <> ''
      GROUP BY keyword
    `),
  );
  const totals = new Map<string, number>();
  for (const row of rows) {
    const key = keywordKey(row.keyword);
    totals.set(key, (totals.get(key) ?? 0) + toNumber(row.donations));
  }
  return totals;
}
