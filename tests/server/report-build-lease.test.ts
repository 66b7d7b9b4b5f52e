/**
 * The lease of a report build (src/server/services/reports/build-job.ts): a running build renews
 * its short lease, so it keeps its report however long it runs while its server lives; once its
 * server is killed, or it stops renewing, the next request for the report (another instance)
 * takes the build over within one lease, and the report counts every message exactly once: none
 * twice (the dead or late build writes nothing), none missed.
 *
 * The builds are held in the middle (the counter's lock held by the test, or a build's read
 * held back) so that the kill lands mid-build. Leases are shortened to seconds here; the
 * server's are BUILD_LEASE_MS renewed every BUILD_LEASE_RENEW_MS.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboundSms } from '../../src/shared/entities/sms';
import type { Database } from '../../src/server/db/database';
import { smsReports } from '../../src/server/db/schema';
import { rowsOf } from '../../src/server/db/sql-rows';
import { seedDemoData } from '../../src/server/seed/demo';
import { BUILD_LEASE_MS, BUILD_LEASE_RENEW_MS, createReportBuilder, type ReportRecord } from '../../src/server/services/reports/build-job';
import { COUNTER_LOCK, createSmsCounter } from '../../src/server/services/reports/counter';
import { readReport } from '../../src/server/services/reports/report-reader';
import { storeMessages } from '../../src/server/services/sms/store-messages';
import { createFreshDatabase, type FreshDatabase } from './support/databases';
import { describeOnEachDatabase } from './support/each-database';
import { freshSharedPostgres, type SharedPostgres } from './support/shared-postgres';

const LEASE_MS = 3_000;
const RENEW_EVERY_MS = 500;
/** How late a takeover may come after the lease ran out: the test's own polling and a loaded machine. */
const TAKEOVER_MARGIN_MS = 1_500;
const CHILD = resolve(__dirname, 'support/report-build-child.ts');
const REPOSITORY = resolve(__dirname, '../..');

const ETISALAT = 1;
const DU = 2;
const [S1, S2, S3] = ['971501010101', '971502020202', '971503030303'];
const clock = () => new Date();
const log = { error: (line: string) => console.error(line) };
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * Five messages over a period's two days to the demo's codes (4202: AED 10 on both operators,
 * organization 101's ERC and هلال; 4209 on Du: AED 100, BER), and the report they make.
 */
function messagesOf(period: { from_date: string; to_date: string }, tag: string): InboundSms[] {
  const at = (day: string, time: string) => `${day}T${time}+04:00`;
  const message = (index: number, mno: 1 | 2, shortCode: number, sender: string, text: string, receivedAt: string): InboundSms => ({
    mno,
    message_id: `lease-${tag}-${index}`,
    short_code: shortCode,
    sender,
    text,
    received_at: receivedAt,
  });
  return [
    message(1, ETISALAT, 4202, S1, 'ERC', at(period.from_date, '10:00:00')),
    message(2, DU, 4202, S2, 'erc', at(period.from_date, '11:00:00')),
    message(3, ETISALAT, 4202, S1, 'هلال', at(period.to_date, '09:00:00')),
    message(4, DU, 4209, S3, 'BER', at(period.to_date, '12:00:00')),
    message(5, ETISALAT, 4202, S2, 'hello', at(period.to_date, '13:00:00')),
  ];
}
const EXPECTED_TOTALS = { count: 5, Etisalat: 3, Du: 2, Uniquecount: 3, total: 140 };

/** Stores the messages; the first `counted` are counted now, the others left waiting for the counter (a build counts them first). */
async function storePeriod(db: Database, messages: InboundSms[], counted: number): Promise<void> {
  const deps = { db, clock, senderKey: Buffer.from('sender key of the report lease suite') };
  await storeMessages(deps, messages.slice(0, counted), 'gateway');
  await createSmsCounter({ db, clock, log }).drain();
  await storeMessages(deps, messages.slice(counted), 'gateway');
}

async function reportRow(db: Database, period: { from_date: string }): Promise<ReportRecord> {
  const [row] = await db.select().from(smsReports).where(eq(smsReports.fromDay, period.from_date));
  if (!row) throw new Error(`no report of ${period.from_date}`);
  return row;
}

async function untilBuilt(db: Database, period: { from_date: string }): Promise<ReportRecord> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const row = await reportRow(db, period);
    if (row.status !== 'building' || Date.now() > deadline) return row;
    await sleep(50);
  }
}

