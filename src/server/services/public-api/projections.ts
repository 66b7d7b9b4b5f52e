/**
 * What the public content API shows of each resource, derived from the allowlist its registry
 * entry declares (`publicApi`, src/shared/registry.ts): the fields a donor may see (a pick of the
 * record's shared schema, read as exactly those columns, never a whole row), which records
 * (active or approved ones) and in which order. One builder reads every resource the same way.
 */
import { asc, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ACTIVE } from '../../../shared/constants';
import { entryOf, resourceNames, type PublicApiAllowlist, type Registry, type ResourceName } from '../../../shared/registry';
import type { Database } from '../../db/database';
import { resourceTables } from '../../db/schema/resource-tables';

/** One resource of the public API: the shape of its items and how they are read. */
export interface PublicResource {
  /** Words for the API documentation. */
  summary: string;
  item: z.ZodObject;
  read(db: Database): Promise<Array<Record<string, unknown>>>;
}

/** A column of the resource's table by field name; a field without one stops the start. */
function columnOf(name: ResourceName, columns: Record<string, PgColumn>, field: string): PgColumn {
  const column = columns[field];
  if (!column) throw new Error(`The public API of ${name} names ${field}, which its table has no column for.`);
  return column;
}

/** The records a donor may see: active, approved, or every one. */
function visibleWhere(name: ResourceName, columns: Record<string, PgColumn>, visibleWhen: PublicApiAllowlist['visibleWhen']): SQL | undefined {
  if (visibleWhen === 'active') return eq(columnOf(name, columns, 'isactive'), ACTIVE);
  if (visibleWhen === 'approved') return eq(columnOf(name, columns, 'Approved'), true);
  return undefined;
}

/** Times as ISO 8601 texts, as the record schemas answer them. */
const withIsoTimes = (rows: Array<Record<string, unknown>>) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value])));

/** The projection of one resource: exactly its allowlisted columns, of its visible records, in its order. */
function projectionOf(name: ResourceName, allowlist: PublicApiAllowlist): PublicResource {
  const table: PgTable = resourceTables[name];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const selection: SelectedFields = Object.fromEntries(allowlist.fields.map((field) => [field, columnOf(name, columns, field)]));
  const where = visibleWhere(name, columns, allowlist.visibleWhen);
  const orderBy = allowlist.order.map(([field, direction]) => (direction === 'asc' ? asc : desc)(columnOf(name, columns, field)));
  const mask = Object.fromEntries(allowlist.fields.map((field) => [field, true])) as Parameters<z.ZodObject['pick']>[0];
  const item = (entryOf(name).record as z.ZodObject).pick(mask);
  return {
    summary: allowlist.summary,
    item,
    read: async (db) => withIsoTimes(await db.select(selection).from(table).where(where).orderBy(...orderBy)),
  };
}

/** The path names of the resources whose entry has a `publicApi` allowlist. */
export type PublicResourceName = {
  [R in ResourceName]: Registry[R] extends { publicApi: { name: infer Name extends string } } ? Name : never;
}[ResourceName];

/** Every public resource by its path name (`selected-videos`), in the registry's order. */
export const publicResources = Object.fromEntries(
  resourceNames.flatMap((name) => {
    const allowlist = entryOf(name).publicApi;
    return allowlist ? [[allowlist.name, projectionOf(name, allowlist)]] : [];
  }),
) as Record<PublicResourceName, PublicResource>;
