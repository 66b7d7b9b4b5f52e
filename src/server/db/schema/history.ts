/**
 * Record history and the Trash (services/history): one row per write to a record, never changed
 * or deleted but by the retention job (a trigger of the migration refuses every other UPDATE,
 * DELETE or TRUNCATE); and the records a delete moved away, with what went with them, until they
 * are restored or deleted for good.
 */
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { HISTORY_ACTIONS, HISTORY_CLIENTS, type HistoryChange } from '../../../shared/entities/history';
import { searchTextColumn } from './search-text-columns';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const recordHistory = pgTable(
  'record_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The registry's resource name, or `publications`. */
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    recordName: text('record_name').notNull(),
    action: text('action', { enum: HISTORY_ACTIONS }).notNull(),
    /** Null: the server's own jobs, the marketing system's API. */
    adminId: text('admin_id'),
    adminName: text('admin_name').notNull(),
    at: at('at').notNull(),
    client: text('client', { enum: HISTORY_CLIENTS }).notNull(),
    clientVersion: text('client_version'),
    recordVersion: integer('record_version'),
    changes: jsonb('changes').$type<HistoryChange[]>().notNull(),
    restoredFrom: bigint('restored_from', { mode: 'number' }),
    recordNameSearch: searchTextColumn('record_name'),
  },
  (table) => [
    // A record's timeline, newest first; the Activity screen by admin, by resource and action (a
    // resource alone: its prefix counts, the primary key pages), by action, by day.
    index('record_history_record').on(table.resource, table.recordId, table.id),
    index('record_history_admin').on(table.adminId, table.id),
    index('record_history_resource').on(table.resource, table.action, table.id),
    index('record_history_action').on(table.action, table.id),
    index('record_history_at').on(table.at),
    // The Activity screen's search of a record's name (any part of it): trigrams of the search twin.
    // With GIN's pending list (unlike the lists' twins, searchTextIndex): every write of every
    // record adds a history row, and putting its trigrams in the index at once would cost each
    // save more than the history row's 10% budget (bench:history); the list stays bounded
    // (gin_pending_list_limit), so the Activity search keeps its figures.
    index('record_history_name').using('gin', table.recordNameSearch.op('gin_trgm_ops')),
  ],
);

/** One row of a table as JSON, with the table it goes back to (parents before the rows that point at them). */
export interface TrashedRows {
  table: string;
  rows: Array<Record<string, unknown>>;
}

export const trashEntries = pgTable(
  'trash_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    resource: text('resource').notNull(),
    recordId: text('record_id').notNull(),
    recordName: text('record_name').notNull(),
    /** The record's row and the rows that went with it, as they were. */
    rows: jsonb('rows').$type<TrashedRows[]>().notNull(),
    /** What went with it, counted by table (`{ sms_payments: 2 }`). */
    dependents: jsonb('dependents').$type<Record<string, number>>().notNull(),
    deletedAt: at('deleted_at').notNull(),
    deletedById: text('deleted_by_id'),
    deletedByName: text('deleted_by_name').notNull(),
  },
  (table) => [
    // A record is in the Trash once at most: a restore takes it out.
    uniqueIndex('trash_entries_record').on(table.resource, table.recordId),
    index('trash_entries_deleted_at').on(table.deletedAt),
    index('trash_entries_resource').on(table.resource, table.id),
  ],
);
