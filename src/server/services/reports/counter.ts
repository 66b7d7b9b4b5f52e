/**
 * The counter: adds stored messages to the daily figures reports are built from. Intake queues
 * every stored message in `sms_uncounted` (in the transaction that stores it); the counter takes
 * the queue in chunks, in order, one transaction per chunk:
 *
 * 1. one statement takes the chunk off the queue, joins it to its messages, adds messages and
 *    donations to `sms_daily_figures` per (day, organization, keyword, operator, owner) with one
 *    multi-row upsert, and answers the chunk's sender ids per (day, organization, keyword);
 * 2. only the sender sets those groups touch are read, have the ids added, and are written back.
 *
 * A chunk is counted whole or not at all, so a crash never counts a message twice or loses it.
 * One counter runs at a time across every instance (a transaction-level advisory lock: a second
 * waits, then finds what is left); report builds take the same lock shared while they read, so
 * a build never sees half a chunk (see build-job.ts).
 *
 * `kick()` after a commit that stored messages starts a drain in the background; a failed drain
 * (the database went away) is tried again a little later. Leftovers from before a restart are
 * counted when the server is ready (app.ts kicks it then).
 */
import { sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/database';
import { smsDailySenders } from '../../db/schema';
import { withSenderSets } from './sender-sets';
import { rowsOf } from '../../db/sql-rows';
import { createSerialRun } from '../serial-run';

export interface SmsCounter {
  /** Counts what is waiting now (after a commit that stored messages); returns at once. */
  kick(): void;
  /** Counts everything waiting, and again until nothing is; resolves when done. */
  drain(): Promise<void>;
  /** Stops counting and waits for the chunk under way. */
  close(): Promise<void>;
}

export interface SmsCounterOptions {
  db: Database;
  clock: () => Date;
  log: { error(line: string): void };
  /** Messages per transaction; large chunks write each touched sender set fewer times. */
  chunkSize?: number;
}

/** The lock that lets one counter run at a time, and builds read between chunks. */
export const COUNTER_LOCK = sql`hashtext('sms_counter')`;

/** Runs `read` in a transaction holding the counter's lock shared: between two chunks, so the daily tables agree with each other. */
export function readBetweenChunks<T>(db: Database, read: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${COUNTER_LOCK})`);
    return read(tx);
  });
}

const DEFAULT_CHUNK_SIZE = 100_000;
const RETRY_MS = 5_000;
/** A kick waits this long, so that a burst of single messages is counted in one transaction. */
const KICK_DELAY_MS = 250;
/**
 * After a drain that took at least this many messages off the queue, its dead rows are vacuumed
 * at once: the staleness check of every report read looks into the queue by day, and would walk
 * them until autovacuum came by.
 */
const VACUUM_AFTER_MESSAGES = 100_000;
/** Sender sets written per statement (four parameters each, well under the 65,535 limit). */
const SETS_PER_STATEMENT = 1_000;

interface SenderGroup {
  day: string;
  org_id: number;
  keyword: string;
  senders: string;
}

export function createSmsCounter(options: SmsCounterOptions): SmsCounter {
  const { db, clock, log } = options;
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let kickTimer: NodeJS.Timeout | undefined;

  /** Counts one chunk; answers how many messages it counted (0: the queue is empty). */
  const countChunk = (): Promise<number> =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${COUNTER_LOCK})`);
      // The planner prices a chunk's lookups high enough to compile them, which costs more than it saves.
      await tx.execute(sql`set local jit = off`);
      const countedAt = clock().toISOString();
      const groups = rowsOf<SenderGroup>(
        await tx.execute(sql`
          WITH taken AS (
            -- The first chunkSize queued messages, as a range of the queue's key (an index range, however long the queue).
            DELETE FROM sms_uncounted
            WHERE seq <= (SELECT max(seq) FROM (SELECT seq FROM sms_uncounted ORDER BY seq LIMIT ${chunkSize}) AS chunk)
            RETURNING seq, day
          ),
          counted AS (
            -- One primary-key lookup per message (LIMIT 1 keeps the planner from scanning whole partitions to hash-join them).
            SELECT m.* FROM taken CROSS JOIN LATERAL (
              SELECT day, coalesce(org_id, 0) AS org_id, coalesce(keyword, '') AS keyword, mno, owner, price, sender_id
              FROM sms_messages WHERE day = taken.day AND seq = taken.seq LIMIT 1
            ) AS m
          ),
          figures AS (
            INSERT INTO sms_daily_figures AS f (day, org_id, keyword, mno, owner, messages, donations, counted_at)
            SELECT day, org_id, keyword, mno, owner, count(*), sum(price), ${countedAt}::timestamptz
            FROM counted GROUP BY day, org_id, keyword, mno, owner
            ON CONFLICT (day, org_id, keyword, mno, owner) DO UPDATE SET
              messages = f.messages + excluded.messages,
              donations = f.donations + excluded.donations,
              counted_at = excluded.counted_at
          )
          SELECT day::text AS day, org_id, keyword, string_agg(sender_id::text, ',') AS senders
          FROM counted GROUP BY day, org_id, keyword
        `),
      );
      if (groups.length === 0) return 0;
      await addToSenderSets(tx, groups, new Date(countedAt));
      return groups.reduce((sum, group) => sum + group.senders.split(',').length, 0);
    });

  const runOnce = async (): Promise<void> => {
    try {
      let counted = 0;
      for (let chunk = await countChunk(); chunk > 0 && !closed; chunk = await countChunk()) counted += chunk;
      if (counted >= VACUUM_AFTER_MESSAGES && !closed) await db.execute(sql`VACUUM (ANALYZE) sms_uncounted`);
    } catch (error) {
      if (closed) return;
      log.error(`Counting SMS messages stopped for now: ${error instanceof Error ? error.message : String(error)}`);
      clearTimeout(retryTimer);
      retryTimer = setTimeout(kick, RETRY_MS);
      retryTimer.unref();
    }
  };

  const serial = createSerialRun(runOnce, () => closed);
  const drain = (): Promise<void> => serial.run();

  function kick(): void {
    if (closed || kickTimer) return;
    kickTimer = setTimeout(() => {
      kickTimer = undefined;
      void drain();
    }, KICK_DELAY_MS);
  }

  return {
    kick,
    drain,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearTimeout(kickTimer);
      await serial.current;
    },
  };
}

