/**
 * Queuing an app notification: a row of `notification_deliveries`, written by the caller in the
 * same transaction as the change it reports, so a change is never without its notification nor
 * a notification without its change. The delivery worker sends it after the commit.
 */
import type { ContentLanguage } from '../../../shared/entities/class-record';
import type { Queryable } from '../../db/database';
import { notificationDeliveries } from '../../db/schema';

/** The four types of a memorial's approval (spec 4 'Approved'). */
export type ApprovalNotificationType = `inMemoryOf${'Approve' | 'DisApprove'}${'EN' | 'AR'}`;

/** The type by the approval and the memorial's language: Arabic when it is `ar` or unset. */
export function approvalNotificationType(approved: boolean, language: ContentLanguage | null | undefined): ApprovalNotificationType {
  return `inMemoryOf${approved ? 'Approve' : 'DisApprove'}${language === 'en' ? 'EN' : 'AR'}`;
}

export interface QueuedNotification {
  type: string;
  userId: string;
  subjectId: string;
  applicantName: string;
}

/** Queues a notification, due at once. */
export async function queueNotification(db: Queryable, notification: QueuedNotification, now: Date): Promise<void> {
  await db.insert(notificationDeliveries).values({ ...notification, status: 'pending', attempts: 0, nextAttemptAt: now, createdAt: now });
}
