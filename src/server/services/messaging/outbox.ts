/**
 * The `outbox` sender: used when no delivery is configured (local mode, demos, tests).
 * Messages are stored in the database, where `GET /dev/outbox` reads them, and printed to
 * the server log.
 */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { outboxMessages } from '../../db/schema';
import type { MessageSender, OutgoingMessage } from './types';

export function createOutboxSender(db: Database, clock: () => Date, log: (line: string) => void): MessageSender {
  return {
    kind: 'outbox',
    async send(message: OutgoingMessage) {
      await db.insert(outboxMessages).values({
        recipient: message.to,
        channel: message.channel,
        subject: message.subject,
        text: message.text,
        createdAt: clock(),
      });
      // A line of its own a person finds in the log (`Code for 971500000001: 1234`), the whole text otherwise.
      log(message.code ? `Code for ${message.to}: ${message.code}` : `[outbox] ${message.channel} to ${message.to}: ${message.text.replaceAll('\n', ' | ')}`);
    },
  };
}

export interface OutboxEntry {
  to: string;
  channel: 'sms' | 'email';
  text: string;
  createdAt: string;
}

const OUTBOX_READ_LIMIT = 50;

/** Messages kept for one recipient, newest first. */
export async function readOutbox(db: Database, recipient: string): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(OUTBOX_READ_LIMIT);
  return rows.map((row) => ({
    to: row.recipient,
    channel: row.channel,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  }));
}
