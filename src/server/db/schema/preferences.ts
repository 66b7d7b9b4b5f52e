/** Per-user settings that follow a person from machine to machine (issue 3 §1: column choices). */
import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const columnPreferences = pgTable(
  'column_preferences',
  {
    userObjectId: text('user_object_id')
      .notNull()
      .references(() => users.objectId, { onDelete: 'cascade' }),
    listKey: text('list_key').notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userObjectId, table.listKey] })],
);
