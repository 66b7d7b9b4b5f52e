/**
 * History and Trash routes (entities/history.ts has the shapes):
 *
 *   GET  /history/records/{resource}/{recordId}?limit&before → { entries, more }   a record's timeline, newest first
 *   GET  /history/entries/{id}/version                       → { record, … }       the record's fields after that entry
 *   GET  /history?limit&skip&adminId&resource&action&from&to&search → { results, count }   the Activity screen
 *   GET  /trash?limit&skip&resource                           → { results, count }
 *   POST /trash/restore { ids }                               → { restored }        all or none; 409 `restoreConflict`
 *   POST /trash/purge   { ids }                               → { purged }          deleted for good, all or none
 *
 * Nothing here changes or deletes a history row: no route can (the database refuses it too).
 */
import { and, desc, eq, getTableColumns, gte, inArray, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REPORT_TIME_ZONE } from '../../../shared/constants';
import { endpoints } from '../../../shared/endpoints';
import {
  activityPageSchema,
  activityQuerySchema,
  HISTORY_PAGE_DEFAULT,
  historyEntryIdSchema,
  historyTimelineQuerySchema,
  historyTimelineSchema,
  historyVersionSchema,
  TRASH_RETENTION_DAYS_DEFAULT,
  trashIdsBodySchema,
  trashPageSchema,
  trashPurgedSchema,
  trashQuerySchema,
  trashRestoredSchema,
  type HistoryEntry,
} from '../../../shared/entities/history';
import { searchTermOf } from '../../../shared/search-text';
import type { ServerContext } from '../../context';
import type { Queryable } from '../../db/database';
import { recordHistory } from '../../db/schema/history';
import { notFound } from '../../http/api-error';
import { validationError } from '../../http/validation';
import { instantOfWallTime } from '../../support/zoned-time';
import { currentRecordOf, historyResources } from './current-record';
import { actorOf } from './record-history';
import { restoreChecks } from './restore-checks';
import { purgeTrash, restoreFromTrash, trashPage } from './trash';

const tags = ['history'];
type HistoryRow = typeof recordHistory.$inferSelect;

const entryOf = (row: HistoryRow): HistoryEntry => ({
  id: String(row.id),
  resource: row.resource,
  recordId: row.recordId,
  recordName: row.recordName,
  action: row.action,
  adminId: row.adminId,
  adminName: row.adminName,
  at: row.at.toISOString(),
  client: row.client,
  clientVersion: row.clientVersion,
  recordVersion: row.recordVersion,
  changes: row.changes,
  restoredFrom: row.restoredFrom === null ? null : String(row.restoredFrom),
});

/** Every column but the search twin. */
const { recordNameSearch: _searchTwin, ...entryColumns } = getTableColumns(recordHistory);

const recordParams = z.object({ resource: z.enum(historyResources as [string, ...string[]]), recordId: z.string().min(1).max(64) });

/** The first instant of a day in the organization's zone. */
const dayStart = (day: string, field: string): Date => {
  const instant = instantOfWallTime(`${day} 00:00`, REPORT_TIME_ZONE);
  if (!instant) throw validationError({ [field]: 'validation.invalidDate' });
  return instant;
};
const nextDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The Activity screen's count is exact up to this many entries (80 pages of 25); above, it is the
 * planner's estimate (from the table's statistics, within a few percent for the screen's filters):
 * counting millions of entries exactly takes seconds on every page, and even counting ten thousand
 * matches of a common word of names, each read from the table to check it, takes the embedded
 * database some 90 ms on every page.
 */
const ACTIVITY_EXACT_COUNT_MAX = 2_000;

