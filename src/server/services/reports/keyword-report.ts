/**
 * The keyword report: one keyword's figures per day of a period, added up now from the daily
 * tables (a keyword's month is a few dozen rows and sender sets). It reads what is counted (the
 * counter follows arrivals within moments) rather than wait for a backlog to be counted.
 *
 * The keyword is found as messages are matched: by its key ('water', ' WATER ' and 'Water' are
 * one), and by any keyword of the same claim ('ماء' finds a project's row 'WATER', the title its
 * messages are reported under), so staff find a row however they type it.
 */
import { sql } from 'drizzle-orm';
import type { KeywordReport, ReportPeriod } from '../../../shared/entities/report';
import { keywordKey } from '../../../shared/sms-keywords';
import type { Queryable } from '../../db/database';
import { rowsOf } from '../../db/sql-rows';
import { currentSmsRouting } from '../sms/attribution';
import { figuresOf, readPeriodData, scopeFilter } from './period-figures';

export async function keywordReport(db: Queryable, orgId: number | null, keyword: string, period: ReportPeriod): Promise<KeywordReport> {
  const scope = { orgId, from: period.from_date, to: period.to_date };
  const key = keywordKey(keyword);
  const [stored, routing] = await Promise.all([
    rowsOf<{ keyword: string }>(await db.execute(sql`SELECT DISTINCT keyword FROM sms_daily_figures WHERE ${scopeFilter(scope)} AND keyword <> ''`)),
    currentSmsRouting(db),
  ]);
  // Titles reported under a claim this key also names (a project's row, by its Arabic keyword).
  const aliases = new Set(
    [...routing.recordClaims.values()]
      .flat()
      .filter((claim) => claim.key === key && (orgId === null || claim.orgId === orgId))
      .map((claim) => keywordKey(claim.keyword)),
  );
  const keywords = stored.map((row) => row.keyword).filter((title) => keywordKey(title) === key || aliases.has(keywordKey(title)));
  const data = await readPeriodData(db, { ...scope, keywords });
  const { days, totals } = figuresOf(data);
  return { orgId, keyword, from_date: period.from_date, to_date: period.to_date, rows: days, totals };
}
