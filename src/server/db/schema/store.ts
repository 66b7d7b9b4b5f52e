/**
 * The class-based data store (spec 7.3): records keyed by a random objectId, with createdAt,
 * updatedAt and a version, the way the platform's backend store returned them. A class is a
 * registry entry and a table built from the two helpers below; services/store/class-store.ts
 * serves it.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
  },
  (table) => [index('keywords_org_created_idx').on(table.org_id, table.createdAt)],
);
