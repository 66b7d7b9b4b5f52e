/**
 * The Trash: a delete moves the record's row, and the rows that go with it (those whose foreign
 * key cascades from it: a project's payment rows, a page's images), into `trash_entries`, as JSON,
 * in the delete's transaction. So everything that reads the tables (lists, counts, the public
 * API, publications, donation pages, SMS attribution) stops seeing it at once, and a restore puts
 * the same rows back, with the same ids. A restore is refused, naming why, when the rows no longer
 * fit: a unique value taken meanwhile, a referenced record gone, a keyword claimed by another owner.
 */
import { and, asc, count, desc, eq, getTableName, inArray, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceName } from '../../../shared/registry';
import type { Queryable } from '../../db/database';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgError } from '../../db/pg-errors';
import { trashEntries, type TrashedRows } from '../../db/schema/history';
import { rowsOf } from '../../db/sql-rows';
import { ApiError, notFound } from '../../http/api-error';
import { recordNameOf, writeHistory, type HistoryActor } from './record-history';

type Values = Record<string, unknown>;

/** What a delete moves: a resource's table and id column, and how its records read as the API answers them. */
export interface TrashTarget {
  resource: ResourceName;
  table: PgTable;
  idColumn: AnyPgColumn;
  /** The records as the API answers them (for the history's "what it held"); default: the table's rows. */
  readRecords?(db: Queryable, ids: ReadonlyArray<string | number>): Promise<Values[]>;
}

/** A table whose rows cascade from a row of another: its name, its foreign key column and the column it points at. */
interface CascadeChild {
  table: string;
  column: string;
  parentColumn: string;
}

/** The tables whose rows a delete of `table`'s rows takes with it (ON DELETE CASCADE), from the catalog. */
async function cascadeChildrenOf(db: Queryable, table: string): Promise<CascadeChild[]> {
  return rowsOf<CascadeChild>(
    await db.execute(sql`
      SELECT c.conrelid::regclass::text AS "table", a.attname AS "column", p.attname AS "parentColumn"
      FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      JOIN pg_attribute p ON p.attrelid = c.confrelid AND p.attnum = c.confkey[1]
      WHERE c.contype = 'f' AND c.confdeltype = 'c' AND c.confrelid = ${table}::regclass
      ORDER BY 1`),
  ).map((child) => ({ ...child, table: child.table.replace(/^"|"$/g, '') }));
}

/** Rows of `table` whose `column` is one of `values`, as JSON with the database's column names. */
async function rowsWhere(db: Queryable, table: string, column: string, values: ReadonlyArray<unknown>, lock = false): Promise<Values[]> {
  const list = sql.join(values.map((value) => sql`${value}`), sql`, `);
  return rowsOf<{ row: Values }>(
    await db.execute(sql`SELECT to_jsonb(t) AS row FROM ${sql.identifier(table)} t WHERE ${sql.identifier(column)} IN (${list}) ${lock ? sql`FOR UPDATE` : sql``}`),
  ).map(({ row }) => row);
}

/**
 * Moves the records to the Trash, all or none (404 when one is missing), and writes their
 * history. Answers the Trash entries' ids, in the order of `ids`.
 */
