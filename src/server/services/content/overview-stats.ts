/**
 * The overview's dates (spec 2.20, 7.1): when the newest banner, project and urgent case was
 * added and last changed.
 *
 *   GET /banners/stats/last_added    → { last_added_banner_date: string | null }
 *   GET /banners/stats/last_updated  → { last_updated_banner_date: string | null }
 *   … the same under /projects (`…_project_date`) and /causes (`…_cause_date`)
 *
 * ISO 8601 texts, null while the table is empty. Each is the first row of an index on
 * `created_at` or `updated_at` (migration 0007), never a scan, however long the table grows.
 * The newest memorial person is its list's first row (`GET /classes/InMemory?limit=1&order=-createdAt`).
 */
import { desc } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { statsRoute, type OverviewStat } from '../../../shared/endpoints';
import { registry } from '../../../shared/registry';
import type { ServerContext } from '../../context';
import type { Queryable } from '../../db/database';
import { banners, causes, projects } from '../../db/schema';

interface StatsSubject {
  path: string;
  /** The word of the answer's keys (`last_added_banner_date`) and of the documentation. */
  word: string;
  table: PgTable & { createdAt: AnyPgColumn; updatedAt: AnyPgColumn };
  many: string;
}

const subjects: StatsSubject[] = [
  { path: registry.banners.path, word: 'banner', table: banners, many: 'banners' },
  { path: registry.projects.path, word: 'project', table: projects, many: 'projects' },
  { path: registry.causes.path, word: 'cause', table: causes, many: 'urgent cases' },
];

const stats: ReadonlyArray<{ name: OverviewStat; column: 'createdAt' | 'updatedAt'; what: string }> = [
  { name: 'last_added', column: 'createdAt', what: 'added' },
  { name: 'last_updated', column: 'updatedAt', what: 'last changed (or added)' },
];

/** The newest value of an indexed timestamp column, or null on an empty table. */
export async function newestTime(db: Queryable, table: PgTable, column: AnyPgColumn): Promise<string | null> {
  const [row] = await db.select({ at: column }).from(table).orderBy(desc(column)).limit(1);
  return row?.at instanceof Date ? row.at.toISOString() : null;
}

export const overviewStatsRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  for (const subject of subjects) {
    for (const stat of stats) {
      const key = `${stat.name}_${subject.word}_date`;
      app.get(
        statsRoute(subject.path, stat.name),
        {
          schema: {
            tags: ['overview'],
            summary: `When the newest of the ${subject.many} was ${stat.what}: ISO 8601, or null while there are none.`,
            response: { 200: z.object({ [key]: z.string().nullable() }) },
          },
        },
        async () => ({ [key]: await newestTime(context.db, subject.table, subject.table[stat.column]) }),
      );
    }
  }
};
