/**
 * SMS donations: the messages the gateway delivers, what makes each count once, and the daily
 * figures reports are added up from. `sms_messages` is partitioned by month of its Dubai day
 * (the migration declares the partitioning, which drizzle does not describe; see the server
 * README for archiving a month by detaching its partition).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ReportDayRow, ReportFigures, ReportRow } from '../../../shared/entities/report';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
const day = (name: string) => date(name, { mode: 'string' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Numbers messages in the order they were stored, across every partition. */
export const smsMessageSeq = pgSequence('sms_message_seq');

/** Every kept message (one row per distinct operator message), partitioned by month of `day`. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    seq: bigint('seq', { mode: 'number' }).notNull().default(sql`nextval('sms_message_seq')`),
    /** The Dubai day it was received on (REPORT_TIME_ZONE): reports' days. */
    day: day('day').notNull(),
    receivedAt: at('received_at').notNull(),
    mno: smallint('mno').notNull(),
    operatorMessageId: text('operator_message_id').notNull(),
    shortCode: integer('short_code').notNull(),
    /** Dense id of the sender's keyed hash (`sms_senders`): never the number itself. */
    senderId: integer('sender_id').notNull(),
    text: text('text').notNull(),
    /** The organization the short code (and keyword) give; null when none is known. */
    orgId: integer('org_id'),
    /** The keyword's title as matched; null: the text matched no keyword (an unmatched message). */
    keyword: text('keyword'),
    /**
     * Who the message counts for (services/sms/attribution.ts): `project:12`, `cause:3`,
     * `campaign:<id>`, `organization:101`; '' when unmatched.
     */
    owner: text('owner').notNull().default(''),
    /** AED, from the short code and operator. */
    price: integer('price').notNull(),
    source: text('source', { enum: ['gateway', 'kannel', 'import'] }).notNull(),
    storedAt: at('stored_at').notNull(),
  },
  (table) => [primaryKey({ name: 'sms_messages_pkey', columns: [table.day, table.seq] })],
);

/** One row per operator message ever kept: a retried or re-imported message conflicts here. */
export const smsMessageKeys = pgTable(
  'sms_message_keys',
  {
    mno: smallint('mno').notNull(),
    operatorMessageId: text('operator_message_id').notNull(),
    day: day('day').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ name: 'sms_message_keys_pkey', columns: [table.mno, table.operatorMessageId] })],
);

/** Senders by keyed hash of the normalized number, numbered densely (for compact sets of senders). */
export const smsSenders = pgTable('sms_senders', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  hash: bytea('hash').notNull().unique('sms_senders_hash_unique'),
});

/** Messages stored but not yet added to the daily figures; the counter takes them off in order. */
export const smsUncounted = pgTable(
  'sms_uncounted',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey(),
    day: day('day').notNull(),
    orgId: integer('org_id'),
  },
  (table) => [index('sms_uncounted_day_idx').on(table.day)],
);

/**
 * Messages and donations per day, organization (0: none known), keyword ('': unmatched), operator
 * and owner (what a donation page's bar counts; '' unmatched).
 */
export const smsDailyFigures = pgTable(
  'sms_daily_figures',
  {
    day: day('day').notNull(),
    orgId: integer('org_id').notNull(),
    keyword: text('keyword').notNull(),
    mno: smallint('mno').notNull(),
    owner: text('owner').notNull().default(''),
    messages: integer('messages').notNull(),
    donations: bigint('donations', { mode: 'number' }).notNull(),
    countedAt: at('counted_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'sms_daily_figures_pkey', columns: [table.day, table.orgId, table.keyword, table.mno, table.owner] }),
    index('sms_daily_figures_org_day_idx').on(table.orgId, table.day),
    index('sms_daily_figures_counted_idx').on(table.countedAt),
  ],
);

/** The distinct senders of a day, organization and keyword: a serialized roaring bitmap of sender ids. */
export const smsDailySenders = pgTable(
  'sms_daily_senders',
  {
    day: day('day').notNull(),
    orgId: integer('org_id').notNull(),
    keyword: text('keyword').notNull(),
    senders: bytea('senders').notNull(),
    countedAt: at('counted_at').notNull(),
  },
  (table) => [
    primaryKey({ name: 'sms_daily_senders_pkey', columns: [table.day, table.orgId, table.keyword] }),
    index('sms_daily_senders_org_day_idx').on(table.orgId, table.day),
  ],
);

/** Built reports: one per organization (0: all) and period, rebuilt in place. */
export const smsReports = pgTable(
  'sms_reports',
  {
    orgId: integer('org_id').notNull(),
    fromDay: day('from_day').notNull(),
    toDay: day('to_day').notNull(),
    status: text('status', { enum: ['building', 'ready', 'failed'] }).notNull(),
    progress: integer('progress').notNull().default(0),
    /** The build in progress holds the report until then; an abandoned build is taken over after it. */
    leaseUntil: at('lease_until'),
    requestedAt: at('requested_at').notNull(),
    /** When the figures in `rows` were built; a message of the period counted later makes them stale. */
    builtAt: at('built_at'),
    rows: jsonb('rows').$type<ReportRow[]>().notNull().default([]),
    totals: jsonb('totals').$type<ReportFigures | null>(),
    days: jsonb('days').$type<ReportDayRow[]>().notNull().default([]),
    error: text('error'),
  },
  (table) => [primaryKey({ name: 'sms_reports_pkey', columns: [table.orgId, table.fromDay, table.toDay] })],
);

/**
 * Bumped (by triggers, in the writing transaction) whenever what decides a message's owner
 * changes: projects, cases, their SMS rows, short codes, keywords, landing pages. The intake
 * reads its routing again when it moved, on every instance, and a write that changes who owns a
 * keyword waits here for another such write to commit (services/sms/claim-conflicts.ts).
 */
export const smsRoutingVersion = pgTable('sms_routing_version', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/** Re-attributions of stored messages done (services/sms/reattribute.ts), one per version of the rule. */
export const smsAttributionRuns = pgTable('sms_attribution_runs', {
  rule: integer('rule').primaryKey(),
  finishedAt: at('finished_at').notNull(),
  reattributed: integer('reattributed').notNull(),
});
