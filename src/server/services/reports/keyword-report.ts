/**
 * The keyword report: one keyword's figures per day of a period, added up now from the daily
 * tables (a keyword's month is a few dozen rows and sender sets). It reads what is counted (the
 * counter follows arrivals within moments) rather than wait for a backlog to be counted.
 */
import type { KeywordReport, ReportPeriod } from '../../../shared/entities/report';
import type { Queryable } from '../../db/database';
import { figuresOf, readPeriodData } from './period-figures';

export async function keywordReport(db: Queryable, orgId: number | null, keyword: string, period: ReportPeriod): Promise<KeywordReport> {
  const data = await readPeriodData(db, { orgId, from: period.from_date, to: period.to_date, keyword });
  const { days, totals } = figuresOf(data);
  return { orgId, keyword, from_date: period.from_date, to_date: period.to_date, rows: days, totals };
}