export async function moveToTrash(
  tx: Queryable,
  target: TrashTarget,
  ids: ReadonlyArray<string | number>,
  actor: HistoryActor,
  now: Date,
  missing: () => ApiError,
): Promise<string[]> {
  const table = getTableName(target.table);
  const idName = target.idColumn.name;
  const parents = await rowsWhere(tx, table, idName, ids, true);
  if (parents.length !== ids.length) throw missing();
  const records = target.readRecords ? await target.readRecords(tx, ids) : ((await tx.select().from(target.table).where(inArray(target.idColumn, [...ids]))) as Values[]);
  const recordById = new Map(records.map((record) => [String(record[target.idColumn.name] ?? record.id ?? record.objectId), record]));
  const children = await cascadeChildrenOf(tx, table);
  const childRows = await Promise.all(children.map(async (child) => ({ child, rows: await rowsWhere(tx, child.table, child.column, parents.map((row) => row[child.parentColumn])) })));

  const entries = parents.map((parent) => {
    const recordId = String(parent[idName]);
    const dependents: TrashedRows[] = childRows
      .map(({ child, rows }) => ({ table: child.table, rows: rows.filter((row) => String(row[child.column]) === String(parent[child.parentColumn])) }))
      .filter((group) => group.rows.length > 0);
    const record = recordById.get(recordId) ?? null;
    return {
      resource: target.resource,
      recordId,
      recordName: recordNameOf(record) || recordId,
      rows: [{ table, rows: [parent] }, ...dependents],
      dependents: Object.fromEntries(dependents.map((group) => [group.table, group.rows.length])),
      deletedAt: now,
      deletedById: actor.adminId,
      deletedByName: actor.adminName,
      record,
    };
  });
  await tx.delete(target.table).where(inArray(target.idColumn, [...ids]));
  // A record deleted, restored and deleted again has one entry: the newest.
  await tx.delete(trashEntries).where(and(eq(trashEntries.resource, target.resource), inArray(trashEntries.recordId, entries.map((entry) => entry.recordId))));
  const inserted = await tx
    .insert(trashEntries)
    .values(entries.map(({ record: _record, ...entry }) => entry))
    .returning({ id: trashEntries.id, recordId: trashEntries.recordId });
  await writeHistory(
    tx,
    actor,
    now,
    entries.map((entry) => ({ resource: target.resource, recordId: entry.recordId, action: 'delete', before: entry.record, after: null, recordName: entry.recordName, recordVersion: null })),
  );
  const idOf = new Map(inserted.map((row) => [row.recordId, String(row.id)]));
  return ids.map((id) => idOf.get(String(id))!);
}

/** Columns a row can be written back into (not generated by the database), per table, from the catalog. */
async function writableColumns(db: Queryable, table: string): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await db.execute(sql`
      SELECT column_name AS name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ${table} AND is_generated = 'NEVER'
      ORDER BY ordinal_position`),
  ).map(({ name }) => name);
}

/** What a restore runs after the rows are back, to refuse one that no longer fits (a claimed keyword). */
export type RestoreCheck = (tx: Queryable, recordId: string, now: Date) => Promise<void>;

/** A restore that no longer fits: 409 `restoreConflict`, the reason at the Trash entry's id (a message key with names). */
const restoreConflict = (entry: { id: number; recordName: string }, reason: string) =>
  new ApiError(409, 'restoreConflict', `“${entry.recordName}” cannot be restored: ${REASONS[reason.slice(0, reason.indexOf(':'))] ?? 'it no longer fits'}.`, {
    fields: { [String(entry.id)]: reason },
  });

/** The reasons in English, for clients that do not translate the message keys. */
const REASONS: Record<string, string> = {
  'validation.restoreSlugTaken': 'its page address is now used by another page',
  'validation.restoreValueTaken': 'another record now has the same unique value',
  'validation.restoreReferenceInTrash': 'a record it points at is in the Trash',
  'validation.restoreReferenceGone': 'a record it points at was deleted for good',
};

const named = (key: string, name: string) => `validation.${key}:${JSON.stringify({ nameAR: name, nameEN: name })}`;

/** Why an insert of trashed rows failed, as a message naming what now stands in the way. */
async function conflictReason(tx: Queryable, error: unknown, group: TrashedRows, entryName: string): Promise<string | undefined> {
  if (pgError(error, PG_UNIQUE_VIOLATION)) {
    const slug = group.table === 'landing_pages' ? group.rows[0]?.slug : undefined;
    return typeof slug === 'string' ? named('restoreSlugTaken', slug) : named('restoreValueTaken', entryName);
  }
  const foreign = pgError(error, PG_FOREIGN_KEY_VIOLATION);
  if (!foreign) return undefined;
  // The record it points at: in the Trash (restore that first), or deleted for good.
  const [reference] = rowsOf<{ table: string; column: string }>(
    await tx.execute(sql`
      SELECT c.confrelid::regclass::text AS "table", a.attname AS "column"
      FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
      WHERE c.conname = ${foreign.constraint ?? ''} LIMIT 1`),
  );
  const value = reference ? group.rows.map((row) => row[reference.column]).find((candidate) => candidate !== null && candidate !== undefined) : undefined;
  if (value !== undefined) {
    const [trashed] = await tx
      .select({ recordName: trashEntries.recordName })
      .from(trashEntries)
      .where(and(eq(trashEntries.recordId, String(value)), sql`${trashEntries.rows}->0->>'table' = ${reference!.table.replace(/^"|"$/g, '')}`))
      .limit(1);
    if (trashed) return named('restoreReferenceInTrash', trashed.recordName);
  }
  return named('restoreReferenceGone', entryName);
}

