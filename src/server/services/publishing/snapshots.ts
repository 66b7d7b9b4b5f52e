/**
 * The published snapshots of projects and cases, as the public API serves them: the one of
 * the kind's latest `done` publication. A publication becomes `done` in one statement, once
 * its snapshot is complete, so a reader sees the whole old snapshot or the whole new one.
 *
 * A snapshot never changes once taken, so each process keeps the last one it parsed, by id:
 * a read then asks the database only which snapshot is current (one row, without its items
 * when they are the ones kept), and parses a new one once. Several instances stay right: the
 * id comes from the shared database on every read.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SnapshotKind } from '../../../shared/entities/publishing';
import type { Database } from '../../db/database';
import { publications } from '../../db/schema';

/** The snapshot the public API serves now: its records exactly as published. */
export interface PublishedSnapshot {
  id: number;
  kind: SnapshotKind;
  publishedAt: string;
  /** Donor-visible records, as the public API answers them. */
  items: unknown[];
}

const parsed = new WeakMap<Database, Map<SnapshotKind, PublishedSnapshot>>();

/** The current snapshot of a kind, null before the first publication. */
export async function currentSnapshot(db: Database, kind: SnapshotKind): Promise<PublishedSnapshot | null> {
  let kept = parsed.get(db);
  if (!kept) parsed.set(db, (kept = new Map()));
  const known = kept.get(kind);
  const [row] = await db
    .select({
      id: publications.id,
      takenAt: publications.takenAt,
      items: sql<string | null>`case when ${publications.id} = ${known?.id ?? 0} then null else ${publications.items} end`,
    })
    .from(publications)
    .where(and(eq(publications.kind, kind), eq(publications.status, 'done')))
    .orderBy(desc(publications.id))
    .limit(1);
  if (!row) return null;
  if (known && row.id === known.id) return known;
  if (row.items === null || !row.takenAt) throw new Error(`The current ${kind} snapshot (${row.id}) has no records.`);
  const snapshot: PublishedSnapshot = { id: row.id, kind, publishedAt: row.takenAt.toISOString(), items: JSON.parse(row.items) as unknown[] };
  kept.set(kind, snapshot);
  return snapshot;
}