/** Messages and donations the daily figures hold over the period: each message once. */
async function countedFigures(db: Database, period: { from_date: string; to_date: string }): Promise<{ messages: number; donations: number }> {
  const [row] = rowsOf<{ messages: string | number; donations: string | number }>(
    await db.execute(sql`
      SELECT coalesce(sum(messages), 0) AS messages, coalesce(sum(donations), 0) AS donations
      FROM sms_daily_figures WHERE day BETWEEN ${period.from_date}::date AND ${period.to_date}::date
    `),
  );
  return { messages: Number(row!.messages), donations: Number(row!.donations) };
}

it('renews a lease several times within it, as the server runs it', () => {
  expect(BUILD_LEASE_RENEW_MS * 3).toBeLessThanOrEqual(BUILD_LEASE_MS);
});

describe('A report build whose server is killed mid-build [postgres]', () => {
  let database: SharedPostgres;
  let lockHolder: pg.Client | undefined;
  let child: ChildProcess | undefined;
  const period = { from_date: '2024-05-10', to_date: '2024-05-11' };

  beforeAll(async () => {
    database = await freshSharedPostgres();
    // Organizations, short codes and keywords (its demo messages are of the last 90 days, not this period).
    await seedDemoData(database.db, new Date());
    await storePeriod(database.db, messagesOf(period, 'killed'), 2);
  }, 120_000);

  afterAll(async () => {
    child?.kill('SIGKILL');
    await lockHolder?.end().catch(() => undefined);
    await database?.dispose();
  });

  it('is taken over by another instance within one lease, and counts every message once', async () => {
    // The counter's lock held: the build, once claimed, waits in its first step (counting what is waiting).
    lockHolder = new pg.Client({ connectionString: database.url });
    await lockHolder.connect();
    const session = drizzle({ client: lockHolder });
    await session.execute(sql`SELECT pg_advisory_lock(${COUNTER_LOCK})`);

    const running = spawn(process.execPath, ['--import', 'tsx', CHILD, period.from_date, period.to_date, String(LEASE_MS), String(RENEW_EVERY_MS)], {
      cwd: REPOSITORY,
      env: { ...process.env, DATABASE_URL: database.url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = running;
    const claimed = await new Promise<{ requestedAt: string; status: string }>((done, fail) => {
      let output = '';
      running.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const line = output.split('\n').find((entry) => entry.startsWith('{'));
        if (line) done(JSON.parse(line) as { requestedAt: string; status: string });
      });
      running.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      running.once('exit', (code) => fail(new Error(`the builder's process ended (${code}) before claiming:\n${output}`)));
    });
    expect(claimed.status).toBe('building');

    // Several leases later its server still runs: the build keeps its report, renewed, and admins see it building.
    const other = createReportBuilder({ db: database.db, clock, counter: createSmsCounter({ db: database.db, clock, log }), log, leaseMs: LEASE_MS, renewEveryMs: RENEW_EVERY_MS });
    await sleep(2 * LEASE_MS);
    const joined = await other.startBuild(null, period);
    expect(joined.requestedAt.toISOString()).toBe(claimed.requestedAt);
    expect(joined.leaseUntil!.getTime()).toBeGreaterThan(Date.now());
    expect((await readReport(database.db, null, period, new Date())).status).toBe('building');

    // Its server is killed mid-build: the next request (another instance) takes it over once the lease has run out.
    running.kill('SIGKILL');
    await new Promise((done) => running.once('exit', done));
    const killedAt = Date.now();
    let taken: ReportRecord;
    for (;;) {
      taken = await other.startBuild(null, period);
      if (taken.requestedAt.toISOString() !== claimed.requestedAt) break;
      expect(Date.now() - killedAt).toBeLessThan(LEASE_MS + TAKEOVER_MARGIN_MS);
      await sleep(50);
    }
    expect(Date.now() - killedAt).toBeLessThan(LEASE_MS + TAKEOVER_MARGIN_MS);
    expect(taken.status).toBe('building');

    await session.execute(sql`SELECT pg_advisory_unlock(${COUNTER_LOCK})`);
    const built = await untilBuilt(database.db, period);
    await other.close();
    expect(built).toMatchObject({ status: 'ready', progress: 100, leaseUntil: null, error: null, totals: EXPECTED_TOTALS });
    expect(built.requestedAt.toISOString()).toBe(taken.requestedAt.toISOString());
    // The killed build's counting was undone with its connection: every message counted once, none left waiting.
    expect(await countedFigures(database.db, period)).toEqual({ messages: 5, donations: 140 });
    const [waiting] = rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM sms_uncounted`));
    expect(Number(waiting!.n)).toBe(0);
  }, 60_000);
});

describeOnEachDatabase('A report build whose owner stops renewing its lease', (kind) => {
  let database: FreshDatabase;
  const period = { from_date: '2024-04-10', to_date: '2024-04-11' };

  beforeAll(async () => {
    database = await createFreshDatabase(kind);
    await seedDemoData(database.handle.db, new Date());
    await storePeriod(database.handle.db, messagesOf(period, `stalled-${randomBytes(3).toString('hex')}`), 3);
  }, 120_000);

  afterAll(async () => {
    await database?.dispose();
  });

  it('is taken over within one lease, and the first owner, carrying on later, changes nothing', async () => {
    const { db } = database.handle;
    // The first instance: its build's read is held back, and later it can no longer reach the database (its renewals fail).
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    let cutOff = false;
    const firstDb = new Proxy(db, {
      get(target, property, receiver) {
        const real = Reflect.get(target, property, receiver) as (...args: unknown[]) => unknown;
        if (property === 'transaction') return async (...args: unknown[]) => (await held, real.apply(receiver, args));
        if (property === 'execute') {
          return (...args: unknown[]) =>
            cutOff ? Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })) : real.apply(receiver, args);
        }
        return real;
      },
    });
    const builderOn = (on: Database) =>
      createReportBuilder({ db: on, clock, counter: createSmsCounter({ db, clock, log }), log, leaseMs: LEASE_MS, renewEveryMs: RENEW_EVERY_MS });
    const first = builderOn(firstDb);
    const second = builderOn(db);

    const claimed = await first.startBuild(null, period);
    await sleep(2 * LEASE_MS);
    // Renewed: still the first build's, several leases after it started.
    expect((await second.startBuild(null, period)).requestedAt.getTime()).toBe(claimed.requestedAt.getTime());
    expect((await readReport(db, null, period, new Date())).status).toBe('building');

    cutOff = true;
    const cutAt = Date.now();
    let taken: ReportRecord;
    for (;;) {
      taken = await second.startBuild(null, period);
      if (taken.requestedAt.getTime() !== claimed.requestedAt.getTime()) break;
      expect(Date.now() - cutAt).toBeLessThan(LEASE_MS + TAKEOVER_MARGIN_MS);
      await sleep(50);
    }
    const built = await untilBuilt(db, period);
    expect(built).toMatchObject({ status: 'ready', leaseUntil: null, totals: EXPECTED_TOTALS });

    // The first instance reaches the database again and its held build goes on: its row is another build's now, so it writes nothing.
    cutOff = false;
    release();
    await first.close();
    await second.close();
    const after = await reportRow(db, period);
    expect(after).toMatchObject({ status: 'ready', totals: EXPECTED_TOTALS });
    expect(after.requestedAt.getTime()).toBe(taken.requestedAt.getTime());
    expect(after.builtAt?.getTime()).toBe(built.builtAt?.getTime());
    expect(await countedFigures(db, period)).toEqual({ messages: 5, donations: 140 });
  }, 60_000);
});
