/**
 * The publication job of projects or cases (the 'Update Projects' and 'Update Cases' buttons):
 * a job in the server, so it goes on when the admin leaves the screen, whose state is its
 * `publications` row every instance reads.
 *
 * - `start` claims the kind: a conditional insert the unique partial index on running rows
 *   arbitrates, so two presses at once (also on two instances) make one publication and the
 *   second gets the first's row. A running row whose lease ran out (its instance stopped) is
 *   marked failed, and the press starts a new one.
 * - The job reads the active records, their payment items and their fingerprint in one
 *   statement (one consistent view of the database) into its own row, then marks it `done` in
 *   one transaction that also drops the snapshot it replaces: readers switch from the whole old
 *   snapshot to the whole new one (snapshots.ts).
 * - A failure marks the row `failed` with its error; the previous snapshot stays current.
 * - Each job writes only while its row is still running, so one taken over cannot finish later.
 * - The lease is short and renewed while the job runs (a heartbeat): a publication whose server
 *   was killed holds its kind for at most PUBLICATION_LEASE_MS, so the top bar says it stopped
 *   (status.ts) and the next press starts a new one within seconds, instead of both waiting out
 *   minutes.
 * - A publication that fails because the database went away (a restart, a failover) starts
 *   again once it is back, for up to PUBLICATION_RETRY_MS: it only reads until its switch, which
 *   is one transaction. Each try renews the lease first: a row taken over meanwhile (a press
 *   found its lease run out and failed it) is no longer its own, and the job stops.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { isDatabaseAway, retryWhileDatabaseAway } from '../../db/database-away';
import { writeHistory, type HistoryActor } from '../history/record-history';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Publication, SnapshotKind } from '../../../shared/entities/publishing';
import type { Database } from '../../db/database';
import { publications } from '../../db/schema';
import { rowsOf } from '../../db/sql-rows';
import { fingerprintOf } from './changes';
import type { PublishingHooks } from './config';
import { publicRecords } from './public-records';
import { renewLeaseWhileRunning } from '../../support/lease-heartbeat';

/** How long a publication holds its kind without renewing its lease: how soon one whose server stopped is taken over. */
export const PUBLICATION_LEASE_MS = 30_000;
/** How often a running publication renews its lease: three times per lease, so one slow renewal does not lose it. */
export const PUBLICATION_LEASE_RENEW_MS = 10_000;
/** A job renews for at most this long (a snapshot takes seconds, the deploy hook at most a minute): one stuck beyond it is let go. */
const PUBLICATION_RENEW_MAX_MS = 10 * 60_000;
/** How long a publication keeps trying while the database is away (each try renews the lease first). */
export const PUBLICATION_RETRY_MS = 2 * 60_000;
const PUBLICATION_RETRY_DELAY_MS = 2_000;
/** What a publication whose server stopped in the middle of it is failed with (and how the status names it meanwhile). */
export const STOPPED_PUBLICATION_ERROR = 'The publication stopped before it was complete (its server stopped).';
/** How often a press waiting on another instance's publication looks at it. */
const WAIT_POLL_MS = 100;
const ERROR_TEXT_MAX = 500;
const CLAIM_ATTEMPTS = 3;

export type PublicationRow = typeof publications.$inferSelect;

export interface PublisherOptions {
  db: Database;
  clock: () => Date;
  hooks?: PublishingHooks;
  log: { error(line: string): void };
  /** PUBLICATION_LEASE_MS unless given (tests shorten it, with the renewal, to see a takeover in seconds). */
  leaseMs?: number;
  /** PUBLICATION_LEASE_RENEW_MS unless given; well under `leaseMs`. */
  renewEveryMs?: number;
}

export interface Publisher {
  /** Starts a publication of the kind, or answers the one running. */
  /** Starts a publication by `actor` (its history row is written with the claim), or joins the running one. */
  start(kind: SnapshotKind, actor: HistoryActor): Promise<PublicationRow>;
  /** The publication once it is done or failed (also one another instance runs). */
  finished(publication: PublicationRow): Promise<PublicationRow>;
  /** Waits for the jobs this instance runs (before the database closes). */
  close(): Promise<void>;
}

export function publicationOf(row: PublicationRow): Publication {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    count: row.count,
    error: row.error,
  };
}

const runningOf = (kind: SnapshotKind) => and(eq(publications.kind, kind), eq(publications.status, 'running'));

