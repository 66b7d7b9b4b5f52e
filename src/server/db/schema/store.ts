/**
 * The class-based data store (spec 7.3): records keyed by a random objectId, with createdAt,
 * updatedAt and a version, the way the platform's backend store returned them. A class is a
 * registry entry and a table built from the two helpers below; services/store/class-store.ts
 * serves it.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { SEARCH_FOLD } from '../../../shared/search-text';
import { organizations, versionColumn } from './content';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A class record's key: a random string the server generates. */
export const objectIdColumn = () => text('object_id').primaryKey();

/** The bookkeeping of a class record (a fresh set per table), after its own fields. */
export function classRecordColumns() {
  return {
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    version: versionColumn(),
  };
}

/**
 * The folded twin of a searchable text column (`title` → `title_search`, key `titleSearch`): the
 * text as search-text.ts normalizes it, kept by the database on every write, so a server-mode
 * search (services/resources/list-page.ts) compares stored values instead of folding every row
 * of the class on every search. The mapping is the shared one, written into the migration.
 */
export const searchTextColumn = (source: string) =>
  text(`${source}_search`)
    .notNull()
    .generatedAlwaysAs(sql.raw(`translate(${source}, '${SEARCH_FOLD.from}', '${SEARCH_FOLD.to}')`));

/** SMS keywords of an organization (spec 2.10). */
export const keywords = pgTable(
  'keywords',
  {
    objectId: objectIdColumn(),
    title: text('title').notNull(),
    org_id: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    ...classRecordColumns(),
    titleSearch: searchTextColumn('title'),
  },
  // The list's orders (newest first, by title), over every organization or one: a page is read
  // from an index instead of sorting the whole class (a server-mode list, resources/list-page.ts).
  (table) => [
    index('keywords_org_created_idx').on(table.org_id, table.createdAt),
    index('keywords_created_idx').on(table.createdAt, table.objectId),
    index('keywords_title_idx').on(table.title, table.createdAt, table.objectId),
  ],
);
