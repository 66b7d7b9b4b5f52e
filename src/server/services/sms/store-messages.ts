/**
 * Keeping received messages, each exactly once. A batch of any size is one statement, so one
 * commit (ingestion must keep up with the operators' peaks; on PostgreSQL the commit's WAL flush,
 * not the work, is what a batch mostly waits for), apart from making sure of the month
 * partitions of its days, once per month and process. The statement:
 *
 * 1. adds the senders' keyed hashes not yet known and reads their dense ids (the ids of senders
 *    this process has seen are remembered and passed in);
 * 2. claims each (operator, operator message id) in `sms_message_keys` and, for the claims it
 *    won, stores the message and queues it for the counter (`sms_uncounted`).
 *
 * It is atomic, and `sms_message_keys` is the one place a message is claimed: a copy that
 * arrives while another is being stored (the gateway retried, another instance got it) waits on
 * the unique index, then finds it taken and is a duplicate. */
import { sql } from 'drizzle-orm';
import { REPORT_TIME_ZONE } from '../../../shared/constants';
import { inboundSmsSchema, type InboundSms, type SmsIntakeResponse, type SmsMessageResult } from '../../../shared/entities/sms';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/sql-rows';
import { validationFields } from '../../http/error-handler';
import { attribute, currentSmsRouting, storedOwnerOf } from './attribution';
import { senderHashHex } from './sender-hash';
import { dayInZone } from '../../support/zoned-time';

export type SmsSource = 'gateway' | 'kannel' | 'import';

export interface StoreMessagesDeps {
  db: Database;
  clock: () => Date;
  /** Key of the senders' number hashes (sender-hash.ts). */
  senderKey: Buffer;
}

/** The outcome of one message of `messages`, in their order (`index` is the position in `messages`). */
export async function storeMessages(
  deps: StoreMessagesDeps,
  messages: readonly InboundSms[],
  source: SmsSource,
): Promise<SmsMessageResult[]> {
  const now = deps.clock();
  const results: SmsMessageResult[] = messages.map((message, index) => ({ index, message_id: message.message_id, status: 'duplicate' }));
  if (messages.length === 0) return results;

  const routing = await currentSmsRouting(deps.db);
  // The first copy of an operator message id in the batch is the one stored; later copies are duplicates.
  const firstIndexOf = new Map<string, number>();
  messages.forEach((message, index) => {
    const key = messageKey(message.mno, message.message_id);
    if (!firstIndexOf.has(key)) firstIndexOf.set(key, index);
  });
  const candidates = [...firstIndexOf.values()].map((index) => {
    const message = messages[index]!;
    const receivedAt = new Date(message.received_at);
    const day = dayInZone(receivedAt, REPORT_TIME_ZONE);
    const attribution = attribute(routing, { mno: message.mno, shortCode: message.short_code, text: message.text, day });
    return {
      index,
      message,
      receivedAt,
      day,
      senderHash: senderHashHex(deps.senderKey, message.sender),
      ...attribution,
    };
  });

  await ensureMonthPartitions(deps.db, candidates.map((candidate) => candidate.day));
  const known = knownSendersOf(deps.db);
  const input = candidates.map((candidate) => {
    const senderId = known.get(candidate.senderHash);
    return {
      mno: candidate.message.mno,
      message_id: candidate.message.message_id,
      day: candidate.day,
      received_at: candidate.receivedAt.toISOString(),
      short_code: candidate.message.short_code,
      // A sender this process has seen goes by its id; a new one by its hash (read or added below).
      sender_id: senderId ?? null,
      sender_hash: senderId === undefined ? candidate.senderHash : null,
      body: candidate.message.text,
      org_id: candidate.orgId,
      keyword: candidate.keyword,
      owner: storedOwnerOf(candidate),
      price: candidate.price,
    };
  });
  const rows = rowsOf<{ mno: number | string | null; message_id: string | null; sender_hash: string | null; sender_id: number | string | null }>(
    await deps.db.execute(sql`
      WITH input AS (
        SELECT m.*, decode(m.sender_hash, 'hex') AS sender_key FROM json_to_recordset(${JSON.stringify(input)}::text::json) AS m(
          mno smallint, message_id text, day date, received_at timestamptz, short_code integer,
          sender_id integer, sender_hash text, body text, org_id integer, keyword text, owner text, price integer)
      ),
      wanted AS (
        SELECT DISTINCT sender_key AS hash FROM input WHERE sender_id IS NULL
      ),
      known AS (
        SELECT s.id, s.hash FROM sms_senders s JOIN wanted ON s.hash = wanted.hash
      ),
      added AS (
        -- Only senders not found are inserted: an insert that conflicts still uses up an id, and the
        -- ids are dense. In hash order, so batches adding the same senders wait instead of deadlocking.
        -- One added by a concurrent batch since this statement began conflicts; DO UPDATE returns its id.
        INSERT INTO sms_senders (hash)
        SELECT hash FROM wanted WHERE hash NOT IN (SELECT hash FROM known) ORDER BY hash
        ON CONFLICT (hash) DO UPDATE SET hash = EXCLUDED.hash
        RETURNING id, hash
      ),
      sender_ids AS (
        SELECT id, hash FROM known UNION ALL SELECT id, hash FROM added
      ),
      with_senders AS MATERIALIZED (
        -- Planned on its own, so the senders are hashed: joined after the claims, the planner
        -- (which cannot tell how many rows these have) compared every message with every sender.
        SELECT input.mno, input.message_id, input.received_at, input.short_code, coalesce(input.sender_id, sender_ids.id) AS sender_id,
               input.body, input.org_id, input.keyword, input.owner, input.price
        FROM input LEFT JOIN sender_ids ON sender_ids.hash = input.sender_key
      ),
      claimed AS (
        -- In key order, so two batches sharing messages wait on each other instead of deadlocking;
        -- and only once every sender is added (the count runs first), so no batch holds a message key
        -- while it waits for a sender.
        INSERT INTO sms_message_keys (mno, operator_message_id, day, seq)
        SELECT mno, message_id, day, nextval('sms_message_seq') FROM input
        WHERE (SELECT count(*) FROM added) >= 0
        ORDER BY mno, message_id
        ON CONFLICT DO NOTHING
        RETURNING mno, operator_message_id, day, seq
      ),
      stored AS (
        INSERT INTO sms_messages (seq, day, received_at, mno, operator_message_id, short_code, sender_id, text, org_id, keyword, owner, price, source, stored_at)
        SELECT claimed.seq, claimed.day, m.received_at, m.mno, m.message_id, m.short_code, m.sender_id, m.body, m.org_id, m.keyword, m.owner, m.price,
               ${source}::text, ${now.toISOString()}::timestamptz
        FROM claimed JOIN with_senders m ON m.mno = claimed.mno AND m.message_id = claimed.operator_message_id
        RETURNING seq, day, org_id, mno, operator_message_id
      ),
      queued AS (
        INSERT INTO sms_uncounted (seq, day, org_id) SELECT seq, day, org_id FROM stored
      )
      SELECT mno, operator_message_id AS message_id, NULL::text AS sender_hash, NULL::integer AS sender_id FROM stored
      UNION ALL
      SELECT NULL, NULL, encode(hash, 'hex'), id FROM sender_ids
    `),
  );
  // Two kinds of rows: a stored message (mno, message_id), or a sender read or added (sender_hash, sender_id).
  const storedKeys = new Set<string>();
  const senders: Array<[hash: string, id: number]> = [];
  for (const row of rows) {
    if (row.message_id !== null) storedKeys.add(messageKey(Number(row.mno), row.message_id));
    else if (row.sender_hash !== null) senders.push([row.sender_hash, Number(row.sender_id)]);
  }
  rememberSenders(known, senders);
  for (const candidate of candidates) {
    if (storedKeys.has(messageKey(candidate.message.mno, candidate.message.message_id))) {
      results[candidate.index] = { index: candidate.index, message_id: candidate.message.message_id, status: 'stored', matched: candidate.keyword !== null };
    }
  }
  return results;
}

