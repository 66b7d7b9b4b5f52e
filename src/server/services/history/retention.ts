/**
 * What is kept, and for how long (server README, "History and the Trash"):
 * - the Trash keeps a deleted record TRASH_RETENTION_DAYS (default 30) days, then deletes it for
 *   good (a `purge` history entry by `system`);
 * - history is kept for ever unless HISTORY_RETENTION_DAYS is set: then entries older than that
 *   are removed. That job is the only writer allowed to delete history rows: its transaction says
 *   so to the table's trigger (SET LOCAL backoffice.history_retention), and only for these rows.
 * The job runs at start and every hour; on several instances each runs it, harmlessly (the
 * deletes of one find nothing left for the others).
 */
import { lt, sql } from 'drizzle-orm';
import { TRASH_RETENTION_DAYS_DEFAULT } from '../../../shared/entities/history';
import type { Database } from '../../db/database';
import { recordHistory } from '../../db/schema/history';
import { systemActor } from './record-history';
import { purgeTrash } from './trash';

export interface HistoryConfig {
  /** Days a deleted record stays in the Trash (env `TRASH_RETENTION_DAYS`, default 30). */
  trashRetentionDays: number;
  /** Days history is kept (env `HISTORY_RETENTION_DAYS`); null: for ever (the default). */
  historyRetentionDays: number | null;
}

const DAY_MS = 86_400_000;
const RETENTION_INTERVAL_MS = 60 * 60_000;

function daysFromEnv(name: string, raw: string | undefined): number | null {
  if (!raw) return null;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1) throw new Error(`${name} must be a whole number of days (1 or more), not "${raw}".`);
  return days;
}

export function historyConfigFromEnv(env: NodeJS.ProcessEnv = process.env): HistoryConfig {
  return {
    trashRetentionDays: daysFromEnv('TRASH_RETENTION_DAYS', env.TRASH_RETENTION_DAYS) ?? TRASH_RETENTION_DAYS_DEFAULT,
    historyRetentionDays: daysFromEnv('HISTORY_RETENTION_DAYS', env.HISTORY_RETENTION_DAYS),
  };
}

/** One pass of the policy: expired Trash deleted for good, history older than its retention removed. What it removed. */
export async function applyRetention(db: Database, config: HistoryConfig, now: Date): Promise<{ purged: number; historyRemoved: number }> {
  const purged = await db.transaction((tx) => purgeTrash(tx, 'expired', systemActor, now, config.trashRetentionDays));
  const keepDays = config.historyRetentionDays;
  if (keepDays === null) return { purged, historyRemoved: 0 };
  const historyRemoved = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL backoffice.history_retention = 'on'`);
    const removed = await tx.delete(recordHistory).where(lt(recordHistory.at, new Date(now.getTime() - keepDays * DAY_MS))).returning({ id: recordHistory.id });
    return removed.length;
  });
  return { purged, historyRemoved };
}

/** The hourly job: started when the server is ready, stopped (and awaited) when it closes. */
export function retentionJob(options: { db: Database; config: HistoryConfig; clock: () => Date; log: { error(line: string): void } }) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const pass = () => {
    running = applyRetention(options.db, options.config, options.clock()).catch((error: unknown) =>
      options.log.error(`The retention job failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  };
  return {
    start() {
      pass();
      timer = setInterval(pass, RETENTION_INTERVAL_MS);
      timer.unref();
    },
    async close() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
