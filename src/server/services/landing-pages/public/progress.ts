/**
 * What a page's bar shows (`GET /p/{slug}/progress`, and the figures the page is rendered with):
 * the amount the record had when the page was made, plus the SMS donations of the page's
 * keywords from its start date to its end date (or today), as the reporting total counts them
 * (reports/public-total.ts: the daily figures, keywords compared as messages are matched). The
 * period's totals are kept PROGRESS_CACHE_MS only, so a donation shows on an open page (polling
 * every few seconds) within 5 seconds of its SMS, while a page that many donors have open costs
 * one query a second. Percent is the total divided by the target without decimals, rounded down
 * so 100 means reached (spec 9); complete when nothing remains.
 */
import type { PageProgress } from '../../../../shared/entities/landing-page';
import { keywordKey } from '../../../../shared/sms-keywords';
import type { Database } from '../../../db/database';
import { donationsByKeywordKey } from '../../reports/public-total';
import type { PublicPage } from './page-model';
import { createShortCache } from './short-cache';

export const PROGRESS_CACHE_MS = 1_000;

export function progressFigures(total: number, target: number | null, closed: boolean): PageProgress {
  if (target === null) return { total, target: null, percent: null, complete: false, closed };
  return { total, target, percent: Math.floor((total * 100) / target), complete: total >= target, closed };
}

export interface ProgressReader {
  progressOf(page: PublicPage, today: string): Promise<PageProgress>;
}

export function createProgressReader(deps: { db: Database; now: () => number }): ProgressReader {
  const periods = createShortCache<Map<string, number>>({ ttlMs: PROGRESS_CACHE_MS, maxEntries: 1_000, now: deps.now });
  return {
    async progressOf(page, today) {
      const progress = page.components.progress;
      if (!progress) return progressFigures(0, null, page.closed);
      const end = progress.endDate !== null && progress.endDate < today ? progress.endDate : today;
      const keys = new Set(progress.keywords.map(keywordKey).filter((key) => key !== ''));
      let raised = 0;
      if (keys.size > 0 && progress.startDate <= end) {
        const totals = await periods.get(`${progress.startDate}|${end}`, () => donationsByKeywordKey(deps.db, progress.startDate, end));
        for (const key of keys) raised += totals.get(key) ?? 0;
      }
      return progressFigures(progress.baseAmount + raised, progress.target, page.closed);
    },
  };
}
