/**
 * Projects and causes as JSON built by the database (as db/json-list.ts does for the table
 * resources): one json_build_object per record, with correlated json_agg subqueries for its
 * payment lists (indexed by owner and id).
 *
 * Every write through the API stores that JSON text in the record (`record_json`, in the same
 * transaction), with a key of the JSON expression (`record_json_key`): a list is then a
 * concatenation of stored texts (10,000 projects with their lists: ~10 MB, built in well under
 * 300 ms on PGlite, against ~800 ms when built per request). A record whose stored text is
 * missing (rows seeded or written by SQL) or of another shape (an older server) is built on the
 * fly, so the answer is always the current shape.
 */
import { createHash } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/database';
import type { ApiError } from '../../../http/api-error';

/** The records whose JSON is stored: a table, its JSON expression and where the text is kept. */
export interface JsonRecords {
  table: PgTable;
  idColumn: AnyPgColumn;
  /** One record as a JSON object expression (its lists included). */
  json: SQL;
  /** The list's order. */
  orderBy: SQL;
  recordJsonColumn: AnyPgColumn;
  recordJsonKeyColumn: AnyPgColumn;
}

/** An ISO 8601 UTC text of a timestamptz, as Date.toISOString() writes it. */
export const isoTime = (column: AnyPgColumn): SQL => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `json_build_object('key', value, …)`; the keys are the server's own constants. */
export function jsonObject(fields: Record<string, AnyPgColumn | SQL>): SQL {
  const pairs = Object.entries(fields).map(([key, value]) => {
    if (!/^[A-Za-z_]+$/.test(key)) throw new Error(`Unexpected JSON key ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** The items of one owner as a JSON array (`[]` when none), in id order. */
export function itemsOf(table: PgTable, item: SQL, ownerColumn: AnyPgColumn, ownerId: AnyPgColumn, idColumn: AnyPgColumn): SQL {
  return sql`coalesce((select json_agg(${item} order by ${idColumn}) from ${table} where ${ownerColumn} = ${ownerId}), '[]'::json)`;
}

async function selectJson(db: Queryable, query: SQL): Promise<string | undefined> {
  // Both drivers answer `{ rows }`; their declared result types differ, hence the cast.
  const result = (await db.execute(query)) as unknown as { rows: Array<{ json: string | null }> };
  return result.rows[0]?.json ?? undefined;
}

const dialect = new PgDialect();
const jsonKeys = new WeakMap<SQL, string>();

/** The key of a JSON expression: changes whenever the answered shape changes. */
function jsonKey(records: JsonRecords): string {
  let key = jsonKeys.get(records.json);
  if (key === undefined) {
    key = createHash('sha256').update(dialect.sqlToQuery(records.json).sql).digest('base64url').slice(0, 16);
    jsonKeys.set(records.json, key);
  }
  return key;
}

/** A record's JSON text: the stored one when it has the current shape, else built now. */
function recordText(records: JsonRecords): SQL {
  return sql`case when ${records.recordJsonKeyColumn} = ${jsonKey(records)} then ${records.recordJsonColumn} else (${records.json})::text end`;
}

/** Every record with its lists, as one JSON array text, in the list's order. */
export async function listJson(db: Queryable, records: JsonRecords): Promise<string> {
  // Usually every stored text is current: then the list is a plain concatenation (the CASE of
  // recordText costs as much again over 10,000 rows, so it is used only when needed).
  const stale = await selectJson(
    db,
    sql`select exists(select 1 from ${records.table} where ${records.recordJsonKeyColumn} is distinct from ${jsonKey(records)})::text as json`,
  );
  const text = stale === 'true' ? recordText(records) : records.recordJsonColumn;
  const json = await selectJson(db, sql`select '[' || string_agg(${text}, ',' order by ${records.orderBy}) || ']' as json from ${records.table}`);
  return json ?? '[]';
}

/** One record with its lists; `missing()` when there is none. */
export async function readRecord(db: Queryable, records: JsonRecords, id: number, missing: () => ApiError): Promise<unknown> {
  const json = await selectJson(db, sql`select ${recordText(records)} as json from ${records.table} where ${records.idColumn} = ${id}`);
  if (json === undefined) throw missing();
  return JSON.parse(json);
}

/** Stores the JSON text of one record (every record without an id), after its last change in this transaction. */
export async function storeRecordJson(db: Queryable, records: JsonRecords, id?: number): Promise<void> {
  await db
    .update(records.table)
    .set({ recordJson: sql`(${records.json})::text`, recordJsonKey: jsonKey(records) } as never)
    .where(id === undefined ? undefined : eq(records.idColumn, id));
}
