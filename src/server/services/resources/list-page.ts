/**
 * A server-mode list (registry `list.mode: 'server'`, ARCHITECTURE §5): the page the screen
 * shows, in the order it asked for, narrowed by its search term, with the count of every row
 * that matches. The builders call these with the entry and its binding; what is allowed comes
 * from the entry (`sortable`, `searchable`), so nothing here is written per resource.
 *
 *   GET path?limit=10&skip=20&order=-title&search=اسلام&org_id=3 → { results, count }
 */
import { and, asc, count, desc, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { boundMessage } from '../../../shared/entities/fields';
import { SEARCH_TERM_MAX, searchTermOf } from '../../../shared/search-text';
import { SERVER_PAGE_DEFAULT, type ResourceEntry } from '../../../shared/registry';
import type { Queryable } from '../../db/database';
import { listResponseOf, pagedQueryOf } from './wire-schemas';

export interface ListPageQuery {
  order?: string;
  search?: string;
}

/** Whether an entry's list is paged, sorted and searched by the server. */
export const isServerMode = (entry: ResourceEntry): boolean => entry.list.mode === 'server';

/** What a server-mode entry must state; checked when the routes are registered, so a mistake stops the start. */
export function checkServerMode(entry: ResourceEntry, table: PgTable): void {
  if (!isServerMode(entry)) return;
  if (!entry.list.paged) throw new Error(`${entry.path}: a server-mode list must be paged.`);
  const columns = getTableColumns(table);
  for (const field of entry.list.sortable ?? []) {
    if (!columns[field]) throw new Error(`${entry.path}: the list sorts by ${field}, which its table has no column for.`);
  }
  for (const field of entry.list.searchable ?? []) {
    if (!columns[searchKeyOf(field)]) throw new Error(`${entry.path}: searching ${field} needs its folded twin ${searchKeyOf(field)} (db/schema/search-text-columns.ts searchTextColumn).`);
  }
}

/** The key of a searchable field's folded twin column: `title` → `titleSearch`. */
export const searchKeyOf = (field: string): string => `${field}Search`;

/** The folded twins of an entry's searchable fields: kept for searching, never answered. */
export const searchKeysOf = (entry: ResourceEntry): string[] => (entry.list.searchable ?? []).map(searchKeyOf);

/** `order` and `search` of a server-mode list: one of the allowed fields, `-` first for descending; a term of at most SEARCH_TERM_MAX characters. */
export function listPageQueryShape(entry: ResourceEntry): z.ZodRawShape {
  const fields = entry.list.sortable ?? [];
  const orders = fields.flatMap((field) => [field, `-${field}`]);
  return {
    ...(orders.length > 0 && {
      order: z.enum(orders as [string, ...string[]], { error: 'validation.invalid' }).optional().describe(
        `Sort by one of ${fields.join(', ')}; a leading \`-\` sorts descending. Default: newest first.`,
      ),
    }),
    ...((entry.list.searchable?.length ?? 0) > 0 && {
      search: z
        .string({ error: 'validation.invalid' })
        .max(SEARCH_TERM_MAX, boundMessage('maxLength', SEARCH_TERM_MAX))
        .optional()
        .describe(
          `Rows whose ${entry.list.searchable!.join(' or ')} contains the term; Arabic letter forms, diacritics, Latin case and Arabic-Indic digits do not matter.`,
        ),
    }),
  };
}

/**
 * The ORDER BY of a page: the asked field, then the list's own order, which ends on the id, so
 * that rows with equal values keep one order from page to page.
 */
export function pageOrder(table: PgTable, order: string | undefined, listOrder: readonly (SQL | AnyPgColumn)[]): Array<SQL | AnyPgColumn> {
  if (!order) return [...listOrder];
  const descending = order.startsWith('-');
  const column = getTableColumns(table)[descending ? order.slice(1) : order] as AnyPgColumn;
  return [descending ? desc(column) : asc(column), ...listOrder];
}

/** LIKE's own characters in a term, escaped so they match themselves. */
const likeEscaped = (term: string) => term.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A field's own reading of a search term (a mobile number typed with its prefix, as stored without it); by field. */
export type SearchTerms = Record<string, (term: string) => string>;

/**
 * Rows where any searchable field contains the term, both folded the shared way (the field by its
 * stored twin, the term here in JS), the term as the field reads it (`searchTerms`); undefined for
 * no term. The twin is compared as stored, never folded again, so its trigram index
 * (`searchTextIndex`) answers the `LIKE '%term%'` instead of a read of every row; several fields
 * are several index scans joined (a BitmapOr).
 */
export function searchWhere(entry: ResourceEntry, table: PgTable, search: string | undefined, searchTerms: SearchTerms = {}): SQL | undefined {
  const term = searchTermOf(search ?? '');
  if (!term) return undefined;
  const columns = getTableColumns(table);
  const matches = (entry.list.searchable ?? []).map((field) => {
    const pattern = `%${likeEscaped(searchTerms[field]?.(term) ?? term)}%`;
    return sql`${columns[searchKeyOf(field)] as AnyPgColumn} like ${pattern}`;
  });
  return matches.length === 1 ? matches[0] : sql`(${sql.join(matches, sql` or `)})`;
}

/** A filter and a search together (either may be absent). */
export const bothWhere = (filter: SQL | undefined, search: SQL | undefined): SQL | undefined => (filter && search ? and(filter, search) : (filter ?? search));

/** `{ count }`: how many rows a list or a search covers. */
export const countResponseSchema = z.object({ count: z.number().int() });

/** The query string of a server-mode list: its paging (`limit`, `skip`), its filters, `order` and `search`. */
export const serverPageQueryOf = (entry: ResourceEntry): z.ZodObject => pagedQueryOf(entry).extend(listPageQueryShape(entry));

/** The answer of a server-mode list: its rows under the entry's list key, and the count of every match. */
export const serverPageResponseOf = (entry: ResourceEntry): z.ZodType<Record<string, unknown>> => listResponseOf(entry).extend(countResponseSchema.shape);

export interface ServerPageRequest extends ListPageQuery {
  /** The filter and search of the page (bothWhere). */
  where: SQL | undefined;
  /** The list's own order, ending on the id (pageOrder). */
  listOrder: readonly (SQL | AnyPgColumn)[];
  limit?: number;
  skip?: number;
}

/** One page of a server-mode list, in the order asked, and the count of every row that matches. */
export async function readServerPage(db: Queryable, table: PgTable, request: ServerPageRequest): Promise<{ rows: Array<Record<string, unknown>>; count: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(request.where)
      .orderBy(...pageOrder(table, request.order, request.listOrder))
      .limit(request.limit ?? SERVER_PAGE_DEFAULT)
      .offset(request.skip ?? 0),
    db.select({ count: count() }).from(table).where(request.where),
  ]);
  return { rows, count: total?.count ?? 0 };
}
