/**
 * Building a report: a job in the server, so it goes on when the admin closes the screen, and
 * its state is the `sms_reports` row every instance reads.
 *
 * - `startBuild` claims the report's row: a new row, or one that is not building, or one whose
 *   build lease ran out (its instance stopped). A row that is being built is not claimed again:
 *   the caller gets the running build, so two builds of one period never run at once, also on
 *   two instances (the claim is one upsert; the database orders the two).
 * - The lease is short and renewed while the job runs (a heartbeat): a build whose server was
 *   killed holds its report for at most BUILD_LEASE_MS, after which the next request for it, on
 *   any instance, builds it again, instead of the report staying `building` for minutes. A live
 *   job keeps its report however long it takes, up to BUILD_RENEW_MAX_MS (a job stuck for longer
 *   is let go). A job whose row was taken over (its renewals were refused, the row names another
 *   build) stops; what it would still write is refused by its own-row condition anyway.
 * - The job counts what is waiting first, then reads the daily tables inside a transaction that
 *   holds the counter's lock shared: no chunk is counted while it reads, so the report is
 *   exactly the messages counted up to `built_at`, and one counted afterwards (or still waiting)
 *   makes it stale (report-reader.ts). It adds up outside that transaction and saves the rows.
 * - Its progress is written a few times on the way; a failure is kept as `failed` with its error.
 *   A build that fails because the database went away (a restart, a failover) starts again once
 *   it is back, for up to BUILD_RETRY_MS: it only reads, and without it the row, which could not
 *   even be marked failed then, stayed `building` until its lease ran out. Each try renews the
 *   lease first, so a row whose lease ran out while the database was away is its own again
 *   before another instance's request takes it over (if one did first, this job stops).
 * - Each job writes only while the row is still its own (same `requested_at`).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ReportPeriod } from '../../../shared/entities/report';
import type { Database } from '../../db/database';
import { isDatabaseAway, retryWhileDatabaseAway } from '../../db/database-away';
import { smsReports } from '../../db/schema';
import { rowsOf } from '../../db/sql-rows';
import { renewLeaseWhileRunning } from '../../support/lease-heartbeat';
import { readBetweenChunks, type SmsCounter } from './counter';
import { everyDayOf, figuresOf, readPeriodData, type PeriodScope } from './period-figures';

/**
 * How long a build holds its report without renewing its lease: how soon a build whose server
 * was killed is taken over by the next request for the report.
 */
export const BUILD_LEASE_MS = 30_000;
/** How often a running build renews its lease: three renewals per lease, so one lost renewal (a slow or busy database) does not lose it. */
export const BUILD_LEASE_RENEW_MS = 10_000;
/**
 * A build renews its lease for at most this long (a year's report builds in seconds): a job stuck
 * beyond it (a wait that never ends) stops renewing, so its report can be built again.
 */
export const BUILD_RENEW_MAX_MS = 10 * 60_000;
const ERROR_TEXT_MAX = 500;
/** How long a build keeps trying while the database is away (each try renews the lease first). */
export const BUILD_RETRY_MS = 2 * 60_000;
const BUILD_RETRY_DELAY_MS = 2_000;

export type ReportRecord = typeof smsReports.$inferSelect;

export interface ReportBuilderOptions {
  db: Database;
  clock: () => Date;
  counter: SmsCounter;
  log: { error(line: string): void };
  /** BUILD_LEASE_MS unless given (tests shorten it, with the renewal, to see a takeover in seconds). */
  leaseMs?: number;
  /** BUILD_LEASE_RENEW_MS unless given; well under `leaseMs`. */
  renewEveryMs?: number;
}

export interface ReportBuilder {
  /** Claims the report and starts its build, or answers the build already running. */
  startBuild(orgId: number | null, period: ReportPeriod): Promise<ReportRecord>;
  /** Waits for the builds this instance runs (before the database closes). */
  close(): Promise<void>;
}

/** sms_reports keeps "all organizations" as organization 0. */
export const reportOrgKey = (orgId: number | null): number => orgId ?? 0;

export function reportKeyCondition(orgId: number | null, period: ReportPeriod) {
  return and(
    eq(smsReports.orgId, reportOrgKey(orgId)),
    eq(smsReports.fromDay, period.from_date),
    eq(smsReports.toDay, period.to_date),
  );
}

