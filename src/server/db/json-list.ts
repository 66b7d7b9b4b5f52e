import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './database';

/**
 * A whole table (or a filtered part) as one JSON array text, built by the database with the
 * API's property names, in the given order. A long list costs a fraction of reading the rows
 * into objects and serializing them again: for 10,000 activities on PGlite, about 60 ms
 * against 250 ms. Every column of these tables is an integer or text, so the JSON values are
 * exactly what the row objects would serialize to.
 */
export async function selectJsonArray(
  db: Queryable,
  table: PgTable,
  options: {
    where?: SQL;
    orderBy: readonly (SQL | AnyPgColumn)[];
    /** Only these properties (a record's own fields), leaving out bookkeeping columns such as `created_at`. */
    keys?: readonly string[];
  },
): Promise<string> {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => !options.keys || options.keys.includes(key));
  const pairs = columns.map(([key, column]) => sql`${key}::text, ${column}`);
  // The order inside the aggregate is exact; an ordered subquery would only usually be kept.
  const ordering = options.orderBy.length > 0 ? sql` order by ${sql.join([...options.orderBy], sql`, `)}` : sql``;
  // Both drivers answer `{ rows }`; their declared result types differ, hence the cast.
  const result = (await db.execute(
    sql`select coalesce(json_agg(json_build_object(${sql.join(pairs, sql`, `)})${ordering}), '[]')::text as json from ${table}${options.where ? sql` where ${options.where}` : sql``}`,
  )) as unknown as { rows: Array<{ json: string }> };
  return result.rows[0]?.json ?? '[]';
}
