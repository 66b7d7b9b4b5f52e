/**
 * Each message of `npm run bench:peak` from its phone to its row: when it was sent (the phones'
 * log) and when it was stored (`sms_messages.stored_at`, the server's time as it stored the
 * batch, a few milliseconds before its commit). fakesmsc sends one text many times from random
 * numbers, and Kannel gives each message an id of its own that the phone never sees, so a row is
 * matched to its sending by what both know: the operator, short code and text, and the second
 * bearerbox received it in (Kannel's %t, `received_at`). Within a (operator, short code, text)
 * the rows, taken in order of that second (then of storing), are paired in order with the
 * sendings of about that second (from a second before it to two after: either side may have read
 * late); a sending with no row by then was lost, a row with no sending of its time is left
 * unpaired. Messages of one second overtaking each other swap sending times: an error under a
 * second or two.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/database';
import { rowsOf } from '../../../src/server/db/sql-rows';
import type { DonorMessage } from '../../server/support/kannel-phones';

export interface StoredMessage {
  mno: number;
  shortCode: number;
  text: string;
  /** bearerbox's time of receipt, to the second (ms since the epoch). */
  receivedAt: number;
  seq: number;
  storedAt: number;
  owner: string;
  keyword: string | null;
  price: number;
}

export interface DeliveredMessage extends StoredMessage {
  sentAt: number;
}

export interface IntakeMatch {
  delivered: DeliveredMessage[];
  /** When each sending with no row was sent (lost, if any). */
  unmatchedSendings: number[];
  /** Rows with no sending of their time (counted twice, or not the phones'). */
  unmatchedStored: number;
}

/** How far a sending may be from the second bearerbox stamped on its row. */
const BEFORE_ITS_SECOND_MS = 1_000;
const AFTER_ITS_SECOND_MS = 2_000;

/** Every message stored from Kannel. */
export async function readKannelMessages(db: Database): Promise<StoredMessage[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT mno, short_code, text, seq, owner, keyword, price,
        (extract(epoch FROM received_at) * 1000)::float8 AS received_ms,
        (extract(epoch FROM stored_at) * 1000)::float8 AS stored_ms
      FROM sms_messages WHERE source = 'kannel'
    `),
  );
  return rows.map((row) => ({
    mno: Number(row.mno),
    shortCode: Number(row.short_code),
    text: String(row.text),
    receivedAt: Number(row.received_ms),
    seq: Number(row.seq),
    storedAt: Number(row.stored_ms),
    owner: String(row.owner),
    keyword: row.keyword === null ? null : String(row.keyword),
    price: Number(row.price),
  }));
}

const groupKey = (mno: number, shortCode: number, text: string) => `${mno}|${shortCode}|${text}`;

/** Pairs the phones' sendings with the stored rows (see the file's comment). */
export function matchSendings(sendTimes: ReadonlyMap<DonorMessage, readonly number[]>, mnoOf: (smscId: string) => number, stored: readonly StoredMessage[]): IntakeMatch {
  const rowsByGroup = new Map<string, StoredMessage[]>();
  for (const row of stored) {
    const key = groupKey(row.mno, row.shortCode, row.text);
    const group = rowsByGroup.get(key) ?? [];
    group.push(row);
    rowsByGroup.set(key, group);
  }
  // Two texts the same on one operator and short code are one group, whichever message list named them.
  const sentByGroup = new Map<string, number[]>();
  for (const [message, times] of sendTimes) {
    const key = groupKey(mnoOf(message.smscId), message.shortCode, message.text);
    sentByGroup.set(key, [...(sentByGroup.get(key) ?? []), ...times]);
  }
  const delivered: DeliveredMessage[] = [];
  const unmatchedSendings: number[] = [];
  let unmatchedStored = 0;
  for (const [key, times] of sentByGroup) {
    const rows = (rowsByGroup.get(key) ?? []).sort((a, b) => a.receivedAt - b.receivedAt || a.seq - b.seq);
    rowsByGroup.delete(key);
    const sent = times.sort((a, b) => a - b);
    let next = 0;
    for (const row of rows) {
      while (next < sent.length && sent[next]! < row.receivedAt - BEFORE_ITS_SECOND_MS) unmatchedSendings.push(sent[next++]!);
      if (next < sent.length && sent[next]! <= row.receivedAt + AFTER_ITS_SECOND_MS) {
        // The phone wrote it before bearerbox stamped it: a line this process read late (its own event loop busy) is moved back to that second's end.
        delivered.push({ ...row, sentAt: Math.min(sent[next++]!, row.receivedAt + 1_000) });
      } else {
        unmatchedStored += 1;
      }
    }
    for (; next < sent.length; next++) unmatchedSendings.push(sent[next]!);
  }
  // Rows of texts the phones never sent.
  for (const rows of rowsByGroup.values()) unmatchedStored += rows.length;
  return { delivered, unmatchedSendings, unmatchedStored };
}
