/**
 * References a registry entry declares (`references`: a field naming a record of another
 * resource, by its `id` or `intID`): checked on every create and update by the builders, each
 * missing record a 400 on its field with the entry's message (`validation.selectOrg`).
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceEntry, ResourceName } from '../../../shared/registry';
import type { Queryable } from '../../db/database';
import { resourceTables } from '../../db/schema/resource-tables';

export type FieldMessages = Record<string, string>;

/** Whether a row with this value exists (a reference given in a form). */
export async function exists(db: Queryable, column: AnyPgColumn, value: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(column.table as PgTable)
    .where(eq(column, value))
    .limit(1);
  return rows.length > 0;
}

/**
 * The check of an entry's declared references: field → message for each value that names no
 * record. An absent value is left to the schema (which says whether the field is required).
 * A reference to a resource or column that does not exist stops the start.
 */
export function declaredReferenceCheck(entry: ResourceEntry): (data: Record<string, unknown>, db: Queryable) => Promise<FieldMessages> {
  const checks = Object.entries(entry.references ?? {}).map(([field, reference]) => {
    const table = resourceTables[reference.resource as ResourceName] as PgTable | undefined;
    const column = table && (getTableColumns(table)[reference.by] as AnyPgColumn | undefined);
    if (!column) throw new Error(`${entry.path}: ${field} refers to ${reference.resource}.${reference.by}, which has no table column.`);
    return { field, column, message: reference.message };
  });
  return async (data, db) => {
    const fields: FieldMessages = {};
    for (const { field, column, message } of checks) {
      const value = data[field];
      if (typeof value === 'number' && !(await exists(db, column, value))) fields[field] = message;
    }
    return fields;
  };
}
