/**
 * Re-attribution of stored messages that matched nothing: each is asked again who it counts for
 * (attribution.ts), as the records stand now, on the day it was received. Those that now match a
 * project, case, campaign or organization take that owner, keyword, organization and price, and
 * the figures of their days are rebuilt: the days' daily figures and sender sets are dropped and
 * every message of those days is queued for the counter again, in the same transaction, under
 * the counter's lock (counter.ts), so no report ever reads a day half rebuilt.
 *
 * Idempotent: a message that matched stays as it is, one that still matches nothing is left
 * alone, so a second run changes nothing. Run by `npm run sms:reattribute`, and once at start
 * for each version of the rule (`sms_attribution_runs`), so the messages stored before a rule
 * counted a project's own keyword are counted for it after the upgrade.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { smsAttributionRuns } from '../../db/schema';
import { rowsOf } from '../../db/sql-rows';
import { COUNTER_LOCK } from '../reports/counter';
import { attribute, storedOwnerOf } from './attribution';
import { loadSmsRouting } from './claims';

/** The version of the rule: 1 matched organizations' keywords only; 2 records, campaigns, then organizations. */
export const ATTRIBUTION_RULE = 2;
/** Days rewritten per transaction: a month of a busy appeal is a few hundred thousand messages. */
const DAYS_PER_TRANSACTION = 7;

export interface ReattributionResult {
  /** Messages that matched nothing and now count for an owner. */
  reattributed: number;
  /** Days whose figures were rebuilt. */
  days: number;
}

interface UnmatchedRow {
  seq: number | string;
  day: string;
  mno: number;
  short_code: number;
  text: string;
}

export async function reattributeUnmatched(db: Database, options: { stopped?: () => boolean } = {}): Promise<ReattributionResult> {
  const days = rowsOf<{ day: string }>(await db.execute(sql`SELECT DISTINCT day::text AS day FROM sms_messages WHERE keyword IS NULL ORDER BY day`)).map(
    (row) => row.day,
  );
  const result: ReattributionResult = { reattributed: 0, days: 0 };
  for (let start = 0; start < days.length && !options.stopped?.(); start += DAYS_PER_TRANSACTION) {
    const batch = await reattributeDays(db, days.slice(start, start + DAYS_PER_TRANSACTION));
    result.reattributed += batch.reattributed;
    result.days += batch.days;
  }
  return result;
}

function reattributeDays(db: Database, days: readonly string[]): Promise<ReattributionResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${COUNTER_LOCK})`);
    const dayList = sql.join(days.map((day) => sql`${day}::date`), sql`, `);
    const routing = await loadSmsRouting(tx);
    const unmatched = rowsOf<UnmatchedRow>(
      await tx.execute(sql`SELECT seq, day::text AS day, mno, short_code, text FROM sms_messages WHERE day IN (${dayList}) AND keyword IS NULL`),
    );
    const changed = unmatched.flatMap((row) => {
      const attribution = attribute(routing, { mno: Number(row.mno), shortCode: Number(row.short_code), text: row.text, day: row.day });
      if (attribution.owner === null) return [];
      return [{ seq: Number(row.seq), day: row.day, org_id: attribution.orgId, keyword: attribution.keyword, owner: storedOwnerOf(attribution), price: attribution.price }];
    });
    if (changed.length === 0) return { reattributed: 0, days: 0 };
    const rebuilt = [...new Set(changed.map((row) => row.day))];
    const rebuiltList = sql.join(rebuilt.map((day) => sql`${day}::date`), sql`, `);
    await tx.execute(sql`
      UPDATE sms_messages AS m SET org_id = c.org_id, keyword = c.keyword, owner = c.owner, price = c.price
      FROM json_to_recordset(${JSON.stringify(changed)}::text::json) AS c(seq bigint, day date, org_id integer, keyword text, owner text, price integer)
      WHERE m.day = c.day AND m.seq = c.seq
    `);
    await tx.execute(sql`DELETE FROM sms_daily_figures WHERE day IN (${rebuiltList})`);
    await tx.execute(sql`DELETE FROM sms_daily_senders WHERE day IN (${rebuiltList})`);
    await tx.execute(sql`
      INSERT INTO sms_uncounted (seq, day, org_id) SELECT seq, day, org_id FROM sms_messages WHERE day IN (${rebuiltList})
      ON CONFLICT (seq) DO UPDATE SET org_id = excluded.org_id
    `);
    return { reattributed: changed.length, days: rebuilt.length };
  });
}

/** Whether this version of the rule has been applied to the stored messages. */
export async function reattributionDone(db: Database): Promise<boolean> {
  const rows = await db.select({ rule: smsAttributionRuns.rule }).from(smsAttributionRuns).where(sql`${smsAttributionRuns.rule} = ${ATTRIBUTION_RULE}`);
  return rows.length > 0;
}

/** Notes that this version of the rule was applied (a later run adds to its count). */
export async function recordReattribution(db: Database, result: ReattributionResult, now: Date): Promise<void> {
  await db
    .insert(smsAttributionRuns)
    .values({ rule: ATTRIBUTION_RULE, finishedAt: now, reattributed: result.reattributed })
    .onConflictDoUpdate({
      target: smsAttributionRuns.rule,
      set: { finishedAt: now, reattributed: sql`${smsAttributionRuns.reattributed} + ${result.reattributed}` },
    });
}

/**
 * The start's one-off run: in the background once the server is ready (a large history takes a
 * while, and nothing waits for it), when this version of the rule has not been applied yet. Two
 * instances starting together both run; the second finds nothing left to change.
 */
export function reattributionAtStart(deps: {
  db: Database;
  clock: () => Date;
  counter: { kick(): void };
  log: { info(line: string): void; error(line: string): void };
}): { start(): void; close(): Promise<void> } {
  let closed = false;
  let running: Promise<void> = Promise.resolve();
  const run = async () => {
    if (await reattributionDone(deps.db)) return;
    const result = await reattributeUnmatched(deps.db, { stopped: () => closed });
    if (closed) return;
    await recordReattribution(deps.db, result, deps.clock());
    if (result.reattributed > 0) {
      deps.counter.kick();
      deps.log.info(`Re-attributed ${result.reattributed} unmatched SMS messages; the figures of ${result.days} days are being rebuilt.`);
    }
  };
  return {
    start() {
      running = run().catch((error: unknown) => {
        if (!closed) deps.log.error(`Re-attributing unmatched SMS messages failed (it runs again at the next start): ${error instanceof Error ? error.message : String(error)}`);
      });
    },
    async close() {
      closed = true;
      await running;
    },
  };
}
