/**
 * When the counter counted each message of `npm run bench:peak`: the bench reads the counter's
 * queue (`sms_uncounted`) every SAMPLE_MS, and a stored message is counted by a reading whose
 * oldest queued message is later than it (or whose queue is empty). So the time from a message's
 * row to its count is known within a reading, and an open page's lag (peak-lag.ts) can be split
 * into intake, counting and the rest (the totals' cache, the page's next poll).
 *
 * Messages of one transaction commit together, a few milliseconds after their `stored_at`; a
 * reading is taken to see a message only from COMMIT_MARGIN_MS after that.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/database';
import { rowsOf } from '../../../src/server/db/sql-rows';
import type { StoredMessage } from './peak-intake';

const SAMPLE_MS = 100;
const COMMIT_MARGIN_MS = 50;

interface QueueReading {
  at: number;
  /** The oldest queued message; null: nothing waits. */
  oldestSeq: number | null;
}

export interface CountingWatch {
  /** Stops reading; resolves with when each message was counted (seq → ms since the epoch), of those given. */
  stop(messages: readonly StoredMessage[]): Promise<Map<number, number>>;
}

export function watchCounting(db: Database): CountingWatch {
  const readings: QueueReading[] = [];
  let stopping = false;
  const reading = (async () => {
    while (!stopping) {
      const at = Date.now();
      try {
        const [row] = rowsOf<{ oldest: string | null }>(await db.execute(sql`SELECT min(seq)::text AS oldest FROM sms_uncounted`));
        readings.push({ at, oldestSeq: row?.oldest == null ? null : Number(row.oldest) });
      } catch {
        // The database is away (its restart): no reading then.
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, at + SAMPLE_MS - Date.now())));
    }
  })();
  return {
    async stop(messages) {
      stopping = true;
      await reading;
      return countedTimes(readings, messages);
    },
  };
}

/** The first reading after each message's commit whose queue no longer holds it. */
function countedTimes(readings: readonly QueueReading[], messages: readonly StoredMessage[]): Map<number, number> {
  const counted = new Map<number, number>();
  for (const message of messages) {
    const visibleFrom = message.storedAt + COMMIT_MARGIN_MS;
    let low = 0;
    let high = readings.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (readings[middle]!.at < visibleFrom) low = middle + 1;
      else high = middle;
    }
    for (let index = low; index < readings.length; index++) {
      const { at, oldestSeq } = readings[index]!;
      if (oldestSeq === null || oldestSeq > message.seq) {
        counted.set(message.seq, at);
        break;
      }
    }
  }
  return counted;
}
