/**
 * A report build whose database goes away (src/server/services/reports/build-job.ts): the build
 * starts again once the database answers and the report ends `ready`; any other failure ends it
 * `failed` at once; a server closing stops the waiting. The builder is given a database whose
 * writes and transaction fail as planned, on a real migrated database otherwise: no PostgreSQL is
 * restarted here (tests/server/two-servers.test.ts does that, through two real servers).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { smsReports } from '../../src/server/db/schema';
import { createReportBuilder, type ReportBuilder } from '../../src/server/services/reports/build-job';
import { createSmsCounter, type SmsCounter } from '../../src/server/services/reports/counter';
import { createFreshDatabase, type FreshDatabase } from './support/databases';
import { describeOnOneDatabase } from './support/each-database';
import { duplicate, plannedDatabase, refused, shutDown } from './support/planned-database';
import { TestClock } from './support/test-server';

/** The builder's pause between tries (BUILD_RETRY_DELAY_MS). */
const RETRY_DELAY_MS = 2_000;

describeOnOneDatabase('A report build while the database is away', (kind) => {
  let database: FreshDatabase;
  let counter: SmsCounter;
  const clock = new TestClock();
  let periods = 0;

  beforeAll(async () => {
    database = await createFreshDatabase(kind);
    counter = createSmsCounter({ db: database.handle.db, clock: clock.now, log: console });
  });

  afterAll(async () => {
    await counter?.close();
    await database?.dispose();
  });

  /** A builder on the planned database, a period of its own, and what it logged. */
  function builderWith(plan: Array<Error | null>) {
    const planned = plannedDatabase(database.handle.db, plan);
    const logged: string[] = [];
    const builder: ReportBuilder = createReportBuilder({ db: planned.db, clock: clock.now, counter, log: { error: (line) => logged.push(line) } });
    periods += 1;
    const period = { from_date: `2024-0${periods}-10`, to_date: `2024-0${periods}-11` };
    const report = async () => {
      const [row] = await database.handle.db.select().from(smsReports).where(eq(smsReports.fromDay, period.from_date));
      return row!;
    };
    /** Reads the report until its build is over, as an admin's screen polls it (close() would stop a build waiting for the database). */
    const whenBuilt = async () => {
      for (;;) {
        const row = await report();
        if (row.status !== 'building') return row;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    return { builder, period, report, whenBuilt, logged, calls: planned.calls };
  }

  it('starts again once the database is back, and the report ends ready', async () => {
    // Away at the first write, and again in the middle of the build (after its progress was written).
    const { builder, period, report, whenBuilt, logged } = builderWith([refused(), null, shutDown()]);
    const started = Date.now();
    const claimed = await builder.startBuild(null, period);
    expect(claimed.status).toBe('building');
    expect((await report()).status).toBe('building');

    const built = await whenBuilt();
    await builder.close();
    expect(built).toMatchObject({ status: 'ready', progress: 100, error: null, leaseUntil: null });
    expect(built.builtAt).not.toBeNull();
    expect(built.days.map((row) => row.day)).toEqual([period.from_date, period.to_date]);
    expect(logged).toEqual([]);
    // Two pauses between three tries: it waited for the database, it did not give up.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * RETRY_DELAY_MS - 100);
  });

  it('ends failed at once when the query itself failed', async () => {
    const { builder, period, whenBuilt, logged, calls } = builderWith([duplicate()]);
    const started = Date.now();
    await builder.startBuild(null, period);
    const failed = await whenBuilt();
    await builder.close();

    expect(Date.now() - started).toBeLessThan(RETRY_DELAY_MS);
    expect(failed).toMatchObject({ status: 'failed', leaseUntil: null });
    expect(failed.error).toContain('Failed query');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(`${period.from_date} to ${period.to_date} failed`);
    // The failed write and the one that kept the failure: the build was not tried again.
    expect(calls()).toBe(2);
  });

  it('stops waiting for the database when the server closes', async () => {
    const { builder, period, report } = builderWith(Array.from({ length: 1_000 }, refused));
    await builder.startBuild(null, period);
    const closing = Date.now();
    await builder.close();

    // At most the pause under way, not the two minutes it would keep trying.
    expect(Date.now() - closing).toBeLessThan(RETRY_DELAY_MS + 1_000);
    // Nothing could be written: the row stays building until its lease runs out and another build takes it.
    expect((await report()).status).toBe('building');
  });
});
