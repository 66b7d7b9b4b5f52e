import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages kept by the `outbox` sender instead of being delivered (local and demo mode). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipient: text('recipient').notNull(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('outbox_messages_recipient_idx').on(table.recipient, table.createdAt)],
);

/**
 * App notifications waiting for, or past, delivery (the memorial approval of spec 4): written in
 * the same transaction as the change that causes them, delivered afterwards by the notification
 * sender, retried with backoff until the provider takes them.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** inMemoryOfApproveEN, inMemoryOfDisApproveAR … */
    type: text('type').notNull(),
    userId: text('user_id').notNull(),
    /** The record it is about (a memorial's objectId). */
    subjectId: text('subject_id').notNull(),
    applicantName: text('applicant_name').notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('notification_deliveries_due_idx').on(table.status, table.nextAttemptAt),
    index('notification_deliveries_user_idx').on(table.userId, table.createdAt),
  ],
);
