/**
 * Published snapshots of projects and cases. TO BE BUILT (issue 14, publishing): the stub keeps
 * the public API's contract compiling.
 */
import type { SnapshotKind } from '../../../shared/entities/publishing';
import type { Database } from '../../db/database';

/** The snapshot the public API serves now: its records exactly as published. */
export interface PublishedSnapshot {
  id: number;
  kind: SnapshotKind;
  publishedAt: string;
  /** Donor-visible records, as the public API answers them. */
  items: unknown[];
}

/** The current snapshot of a kind, null before the first publication. */
export async function currentSnapshot(_db: Database, _kind: SnapshotKind): Promise<PublishedSnapshot | null> {
  return null;
}
