/**
 * Sliding-window limits kept in the database, so that every server instance sharing it
 * counts the same attempts. An attempt is recorded before it is judged: refused attempts
 * count too, so a client that keeps hammering stays refused.
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
  const windowStart = new Date(now.getTime() - limit.windowMs);
  const inBucket = eq(rateLimitEvents.bucket, limit.bucket);
  await db.delete(rateLimitEvents).where(and(inBucket, lte(rateLimitEvents.occurredAt, windowStart)));
  await db.insert(rateLimitEvents).values({ bucket: limit.bucket, occurredAt: now });

  const inWindow = and(inBucket, gt(rateLimitEvents.occurredAt, windowStart));
  const [counted] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(rateLimitEvents)
    .where(inWindow);
  const count = counted?.count ?? 0;
  if (count <= limit.max) return { allowed: true };

  // Allowed again once enough of the oldest attempts have left the window that one more fits.
  const [freeingAttempt] = await db
    .select({ occurredAt: rateLimitEvents.occurredAt })
    .from(rateLimitEvents)
    .where(inWindow)
    .orderBy(asc(rateLimitEvents.occurredAt), asc(rateLimitEvents.id))
    .offset(count - limit.max)
    .limit(1);
  const freedAt = (freeingAttempt?.occurredAt.getTime() ?? now.getTime()) + limit.windowMs;
  return { allowed: false, retryAfterMs: freedAt - now.getTime() };
}