/** Reads the sender sets the groups touch, adds the groups' ids, writes them back. */
async function addToSenderSets(tx: Queryable, groups: readonly SenderGroup[], countedAt: Date): Promise<void> {
  const keyOf = (row: { day: string; org_id: number; keyword: string }) => `${row.day}|${row.org_id}|${row.keyword}`;
  const keys = groups.map(({ day, org_id, keyword }) => ({ day, org_id, keyword }));
  const stored = rowsOf<{ day: string; org_id: number; keyword: string; senders: Uint8Array }>(
    await tx.execute(sql`
      SELECT s.day::text AS day, s.org_id, s.keyword, s.senders
      FROM sms_daily_senders s
      JOIN jsonb_to_recordset(${JSON.stringify(keys)}::text::jsonb) AS k(day date, org_id integer, keyword text)
        ON s.day = k.day AND s.org_id = k.org_id AND s.keyword = k.keyword
    `),
  );
  const storedByKey = new Map(stored.map((row) => [keyOf(row), row.senders]));
  const updated = withSenderSets((sets) =>
    groups.map((group) => ({
      day: group.day,
      orgId: Number(group.org_id),
      keyword: group.keyword,
      senders: Buffer.from(sets.withAdded(storedByKey.get(keyOf(group)) ?? null, group.senders.split(',').map(Number))),
      countedAt,
    })),
  );
  for (let start = 0; start < updated.length; start += SETS_PER_STATEMENT) {
    await tx
      .insert(smsDailySenders)
      .values(updated.slice(start, start + SETS_PER_STATEMENT))
      .onConflictDoUpdate({
        target: [smsDailySenders.day, smsDailySenders.orgId, smsDailySenders.keyword],
        set: { senders: sql`excluded.senders`, countedAt: sql`excluded.counted_at` },
      });
  }
}