/** Writes trashed rows back into their table, generated columns left to the database. */
async function insertGroup(tx: Queryable, group: TrashedRows): Promise<void> {
  const columns = sql.join((await writableColumns(tx, group.table)).map((name) => sql.identifier(name)), sql`, `);
  const target = sql.identifier(group.table);
  await tx.execute(sql`INSERT INTO ${target} (${columns}) SELECT ${columns} FROM jsonb_populate_recordset(NULL::${target}, ${JSON.stringify(group.rows)}::jsonb)`);
}

/** One entry's rows put back in a savepoint: null, or why they do not fit (the savepoint undone). */
async function putBack(tx: Queryable, entry: { rows: TrashedRows[]; recordName: string }): Promise<string | null> {
  let failed: { error: unknown; group: TrashedRows } | undefined;
  try {
    await tx.transaction(async (savepoint) => {
      for (const group of entry.rows) {
        await insertGroup(savepoint, group).catch((error: unknown) => {
          failed = { error, group };
          throw error;
        });
      }
    });
    return null;
  } catch (error) {
    const reason = failed && (await conflictReason(tx, failed.error, failed.group, entry.recordName));
    if (!reason) throw error;
    return reason;
  }
}

/**
 * Puts the entries' rows back, all or none, runs each resource's check, writes their history and
 * empties the entries. 404 when an entry is not in the Trash (restored or deleted meanwhile).
 */
export async function restoreFromTrash(
  tx: Queryable,
  ids: readonly number[],
  actor: HistoryActor,
  now: Date,
  checks: Partial<Record<string, RestoreCheck>>,
): Promise<Array<{ resource: string; recordId: string }>> {
  const entries = await tx.select().from(trashEntries).where(inArray(trashEntries.id, [...ids])).orderBy(asc(trashEntries.id)).for('update');
  if (entries.length !== new Set(ids).size) throw notFound('Some of these records are no longer in the Trash; nothing was restored.');
  // Entries restored together may point at each other (a memorial and its activity): one that
  // does not fit waits for the others, and is refused only when a pass brings nothing back.
  let waiting = entries;
  while (waiting.length > 0) {
    const refused: Array<{ entry: (typeof entries)[number]; reason: string }> = [];
    for (const entry of waiting) {
      const reason = await putBack(tx, entry);
      if (reason) refused.push({ entry, reason });
    }
    if (refused.length === waiting.length) throw restoreConflict(refused[0]!.entry, refused[0]!.reason);
    waiting = refused.map(({ entry }) => entry);
  }
  for (const entry of entries) await checks[entry.resource]?.(tx, entry.recordId, now);
  await tx.delete(trashEntries).where(inArray(trashEntries.id, [...ids]));
  await writeHistory(
    tx,
    actor,
    now,
    entries.map((entry) => ({ resource: entry.resource as ResourceName, recordId: entry.recordId, action: 'restore', before: null, after: null, recordName: entry.recordName, changes: [] })),
  );
  return entries.map((entry) => ({ resource: entry.resource, recordId: entry.recordId }));
}

/** Deletes Trash entries for good (all or none: 404 when one is not there) and writes their history. */
export async function purgeTrash(tx: Queryable, ids: readonly number[] | 'expired', actor: HistoryActor, now: Date, retentionDays: number): Promise<number> {
  const where =
    ids === 'expired' ? lt(trashEntries.deletedAt, new Date(now.getTime() - retentionDays * 86_400_000)) : inArray(trashEntries.id, [...ids]);
  const removed = await tx
    .delete(trashEntries)
    .where(where)
    .returning({ resource: trashEntries.resource, recordId: trashEntries.recordId, recordName: trashEntries.recordName });
  if (ids !== 'expired' && removed.length !== new Set(ids).size) throw notFound('Some of these records are no longer in the Trash; nothing was deleted.');
  await writeHistory(
    tx,
    actor,
    now,
    removed.map((entry) => ({ resource: entry.resource as ResourceName, recordId: entry.recordId, action: 'purge', before: null, after: null, recordName: entry.recordName, changes: [] })),
  );
  return removed.length;
}

/** A page of the Trash, newest first. */
export async function trashPage(db: Queryable, query: { resource?: string; limit: number; skip: number }) {
  const where = query.resource ? eq(trashEntries.resource, query.resource) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(trashEntries).where(where).orderBy(desc(trashEntries.id)).limit(query.limit).offset(query.skip),
    db.select({ count: count() }).from(trashEntries).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}
