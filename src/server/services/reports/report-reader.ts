/**
 * Reading a built report: its saved rows as they were built, and whether they are stale. A
 * report is stale when a message of its organization and period was counted after it was built
 * (`counted_at` of a daily figure), or is stored and still waiting for the counter.
 */
import { sql } from 'drizzle-orm';
import type { Report, ReportPeriod } from '../../../shared/entities/report';
import type { Queryable } from '../../db/database';
import { smsReports } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { rowsOf } from '../../db/sql-rows';
import { reportKeyCondition, type ReportRecord } from './build-job';
import { scopeFilter } from './period-figures';

export async function readReport(db: Queryable, orgId: number | null, period: ReportPeriod, now: Date): Promise<Report> {
  const [record] = await db.select().from(smsReports).where(reportKeyCondition(orgId, period));
  if (!record) {
    throw new ApiError(404, 'reportNotBuilt', `The report of ${period.from_date} to ${period.to_date} was never built: build it first (PUT).`);
  }
  return reportOf(db, orgId, record, now);
}

/**
 * The report of a saved row. A build whose lease ran out is reported failed: its instance
 * stopped, nothing will finish it, and building again takes it over.
 */
export async function reportOf(db: Queryable, orgId: number | null, record: ReportRecord, now: Date): Promise<Report> {
  const period = { from_date: record.fromDay, to_date: record.toDay };
  const abandoned = record.status === 'building' && record.leaseUntil !== null && record.leaseUntil.getTime() < now.getTime();
  return {
    orgId,
    from_date: record.fromDay,
    to_date: record.toDay,
    status: abandoned ? 'failed' : record.status,
    progress: record.progress,
    builtAt: record.builtAt?.toISOString() ?? null,
    stale: record.builtAt ? await isStale(db, orgId, period, record.builtAt) : false,
    rows: record.rows,
    totals: record.totals ?? { count: 0, Etisalat: 0, Du: 0, Uniquecount: 0, total: 0 },
    days: record.days,
  };
}

async function isStale(db: Queryable, orgId: number | null, period: ReportPeriod, builtAt: Date): Promise<boolean> {
  const scope = scopeFilter({ orgId, from: period.from_date, to: period.to_date });
  const [row] = rowsOf<{ stale: boolean }>(
    await db.execute(sql`
      SELECT EXISTS (
        SELECT 1 FROM sms_daily_figures WHERE ${scope} AND counted_at > ${builtAt.toISOString()}::timestamptz
      ) OR EXISTS (
        SELECT 1 FROM sms_uncounted WHERE ${scope}
      ) AS stale
    `),
  );
  return row?.stale === true;
}