/**
 * A request's messages as they came (`unknown`: each is checked on its own), stored or refused
 * one by one: a malformed message gets its own field messages and the others are kept.
 */
export async function receiveMessages(
  raw: readonly unknown[],
  store: (messages: readonly InboundSms[]) => Promise<SmsMessageResult[]>,
): Promise<SmsIntakeResponse> {
  const results: SmsMessageResult[] = new Array(raw.length);
  const valid: Array<{ index: number; message: InboundSms }> = [];
  raw.forEach((entry, index) => {
    const parsed = inboundSmsSchema.safeParse(entry);
    if (parsed.success) valid.push({ index, message: parsed.data });
    else results[index] = { index, message_id: messageIdOf(entry), status: 'refused', fields: validationFields(parsed.error.issues, 'message') };
  });
  const outcomes = await store(valid.map((entry) => entry.message));
  outcomes.forEach((outcome, position) => {
    const index = valid[position]!.index;
    results[index] = { ...outcome, index };
  });
  return {
    stored: results.filter((result) => result.status === 'stored').length,
    duplicates: results.filter((result) => result.status === 'duplicate').length,
    refused: results.filter((result) => result.status === 'refused').length,
    results,
  };
}

/** The message id of a refused entry, when it has a usable one (so the gateway can tell which it was). */
function messageIdOf(entry: unknown): string | null {
  const id = entry && typeof entry === 'object' ? (entry as Record<string, unknown>).message_id : undefined;
  return typeof id === 'string' && id.length <= 100 ? id : null;
}

const messageKey = (mno: number, messageId: string) => `${mno}\u0000${messageId}`;

/** Months whose partition this process has made sure of, per database. */
const ensuredMonths = new WeakMap<object, Set<string>>();

async function ensureMonthPartitions(db: Database, days: readonly string[]): Promise<void> {
  const ensured = ensuredMonths.get(db) ?? new Set<string>();
  ensuredMonths.set(db, ensured);
  const missing = [...new Set(days.map((day) => `${day.slice(0, 7)}-01`))].filter((month) => !ensured.has(month));
  if (missing.length === 0) return;
  await db.execute(
    sql`SELECT sms_messages_ensure_month(month::date) FROM json_array_elements_text(${JSON.stringify(missing)}::text::json) AS months(month)`,
  );
  for (const month of missing) ensured.add(month);
}

/**
 * Sender ids by hash this process has already read, per database: a sender's id never changes,
 * and most donors give again, so most batches have no sender to read or add.
 */
const knownSenders = new WeakMap<object, Map<string, number>>();
const KNOWN_SENDERS_MAX = 200_000;

function knownSendersOf(db: Database): Map<string, number> {
  const known = knownSenders.get(db) ?? new Map<string, number>();
  knownSenders.set(db, known);
  return known;
}

/** Remembered only after the statement committed: a rolled-back sender has no id. */
function rememberSenders(known: Map<string, number>, found: ReadonlyArray<[hash: string, id: number]>): void {
  // Simply forgotten when full: the ids stay right, only a few more lookups follow.
  if (known.size + found.length > KNOWN_SENDERS_MAX) known.clear();
  for (const [hash, id] of found) known.set(hash, id);
}
