/**
 * What the database adds to a registry entry served by a builder (`store: 'table' | 'class'`):
 * its table, id and version columns, list order and filter, the row values of validated data,
 * and what a status switch or a taken unique value means. The wire facts (paths, keys, schemas)
 * stay in the registry; here is only what it cannot know.
 *
 * A simple resource needs nothing here beyond its table in db/schema/resource-tables.ts. The
 * defaults: the list ordered by `order` then id when the table has an `order` column, else by
 * id (a class: newest first); each list filter of the registry on the column of its name; the
 * row values are the validated data without undefined keys; a taken unique value is reported on
 * the table's one unique column. A resource states only what differs (`overrides`).
 */
import { and, asc, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { entryOf, type Registry, type ResourceName } from '../../../shared/registry';
import type { Queryable } from '../../db/database';
import { resourceTables } from '../../db/schema/resource-tables';
import { validationError } from '../../http/validation';
import { plainTextOf } from '../../../shared/entities/rich-text';
import { bannersBinding } from '../content/banners';
import { sanitizeHtml } from '../content/sanitize-html';
import { ambassadors, memorials } from '../../db/schema/store';
import { UAE_COUNTRY_PREFIX, storedMobileNum } from '../../../shared/entities/memorial';
import { keywordClaims, shortCodeClaims } from '../sms/organization-claims';
import type { BindingOverrides, ResourceBinding, Values } from './binding-types';
import { declaredReferenceCheck, type FieldMessages } from './references';

/** The resources a builder serves. */
export type BoundResourceName = {
  [R in ResourceName]: Registry[R]['store'] extends 'table' | 'class' ? R : never;
}[ResourceName];

type DataOf<R extends ResourceName> = Registry[R] extends { create: infer S extends z.ZodType } ? z.output<S> : Values;

/** The validated data as row values: unsent optional fields are left alone; a body's `version` is a precondition, not a value. */
function storedValues(data: object): Values {
  return Object.fromEntries(Object.entries(data).filter(([key, value]) => value !== undefined && key !== 'version'));
}

const overrides: { [R in BoundResourceName]?: BindingOverrides<DataOf<R>> } = {
  // Every save makes the activity available for cases (spec 3); no image sent is no image.
  activities: {
    toValues: (data) => ({ ...storedValues(data), activityImage: data.activityImage ?? null, avalibleforCauses: 1 }),
  },
  banners: bannersBinding,
  // One row per operator + short code + keyword: a taken combination is reported on the keyword.
  // Its keyword, and its organization's keywords on its code, may not count for anyone else.
  shortCodes: { uniqueField: 'keywordEN', checkWritten: shortCodeClaims },
  // A keyword counts for its organization on each of its short codes, for nobody else there.
  keywords: { checkWritten: keywordClaims },
  // Spec 2.7: approved ambassadors first, then newest.
  ambassadors: { orderBy: [desc(ambassadors.Approved), desc(ambassadors.createdAt), desc(ambassadors.objectId)] },
  // Spec 2.8: newest first, then approved first. The number is stored without its prefix: found as staff type it.
  memorials: {
    orderBy: [desc(memorials.createdAt), desc(memorials.Approved), desc(memorials.objectId)],
    searchTerms: { mobileNum: storedMobileTerm },
    // The form's 9715xxxxxxxx is stored without the country prefix (spec 3); an update has none.
    toValues: (data) => ({ ...storedValues(data), ...(data.mobileNum && { mobileNum: storedMobileNum(data.mobileNum) }) }),
  },
};

/**
 * A UAE mobile number as a memorial stores it (`501234567`), from the ways staff type it:
 * `971501234567`, `+971 50 123 4567`, `00971501234567` or `0501234567`, whole or its start. A term
 * that is not such a number is searched as typed.
 */
function storedMobileTerm(term: string): string {
  const digits = term.replace(/[\s-]/g, '');
  const national = new RegExp(`^(?:\\+|00)?${UAE_COUNTRY_PREFIX}(5\\d*)$|^0(5\\d*)$`).exec(digits);
  return national ? (national[1] ?? national[2])! : term;
}

/**
 * The entry's rich-text fields sanitized (services/content/sanitize-html.ts) before anything is
 * stored; a required one left without text by the sanitizer (`<img onerror=…>` only) is refused
 * with its message, as an empty one was by the schema.
 */
function withSanitizedRichText(fields: Record<string, string | null> | undefined, toValues: ResourceBinding['toValues']): ResourceBinding['toValues'] {
  if (!fields) return toValues;
  return (data, context) => {
    const values = toValues(data, context);
    const empty: FieldMessages = {};
    for (const [field, message] of Object.entries(fields)) {
      if (typeof values[field] !== 'string') continue;
      const clean = sanitizeHtml(values[field]);
      if (message && plainTextOf(clean).length === 0) empty[field] = message;
      values[field] = clean;
    }
    if (Object.keys(empty).length > 0) throw validationError(empty);
    return values;
  };
}

/** The binding of a resource: its overrides over the defaults. A missing table or column stops the start. */
export function bindingOf(name: BoundResourceName): ResourceBinding {
  const entry = entryOf(name);
  const table = resourceTables[name] as PgTable | undefined;
  if (!table) throw new Error(`The resource ${name} has no table: add it to db/schema/resource-tables.ts.`);
  const columns = getTableColumns(table);
  const column = (key: string) => {
    const found = columns[key] as AnyPgColumn | undefined;
    if (!found) throw new Error(`The table of ${name} needs a ${key} column.`);
    return found;
  };
  const idColumn = column(entry.idShape === 'numeric' ? 'id' : 'objectId');
  const own = (overrides[name] ?? {}) as BindingOverrides<Values>;
  const declaredReferences = declaredReferenceCheck(entry);
  const ownReferences = own.checkReferences;
  const uniqueColumns = Object.entries(columns).filter(([, candidate]) => candidate.isUnique);
  return {
    table,
    idColumn,
    versionColumn: column('version'),
    orderBy:
      own.orderBy ??
      (entry.store === 'class'
        ? [desc(column('createdAt')), desc(idColumn)]
        : [...(columns.order ? [asc(columns.order)] : []), asc(idColumn)]),
    listWhere: own.listWhere ?? columnFilters(Object.keys(entry.list.query?.shape ?? {}).map((key) => [key, column(key)])),
    toValues: withSanitizedRichText(entry.richText, own.toValues ?? storedValues),
    refuseBrokenReferences: async (data, db) => {
      const broken = { ...(await declaredReferences(data, db)), ...(await ownReferences?.(data, db)) };
      if (Object.keys(broken).length > 0) throw validationError(broken);
    },
    onStatusToggle: own.onStatusToggle,
    checkWritten: own.checkWritten,
    uniqueField: own.uniqueField ?? (uniqueColumns.length === 1 ? uniqueColumns[0]![0] : undefined),
    searchTerms: own.searchTerms,
  };
}

/**
 * A write of a row, its check when the binding checks written rows, and its history row, in one
 * transaction. `write` gets the row as it was (null for a create), read and locked in the same
 * transaction, so the history's "before" is what the write changed.
 */
export function writeChecked<Row extends Values>(
  db: Queryable,
  binding: ResourceBinding,
  now: Date,
  change: { key: SQL | null; history: (tx: Queryable, before: Values | null, row: Row) => Promise<void> },
  write: (db: Queryable) => Promise<Row>,
): Promise<Row> {
  return db.transaction(async (tx) => {
    const before = change.key ? (((await tx.select().from(binding.table).where(change.key).for('update'))[0] as Values | undefined) ?? null) : null;
    const row = await write(tx);
    await binding.checkWritten?.(tx, row, now);
    await change.history(tx, before, row);
    return row;
  });
}

/** Each given filter value narrows the list to the rows whose column of that name holds it. */
function columnFilters(filters: Array<[string, AnyPgColumn]>): (query: Values) => SQL | undefined {
  return (query) => {
    const conditions = filters.filter(([key]) => query[key] !== undefined).map(([key, column]) => eq(column, query[key]));
    return conditions.length > 0 ? and(...conditions) : undefined;
  };
}
