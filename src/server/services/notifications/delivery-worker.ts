/**
 * The delivery worker: sends the queued app notifications through the configured sender and
 * retries the ones the provider refused, with exponential backoff, until they are delivered or
 * have failed `maxAttempts` times. Every instance of the server runs one; they share the queue
 * safely:
 *
 * - a notification is claimed by moving its `next_attempt_at` a lease ahead, in one UPDATE over
 *   the due rows picked with `FOR UPDATE SKIP LOCKED`: two instances never claim the same row,
 *   and one that died while sending leaves it to the others when the lease runs out;
 * - the toggle that queued it kicks the worker after its commit, so delivery starts at once,
 *   but the toggle's answer never waits for it: a slow or failing provider delays only this;
 * - a timer looks at the queue again when the next retry is due, and at least every `pollMs`
 *   (rows queued by other instances, leases that ran out). It is unref'd, so it never keeps the
 *   process alive, and `close()` stops it and waits for the sends under way.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notificationDeliveries } from '../../db/schema';
import { DEFAULT_DELIVERY_POLICY, type AppNotification, type DeliveryPolicy, type NotificationSender } from './types';
import { createSerialRun } from '../serial-run';

export interface DeliveryWorkerOptions {
  db: Database;
  clock: () => Date;
  sender: NotificationSender;
  policy: DeliveryPolicy;
  log: { warn(line: string): void; error(line: string): void };
}

export interface DeliveryWorker {
  /** Looks at the queue now (after a commit that queued a notification); returns at once. */
  kick(): void;
  /** Sends what is due, and again until nothing is; resolves when done (tests, `kick`). */
  drain(): Promise<void>;
  /** Stops the timer and waits for the sends under way; nothing is claimed afterwards. */
  close(): Promise<void>;
}

/** The wait before the next attempt after `failures` failed ones: base, doubled each time, capped. */
export function backoffDelay(policy: Pick<DeliveryPolicy, 'baseDelayMs' | 'maxDelayMs'>, failures: number): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(failures - 1, 30));
}

/** A timer never fires sooner than this, so a queue whose next row is not quite due is not polled in a tight loop. */
const MIN_TIMER_MS = 10;
const ERROR_TEXT_MAX = 500;

export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { db, clock, sender, policy, log } = options;
  const table = notificationDeliveries;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  /** Claims up to a batch of due notifications for this instance (see the module comment). */
  const claim = async (): Promise<AppNotification[]> => {
    const now = clock();
    const due = db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.status, 'pending'), sql`${table.nextAttemptAt} <= ${now}`))
      .orderBy(asc(table.nextAttemptAt), asc(table.id))
      .limit(policy.batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(table)
      .set({ nextAttemptAt: new Date(now.getTime() + policy.leaseMs) })
      .where(inArray(table.id, due))
      .returning({ id: table.id, type: table.type, userId: table.userId, subjectId: table.subjectId, applicantName: table.applicantName });
  };

  const deliver = async (notification: AppNotification): Promise<void> => {
    try {
      await sender.send(notification);
    } catch (error) {
      await recordFailure(notification, error);
      return;
    }
    await db
      .update(table)
      .set({ status: 'delivered', attempts: sql`${table.attempts} + 1`, deliveredAt: clock(), lastError: null })
      .where(and(eq(table.id, notification.id), eq(table.status, 'pending')));
  };

  const recordFailure = async (notification: AppNotification, error: unknown): Promise<void> => {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_TEXT_MAX);
    const [row] = await db
      .select({ attempts: table.attempts })
      .from(table)
      .where(eq(table.id, notification.id));
    const failures = (row?.attempts ?? 0) + 1;
    const gaveUp = failures >= policy.maxAttempts;
    await db
      .update(table)
      .set({
        attempts: failures,
        lastError: message,
        status: gaveUp ? 'failed' : 'pending',
        nextAttemptAt: new Date(clock().getTime() + backoffDelay(policy, failures)),
      })
      .where(and(eq(table.id, notification.id), eq(table.status, 'pending')));
    const what = `notification ${notification.id} (${notification.type} for ${notification.userId})`;
    if (gaveUp) log.error(`Gave up on ${what} after ${failures} attempts: ${message}`);
    else log.warn(`Could not deliver ${what}, attempt ${failures} of ${policy.maxAttempts}: ${message}`);
  };

  /** When to look again: the next pending row's time, at most `pollMs` away. */
  const schedule = async (): Promise<void> => {
    if (closed) return;
    const [next] = await db
      .select({ at: table.nextAttemptAt })
      .from(table)
      .where(eq(table.status, 'pending'))
      .orderBy(asc(table.nextAttemptAt))
      .limit(1);
    const wait = next ? next.at.getTime() - clock().getTime() : policy.pollMs;
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(kick, Math.min(policy.pollMs, Math.max(MIN_TIMER_MS, wait)));
    timer.unref();
  };

  const runOnce = async (): Promise<void> => {
    try {
      for (;;) {
        if (closed) return;
        const claimed = await claim();
        if (claimed.length === 0) break;
        await Promise.all(claimed.map(deliver));
      }
      await schedule();
    } catch (error) {
      // The database going away (or any fault) must not end the worker: it tries again later.
      if (closed) return;
      log.error(`Notification delivery stopped for now: ${error instanceof Error ? error.message : String(error)}`);
      clearTimeout(timer);
      timer = setTimeout(kick, policy.pollMs);
      timer.unref();
    }
  };

  const serial = createSerialRun(runOnce, () => closed);
  const drain = (): Promise<void> => serial.run();

  function kick(): void {
    void drain();
  }

  return {
    kick,
    drain,
    async close() {
      closed = true;
      clearTimeout(timer);
      await serial.current;
    },
  };
}

/**
 * The policy of a configuration: its values over the defaults, with a lease always well beyond
 * the longest a push may take (a lease running out mid-send would let another instance send it
 * a second time).
 */
export function deliveryPolicyOf(config: { push?: { timeoutMs: number }; delivery?: Partial<DeliveryPolicy> } = {}): DeliveryPolicy {
  const policy = { ...DEFAULT_DELIVERY_POLICY, ...config.delivery };
  const longestSend = config.push?.timeoutMs ?? 0;
  return { ...policy, leaseMs: Math.max(policy.leaseMs, 2 * longestSend) };
}