export function createReportBuilder(options: ReportBuilderOptions): ReportBuilder {
  const { db, clock, counter, log } = options;
  const leaseMs = options.leaseMs ?? BUILD_LEASE_MS;
  const renewEveryMs = options.renewEveryMs ?? BUILD_LEASE_RENEW_MS;
  const jobs = new Set<Promise<void>>();

  const claim = async (orgId: number | null, period: ReportPeriod): Promise<ReportRecord | undefined> => {
    const now = clock();
    const leaseUntil = new Date(now.getTime() + leaseMs);
    const [claimed] = await db
      .insert(smsReports)
      .values({
        orgId: reportOrgKey(orgId),
        fromDay: period.from_date,
        toDay: period.to_date,
        status: 'building',
        progress: 0,
        leaseUntil,
        requestedAt: now,
      })
      .onConflictDoUpdate({
        target: [smsReports.orgId, smsReports.fromDay, smsReports.toDay],
        set: { status: 'building', progress: 0, leaseUntil, requestedAt: now, error: null },
        setWhere: sql`${smsReports.status} <> 'building' OR ${smsReports.leaseUntil} < ${now.toISOString()}::timestamptz`,
      })
      .returning();
    return claimed;
  };

  let closing = false;

  const run = async (orgId: number | null, period: ReportPeriod, requestedAt: Date): Promise<void> => {
    const ownRow = and(reportKeyCondition(orgId, period), eq(smsReports.requestedAt, requestedAt));
    const lease = holdLease(ownRow);
    // Real time, not the server's clock (which tests hold still): how long the database has been away.
    const retryUntil = Date.now() + BUILD_RETRY_MS;
    const mayRetry = (error: unknown) => !closing && !lease.lost() && Date.now() < retryUntil && isDatabaseAway(error);
    const retrying = { mayRetry, delayMs: BUILD_RETRY_DELAY_MS };
    try {
      await retryWhileDatabaseAway(async (tries) => {
        // After a failed try the lease may have run out while the database was away: take it back first.
        if (tries > 0 && !(await lease.renew())) return;
        await buildOnce(orgId, period, ownRow);
      }, retrying);
    } catch (error) {
      if (lease.lost()) return;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_TEXT_MAX);
      log.error(`Building the SMS report of organization ${reportOrgKey(orgId)}, ${period.from_date} to ${period.to_date} failed: ${message}`);
      // Kept on the row, trying again while the database is away (else the row would stay `building`).
      await retryWhileDatabaseAway(() => db.update(smsReports).set({ status: 'failed', leaseUntil: null, error: message }).where(ownRow), retrying).catch(() => undefined);
    } finally {
      lease.stop();
    }
  };

  /**
   * Renews the job's lease every `renewEveryMs` until stopped (for at most BUILD_RENEW_MAX_MS).
   * A renewal that finds the row no longer building as this job's (another build took it over)
   * marks the lease lost; one that fails (the database away) is tried again at the next beat.
   */
  const holdLease = (ownRow: ReturnType<typeof and>) => {
    let lost = false;
    const renew = async (): Promise<boolean> => {
      const leaseUntil = new Date(clock().getTime() + leaseMs).toISOString();
      const renewed = rowsOf(
        await db.execute(sql`
          UPDATE sms_reports SET lease_until = ${leaseUntil}::timestamptz
          WHERE ${and(ownRow, eq(smsReports.status, 'building'))}
          RETURNING org_id
        `),
      );
      if (renewed.length === 0) lost = true;
      return !lost;
    };
    const stop = renewLeaseWhileRunning(renew, { everyMs: renewEveryMs, maxMs: BUILD_RENEW_MAX_MS });
    return { renew, lost: () => lost, stop };
  };

  const buildOnce = async (orgId: number | null, period: ReportPeriod, ownRow: ReturnType<typeof and>): Promise<void> => {
    const setProgress = (progress: number) => db.update(smsReports).set({ progress }).where(ownRow);
    await counter.drain();
    await setProgress(20);
    const scope: PeriodScope = { orgId, from: period.from_date, to: period.to_date };
    const { data, builtAt } = await readBetweenChunks(db, async (tx) => ({ builtAt: clock(), data: await readPeriodData(tx, scope) }));
    await setProgress(70);
    const figures = figuresOf(data);
    await db
      .update(smsReports)
      .set({
        status: 'ready',
        progress: 100,
        leaseUntil: null,
        builtAt,
        rows: figures.rows,
        totals: figures.totals,
        days: everyDayOf(period.from_date, period.to_date, figures.days),
        error: null,
      })
      .where(ownRow);
  };

  return {
    async startBuild(orgId, period) {
      const claimed = await claim(orgId, period);
      if (claimed) {
        const job = run(orgId, period, claimed.requestedAt).finally(() => jobs.delete(job));
        jobs.add(job);
        return claimed;
      }
      const [running] = await db.select().from(smsReports).where(reportKeyCondition(orgId, period));
      if (!running) throw new Error('The report being built disappeared.');
      return running;
    },
    async close() {
      // A build waiting for the database stops waiting: the server is closing.
      closing = true;
      await Promise.all(jobs);
    },
  };
}
