/**
 * What still uses records a delete was refused for: the records of every resource whose table
 * holds a foreign key to theirs (an organization's short codes and keywords), counted per
 * resource. Read from the drizzle schema, so a reference added later is counted without edits
 * here. Tables that are not a resource of the registry (sessions, payment rows) are not named.
 */
import { count, inArray } from 'drizzle-orm';
import { getTableConfig, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { registry, type ResourceName } from '../../../shared/registry';
import type { Queryable } from '../../db/database';
import { resourceTables } from '../../db/schema/resource-tables';

interface Reference {
  resource: ResourceName;
  table: PgTable;
  column: AnyPgColumn;
}

/** The single-column foreign keys of the resources' tables that point at `table`. */
function referencesTo(table: PgTable): Reference[] {
  const references: Reference[] = [];
  for (const [resource, candidate] of Object.entries(resourceTables) as Array<[ResourceName, PgTable]>) {
    for (const foreignKey of getTableConfig(candidate).foreignKeys) {
      const { columns, foreignTable } = foreignKey.reference();
      const [column] = columns;
      if (foreignTable === table && columns.length === 1 && column) references.push({ resource, table: candidate, column });
    }
  }
  return references;
}

/** Records of each resource that use any of `ids` of `table` (resources with none are left out). */
export async function usageOf(db: Queryable, table: PgTable, ids: ReadonlyArray<number | string>): Promise<Partial<Record<ResourceName, number>>> {
  const usage: Partial<Record<ResourceName, number>> = {};
  for (const { resource, table: user, column } of referencesTo(table)) {
    const [row] = await db.select({ count: count() }).from(user).where(inArray(column, [...ids]));
    const used = row?.count ?? 0;
    if (used > 0) usage[resource] = (usage[resource] ?? 0) + used;
  }
  return usage;
}

/** 'used by 2 short codes and 1 keyword', with the registry's nouns (the English message of the refusal). */
export function usageText(usage: Partial<Record<ResourceName, number>>): string {
  const parts = Object.entries(usage).map(([resource, used]) => {
    const { noun } = registry[resource as ResourceName];
    return `${used} ${used === 1 ? noun.one : noun.many}`;
  });
  return `used by ${new Intl.ListFormat('en', { type: 'conjunction' }).format(parts)}`;
}
