/**
 * Sliding-window limits kept in the database, so that every server instance sharing it
 * counts the same attempts.
 * - `recordAttempt` records an attempt, judges it, and takes a refused one back: "60 a minute"
 *   means 60 answered in any minute. A refused attempt that stayed counted would hold a place in
 *   the next window, so a client pacing itself at the limit would get 59 a minute from its first
 *   refusal on. Recording before judging keeps concurrent attempts from all slipping through: at
 *   worst two arriving together for the last place are both refused.
 * - `checkLimit` only judges, and `recordEvent` records later, for limits that count only some
 *   outcomes (wrong codes).
 */
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { rateLimitEvents } from '../../db/schema';

export interface SlidingWindowLimit {
  /** What is counted and for whom, e.g. `otp.generate:ip:203.0.113.7`. */
  bucket: string;
  max: number;
  windowMs: number;
}

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export async function recordAttempt(db: Queryable, limit: SlidingWindowLimit, now: Date): Promise<LimitDecision> {
  const id = await recordEvent(db, limit, now);
  const decision = await judge(db, limit, now, 0);
  if (!decision.allowed) await db.delete(rateLimitEvents).where(eq(rateLimitEvents.id, id));
  return decision;
}

/** Whether one more event would still fit, without recording anything. */
export async function checkLimit(db: Queryable, limit: SlidingWindowLimit, now: Date): Promise<LimitDecision> {
  return judge(db, limit, now, 1);
}

/** Records one event (and forgets the bucket's events that left the window); answers its id. */
export async function recordEvent(db: Queryable, limit: SlidingWindowLimit, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - limit.windowMs);
  const inBucket = eq(rateLimitEvents.bucket, limit.bucket);
  await db.delete(rateLimitEvents).where(and(inBucket, lte(rateLimitEvents.occurredAt, windowStart)));
  const [recorded] = await db.insert(rateLimitEvents).values({ bucket: limit.bucket, occurredAt: now }).returning({ id: rateLimitEvents.id });
  return recorded!.id;
}

/** Allowed when the events in the window plus `coming` stay within the maximum. */
async function judge(db: Queryable, limit: SlidingWindowLimit, now: Date, coming: number): Promise<LimitDecision> {
  const windowStart = new Date(now.getTime() - limit.windowMs);
  const inWindow = and(eq(rateLimitEvents.bucket, limit.bucket), gt(rateLimitEvents.occurredAt, windowStart));
  const [counted] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(rateLimitEvents)
    .where(inWindow);
  const count = (counted?.count ?? 0) + coming;
  if (count <= limit.max) return { allowed: true };

  // Allowed again once enough of the oldest events have left the window that one more fits
  // (`count` includes that one: recorded, or `coming`).
  const [freeingEvent] = await db
    .select({ occurredAt: rateLimitEvents.occurredAt })
    .from(rateLimitEvents)
    .where(inWindow)
    .orderBy(asc(rateLimitEvents.occurredAt), asc(rateLimitEvents.id))
    .offset(count - limit.max - 1)
    .limit(1);
  const freedAt = (freeingEvent?.occurredAt.getTime() ?? now.getTime()) + limit.windowMs;
  return { allowed: false, retryAfterMs: freedAt - now.getTime() };
}
