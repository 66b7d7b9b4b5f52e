/**
 * The write every versioned record shares (optimistic concurrency): the values with the next
 * `version`, and, when the client says which version it changed, only over that one. Check and
 * write are one conditional UPDATE, so of two saves from the same copy exactly one passes. A
 * body's `version` is a precondition, never a value: only this sets the column.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ApiError } from '../http/api-error';
import { staleVersion } from '../http/stale-version';
import type { Queryable } from './database';

export interface VersionedRecord {
  table: PgTable;
  /** Which row: `id = 12`, `object_id = 'abc'`. */
  key: SQL | undefined;
  versionColumn: AnyPgColumn;
}

/** The changed row; 404 (`missing`) when there is no such row, 409 when its version moved on. */
export async function updateAtVersion(
  db: Queryable,
  record: VersionedRecord,
  expected: number | undefined,
  values: Record<string, unknown>,
  missing: () => ApiError,
): Promise<Record<string, unknown>> {
  const { table, key, versionColumn } = record;
  const [row] = await db
    .update(table)
    .set({ ...values, version: sql`${versionColumn} + 1` } as never)
    .where(expected === undefined ? key : and(key, sql`${versionColumn} = ${expected}`))
    .returning();
  if (row) return row;
  const [existing] = await db.select({ one: sql<number>`1` }).from(table).where(key).limit(1);
  throw existing ? staleVersion() : missing();
}
