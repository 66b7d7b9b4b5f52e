/**
 * The class-based data store (spec 7.3): records keyed by a random objectId, with createdAt
 * and updatedAt, the way the platform's backend store returned them.
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations, versionColumn } from './content';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** SMS keywords of an organization (spec 2.10). */
export const keywords = pgTable(
  'keywords',
  {
    objectId: text('object_id').primaryKey(),
    title: text('title').notNull(),
    org_id: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    version: versionColumn(),
  },
  (table) => [index('keywords_org_created_idx').on(table.org_id, table.createdAt)],
);
