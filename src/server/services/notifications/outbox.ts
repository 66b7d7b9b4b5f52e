/**
 * The `outbox` notification sender: used when no push gateway is configured (local mode,
 * demos, tests). The queued row is the outbox: the worker marks it delivered once this has
 * printed it, and `GET /dev/notifications` reads it back.
 */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notificationDeliveries } from '../../db/schema';
import type { NotificationSender } from './types';

export function createNotificationOutbox(log: (line: string) => void): NotificationSender {
  return {
    kind: 'outbox',
    async send(notification) {
      // One line a person finds in the log, like the OTP outbox's `Code for …`.
      log(`Notification for ${notification.userId}: ${notification.type} (${notification.subjectId}, ${notification.applicantName})`);
    },
  };
}

export interface NotificationOutboxEntry {
  id: number;
  type: string;
  userId: string;
  subjectId: string;
  applicantName: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  createdAt: string;
  deliveredAt: string | null;
}

const OUTBOX_READ_LIMIT = 50;

/** The notifications queued for one app user, newest first. */
export async function readNotifications(db: Database, userId: string): Promise<NotificationOutboxEntry[]> {
  const rows = await db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.userId, userId))
    .orderBy(desc(notificationDeliveries.createdAt), desc(notificationDeliveries.id))
    .limit(OUTBOX_READ_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    userId: row.userId,
    subjectId: row.subjectId,
    applicantName: row.applicantName,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  }));
}