/** The rows the planner expects a query to answer (EXPLAIN, nothing run). */
async function estimatedRows(db: Queryable, query: SQLWrapper): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${query}`)) as unknown as { rows: Array<Record<string, unknown>> };
  const plan = Object.values(result.rows[0] ?? {})[0];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: { 'Plan Rows': number } }>;
  return Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
}

export const historyRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const { db, clock } = context;
  const trashDays = context.config.history?.trashRetentionDays ?? TRASH_RETENTION_DAYS_DEFAULT;

  app.get(
    endpoints.historyTimeline.route,
    {
      schema: {
        tags,
        summary: "A record's history, newest first: who changed what, when, from which client.",
        description: 'Resources by their registry name, or `publications`. `before` (an entry id) answers the entries older than it.',
        params: recordParams,
        querystring: historyTimelineQuerySchema,
        response: { 200: historyTimelineSchema },
      },
    },
    async (request) => {
      const { resource, recordId } = request.params;
      const limit = request.query.limit ?? HISTORY_PAGE_DEFAULT;
      const older = request.query.before ? lt(recordHistory.id, Number(request.query.before)) : undefined;
      const rows = await db
        .select(entryColumns)
        .from(recordHistory)
        .where(and(eq(recordHistory.resource, resource), eq(recordHistory.recordId, recordId), older))
        .orderBy(desc(recordHistory.id))
        .limit(limit + 1);
      return { entries: rows.slice(0, limit).map((row) => entryOf(row as HistoryRow)), more: rows.length > limit };
    },
  );

  app.get(
    endpoints.historyVersion.route,
    {
      schema: {
        tags,
        summary: "A record's fields as they were after one of its history entries, and its version now.",
        description:
          'The record as answered now, with every later entry\'s changes taken back. A client restores the version by saving these ' +
          'fields with `currentVersion` and the header `X-Restored-From: {id}` (a stale copy meets the 409 of any save).',
        params: z.object({ id: historyEntryIdSchema }),
        response: { 200: historyVersionSchema },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const [entry] = await db.select(entryColumns).from(recordHistory).where(eq(recordHistory.id, id));
      if (!entry) throw notFound('There is no such history entry.');
      const current = await currentRecordOf(db, entry.resource, entry.recordId);
      if (!current) throw notFound('This record is not there any more (it may be in the Trash).');
      const later = await db
        .select({ changes: recordHistory.changes })
        .from(recordHistory)
        .where(and(eq(recordHistory.resource, entry.resource), eq(recordHistory.recordId, entry.recordId), sql`${recordHistory.id} > ${id}`))
        .orderBy(desc(recordHistory.id));
      const record: Record<string, unknown> = { ...current };
      for (const { changes } of later) for (const change of changes) record[change.field] = change.before;
      const version = current.version;
      return { resource: entry.resource, recordId: entry.recordId, record, currentVersion: typeof version === 'number' ? version : null };
    },
  );

  app.get(
    endpoints.activity.route,
    {
      schema: {
        tags,
        summary: 'Every history entry, newest first, a page at a time, filtered, with the count of every match.',
        description:
          '`from` and `to` are days (inclusive) in the organization\'s time zone; `search` looks in the record\'s name, Arabic letter forms, ' +
          `diacritics and Latin case not mattering. The count is exact up to ${ACTIVITY_EXACT_COUNT_MAX.toLocaleString('en-US')}, ` +
          'the database\'s estimate above.',
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema },
      },
    },
    async (request) => {
      const query = request.query;
      if (query.from && query.to && query.to < query.from) throw validationError({ to: 'validation.reportEndBeforeStart' });
      const term = query.search ? searchTermOf(query.search) : '';
      const conditions: Array<SQL | undefined> = [
        query.adminId ? eq(recordHistory.adminId, query.adminId) : undefined,
        query.resource ? eq(recordHistory.resource, query.resource) : undefined,
        query.action ? eq(recordHistory.action, query.action) : undefined,
        query.from ? gte(recordHistory.at, dayStart(query.from, 'from')) : undefined,
        query.to ? lt(recordHistory.at, dayStart(nextDay(query.to), 'to')) : undefined,
        term ? sql`${recordHistory.recordNameSearch} LIKE ${`%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`}` : undefined,
      ];
      const where = and(...conditions);
      // Newest first. Within days, by time: the `at` index answers a page of any range at once,
      // where the ids' order would walk back through every later entry first (ids and times rise together).
      const order = query.from || query.to ? [desc(recordHistory.at), desc(recordHistory.id)] : [desc(recordHistory.id)];
      const limit = query.limit ?? HISTORY_PAGE_DEFAULT;
      const skip = query.skip ?? 0;
      // The matches are found once: up to the exact count's bound, their ids are the count and the
      // page is read by id (a name's trigram search costs its index scan once, not for the page and
      // again for the count); past it, the page is read in order and the count is the estimate.
      const matching = () => db.select({ id: recordHistory.id }).from(recordHistory).where(where);
      const found = await matching().limit(ACTIVITY_EXACT_COUNT_MAX + 1);
      const few = found.length <= ACTIVITY_EXACT_COUNT_MAX;
      const page =
        few && found.length === 0
          ? []
          : db
              .select(entryColumns)
              .from(recordHistory)
              .where(few ? inArray(recordHistory.id, found.map((row) => row.id)) : where)
              .orderBy(...order)
              .limit(limit)
              .offset(skip);
      const [rows, count] = await Promise.all([page, few ? found.length : estimatedRows(db, matching()).then((estimate) => Math.max(estimate, found.length))]);
      return { results: rows.map((row) => entryOf(row as HistoryRow)), count };
    },
  );

  app.get(
    endpoints.trash.route,
    {
      schema: {
        tags: ['trash'],
        summary: 'Deleted records, newest first, optionally of one resource, with who deleted them and when they are deleted for good.',
        querystring: trashQuerySchema,
        response: { 200: trashPageSchema },
      },
    },
    async (request) => {
      const { rows, count } = await trashPage(db, { resource: request.query.resource, limit: request.query.limit ?? HISTORY_PAGE_DEFAULT, skip: request.query.skip ?? 0 });
      return {
        results: rows.map((row) => ({
          id: String(row.id),
          resource: row.resource,
          recordId: row.recordId,
          recordName: row.recordName,
          dependents: row.dependents,
          deletedAt: row.deletedAt.toISOString(),
          deletedById: row.deletedById,
          deletedByName: row.deletedByName,
          purgeAt: new Date(row.deletedAt.getTime() + trashDays * 86_400_000).toISOString(),
        })),
        count,
      };
    },
  );

  app.post(
    endpoints.trashRestore.route,
    {
      schema: {
        tags: ['trash'],
        summary: 'Bring records back from the Trash, with what went with them: all or none (also the undo of a delete).',
        description:
          'Each comes back with its id, as it was. 409 `restoreConflict` (nothing restored) when one no longer fits, with `fields` at its ' +
          'Trash entry naming why: its unique value (a page\'s address) now taken, a record it points at in the Trash or deleted; ' +
          '409 `keywordClaimed` when its keyword now counts for another owner. 404 when an entry is not in the Trash.',
        body: trashIdsBodySchema,
        response: { 200: trashRestoredSchema },
      },
    },
    async (request) => {
      const ids = request.body.ids.map(Number);
      const restored = await db.transaction((tx) => restoreFromTrash(tx, ids, actorOf(request), clock(), restoreChecks));
      return { restored };
    },
  );

  app.post(
    endpoints.trashPurge.route,
    {
      schema: {
        tags: ['trash'],
        summary: 'Delete records in the Trash for good: all or none.',
        description: 'Their history stays (with a `purge` entry); their keywords are free for others from then on. 404 when an entry is not in the Trash.',
        body: trashIdsBodySchema,
        response: { 200: trashPurgedSchema },
      },
    },
    async (request) => {
      const ids = request.body.ids.map(Number);
      const purged = await db.transaction((tx) => purgeTrash(tx, ids, actorOf(request), clock(), trashDays));
      return { purged };
    },
  );
};


