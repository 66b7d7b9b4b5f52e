/**
 * Publishing (spec 2.1, 4 Update buttons, 7.1, 7.4): the publications of projects and cases,
 * each holding the snapshot it took, and where the website's blog rebuild stands.
 *
 * A publication is `running` while its job takes the snapshot, then `done` (its snapshot is the
 * current one while no later publication of its kind is done) or `failed`. At most one runs per
 * kind (a unique partial index), so two presses at once, also on two instances, make one; a
 * running publication whose lease ran out (its instance stopped) is marked failed by the next press.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { snapshotKinds } from '../../../shared/entities/publishing';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const publications = pgTable(
  'publications',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: snapshotKinds }).notNull(),
    status: text('status', { enum: ['running', 'done', 'failed'] }).notNull(),
    startedAt: at('started_at').notNull(),
    /** A running publication holds its kind until then; a later press may take over after it. */
    leaseUntil: at('lease_until'),
    /** When the snapshot was read (its `publishedAt`). */
    takenAt: at('taken_at'),
    finishedAt: at('finished_at'),
    count: integer('count'),
    error: text('error'),
    /**
     * The donor-visible records as one JSON array text, kept as read (jsonb would reorder keys);
     * cleared once a later snapshot of the kind is current.
     */
    items: text('items'),
    /** The ids and versions of the active records the snapshot was taken from (see publishing/changes.ts). */
    fingerprint: text('fingerprint'),
  },
  (table) => [
    uniqueIndex('publications_one_running_idx').on(table.kind).where(sql`${table.status} = 'running'`),
    index('publications_kind_idx').on(table.kind, table.status, table.id),
  ],
);

/** The website's blog rebuild (one row, `name = 'websiteBlogs'`): the last success and the last failure after it. */
export const websiteDeploys = pgTable('website_deploys', {
  name: text('name').primaryKey(),
  lastPublishedAt: at('last_published_at'),
  lastFailureAt: at('last_failure_at'),
  lastFailureMessage: text('last_failure_message'),
});