export function createPublisher(options: PublisherOptions): Publisher {
  const { db, clock, hooks, log } = options;
  const leaseMs = options.leaseMs ?? PUBLICATION_LEASE_MS;
  const renewEveryMs = options.renewEveryMs ?? PUBLICATION_LEASE_RENEW_MS;
  const jobs = new Map<number, Promise<void>>();

  const claim = async (kind: SnapshotKind, actor: HistoryActor): Promise<{ row: PublicationRow; claimed: boolean }> => {
    for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt += 1) {
      const now = clock();
      const claimed = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(publications)
          .values({ kind, status: 'running', startedAt: now, leaseUntil: new Date(now.getTime() + leaseMs) })
          .onConflictDoNothing({ target: publications.kind, where: sql`${sql.identifier('status')} = 'running'` })
          .returning();
        // A press that joins a running publication publishes nothing of its own: no history.
        if (row) await writeHistory(tx, actor, now, [{ resource: 'publications', recordId: row.id, action: 'publish', before: null, after: null, recordName: kind, changes: [] }]);
        return row;
      });
      if (claimed) return { row: claimed, claimed: true };
      const [running] = await db.select().from(publications).where(runningOf(kind));
      // It finished between the two statements: claim again.
      if (!running) continue;
      if (running.leaseUntil && running.leaseUntil > now) return { row: running, claimed: false };
      await db
        .update(publications)
        .set({ status: 'failed', finishedAt: now, leaseUntil: null, items: null, error: STOPPED_PUBLICATION_ERROR })
        .where(and(eq(publications.id, running.id), eq(publications.status, 'running')));
    }
    throw new Error(`Could not start a publication of ${kind}: others kept starting at the same time.`);
  };

  /** Renews the lease of a running publication: false when the row is no longer running (taken over). */
  const renewLease = async (id: number): Promise<boolean> => {
    const leaseUntil = new Date(clock().getTime() + leaseMs).toISOString();
    const renewed = rowsOf(await db.execute(sql`UPDATE publications SET lease_until = ${leaseUntil}::timestamptz WHERE id = ${id} AND status = 'running' RETURNING id`));
    return renewed.length > 0;
  };

  let closing = false;

  /** Runs the publication, trying again while the database is away; a failure for any other reason is kept on its row. */
  const run = async (publication: PublicationRow): Promise<void> => {
    const { id, kind } = publication;
    // A renewal that fails (the database away) waits for the next beat.
    const stopRenewing = renewLeaseWhileRunning(() => renewLease(id), { everyMs: renewEveryMs, maxMs: PUBLICATION_RENEW_MAX_MS });
    // Real time, not the server's clock (which tests hold still): how long the database has been away.
    const retryUntil = Date.now() + PUBLICATION_RETRY_MS;
    const mayRetry = (error: unknown) => !closing && Date.now() < retryUntil && isDatabaseAway(error);
    const retrying = { mayRetry, delayMs: PUBLICATION_RETRY_DELAY_MS };
    try {
      await retryWhileDatabaseAway(async (tries) => {
        // After a failed try the lease may have run out while the database was away: take it back first.
        if (tries > 0 && !(await renewLease(id))) return;
        await publishOnce(publication);
      }, retrying);
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_TEXT_MAX);
      log.error(`Publication ${id} of ${kind} failed: ${message}`);
      // Kept on the row, trying again while the database is away (else the row would stay running until its lease ran out).
      const own = and(eq(publications.id, id), eq(publications.status, 'running'));
      const failed = { status: 'failed' as const, finishedAt: clock(), leaseUntil: null, items: null, error: message };
      await retryWhileDatabaseAway(() => db.update(publications).set(failed).where(own), retrying).catch(() => undefined);
    } finally {
      stopRenewing();
    }
  };

  /** One try: the snapshot into the row, then the switch to it. */
  const publishOnce = async ({ id, kind }: PublicationRow): Promise<void> => {
    const records = publicRecords[kind];
    const own = and(eq(publications.id, id), eq(publications.status, 'running'));
    const published = sql`from ${records.table} where ${records.published}`;
    // One statement: the records, their count and their fingerprint come from one view of the database.
    const [taken] = await db
      .update(publications)
      .set({
        takenAt: clock(),
        items: sql`(select coalesce(json_agg(${records.json} order by ${records.orderBy}), '[]'::json)::text ${published})`,
        count: sql`(select count(*)::int ${published})`,
        fingerprint: sql`(select ${fingerprintOf(records)} ${published})`,
      })
      .where(own)
      .returning({ id: publications.id });
    if (!taken) return;
    await hooks?.beforeSwitch?.({ id, kind });
    await db.transaction(async (tx) => {
      const [done] = await tx
        .update(publications)
        .set({ status: 'done', finishedAt: clock(), leaseUntil: null })
        .where(own)
        .returning({ id: publications.id });
      if (!done) return;
      // The snapshots this one replaces are served no more.
      await tx
        .update(publications)
        .set({ items: null })
        .where(and(eq(publications.kind, kind), lt(publications.id, id), isNotNull(publications.items)));
    });
  };

  const read = async (id: number): Promise<PublicationRow> => {
    const [row] = await db.select().from(publications).where(eq(publications.id, id));
    if (!row) throw new Error(`Publication ${id} disappeared.`);
    return row;
  };

  return {
    async start(kind, actor) {
      const { row, claimed } = await claim(kind, actor);
      if (claimed) {
        // Started on the next turn of the event loop, once the answer is on its way: an embedded
        // database runs the snapshot's query on this thread and would otherwise hold the 202 back.
        const job = new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => run(row))
          .finally(() => jobs.delete(row.id));
        jobs.set(row.id, job);
      }
      return row;
    },
    async finished(publication) {
      await jobs.get(publication.id);
      let row = await read(publication.id);
      while (row.status === 'running' && row.leaseUntil !== null && row.leaseUntil > clock()) {
        await sleep(WAIT_POLL_MS);
        row = await read(publication.id);
      }
      return row;
    },
    async close() {
      // A job waiting for the database to come back stops trying: the server is going.
      closing = true;
      await Promise.all(jobs.values());
    },
  };
}
