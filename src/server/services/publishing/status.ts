/**
 * Where each kind of published content stands (`GET /backoffice/publishing`, the top bar's
 * 'last published' line and unpublished-changes mark).
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { PublishFailure, PublishingStatus, SnapshotKind, SnapshotState, WebsiteBlogsState } from '../../../shared/entities/publishing';
import type { Database } from '../../db/database';
import { publications, websiteDeploys } from '../../db/schema';
import { rowsOf } from '../../db/sql-rows';
import { currentFingerprint, EMPTY_FINGERPRINT } from './changes';
import { STOPPED_PUBLICATION_ERROR } from './jobs';
import { publicRecords } from './public-records';

/** The row of `website_deploys` the blog rebuild writes. */
export const WEBSITE_BLOGS = 'websiteBlogs';

async function snapshotState(db: Database, kind: SnapshotKind, now: Date): Promise<SnapshotState> {
  const ofKind = eq(publications.kind, kind);
  const [current] = await db
    .select({
      id: publications.id,
      takenAt: publications.takenAt,
      changed: sql<boolean>`${publications.fingerprint} is distinct from ${currentFingerprint(publicRecords[kind])}`,
    })
    .from(publications)
    .where(and(ofKind, eq(publications.status, 'done')))
    .orderBy(desc(publications.id))
    .limit(1);
  // At most one runs at a time (a unique partial index); one whose lease ran out has stopped with its server.
  const [latestRunning] = await db
    .select({ leaseUntil: publications.leaseUntil })
    .from(publications)
    .where(and(ofKind, eq(publications.status, 'running')));
  const running = latestRunning?.leaseUntil ? latestRunning.leaseUntil > now : false;
  const stopped: PublishFailure | null =
    latestRunning && !running ? { at: (latestRunning.leaseUntil ?? now).toISOString(), message: STOPPED_PUBLICATION_ERROR } : null;
  const [failure] = await db
    .select({ finishedAt: publications.finishedAt, error: publications.error })
    .from(publications)
    .where(and(ofKind, eq(publications.status, 'failed'), gt(publications.id, current?.id ?? 0)))
    .orderBy(desc(publications.id))
    .limit(1);
  return {
    lastPublishedAt: current?.takenAt?.toISOString() ?? null,
    unpublishedChanges: current ? current.changed : await changedSinceNothing(db, kind),
    running,
    // Until the next press fails it for good, a publication whose server stopped is said to have failed already.
    lastFailure: stopped ?? (failure ? { at: (failure.finishedAt ?? now).toISOString(), message: failure.error ?? '' } : null),
  };
}

/** Never published: changes are there once the kind has an active record. */
async function changedSinceNothing(db: Database, kind: SnapshotKind): Promise<boolean> {
  const [row] = rowsOf<{ changed: boolean }>(
    await db.execute(sql`select ${currentFingerprint(publicRecords[kind])} <> ${EMPTY_FINGERPRINT} as changed`),
  );
  return Boolean(row?.changed);
}

async function websiteBlogsState(db: Database, configured: boolean): Promise<WebsiteBlogsState> {
  const [row] = await db.select().from(websiteDeploys).where(eq(websiteDeploys.name, WEBSITE_BLOGS));
  const failure: PublishFailure | null =
    row?.lastFailureAt ? { at: row.lastFailureAt.toISOString(), message: row.lastFailureMessage ?? '' } : null;
  return { configured, lastPublishedAt: row?.lastPublishedAt?.toISOString() ?? null, lastFailure: failure };
}

export async function publishingStatus(db: Database, now: Date, websiteConfigured: boolean): Promise<PublishingStatus> {
  return {
    projects: await snapshotState(db, 'projects', now),
    causes: await snapshotState(db, 'causes', now),
    websiteBlogs: await websiteBlogsState(db, websiteConfigured),
  };
}
