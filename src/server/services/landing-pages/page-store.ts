/**
 * Stored pages: one per record and language (`kind`, `source_id`, `lang`), so generating a page
 * again for the same record finds and updates it: same row, same slug (a shared link keeps
 * working), same creation time, version + 1. A marketing-API page has no source and is always new.
 * The page and its images are written in one transaction.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { writeHistory, type HistoryActor } from '../history/record-history';
import type { LandingPage, LandingPageData, LandingPageKind } from '../../../shared/entities/landing-page';
import type { Language } from '../../../shared/constants';
import type { Database, Queryable } from '../../db/database';
import { landingPages } from '../../db/schema';
import { PG_UNIQUE_VIOLATION, pgError } from '../../db/pg-errors';
import { randomObjectId } from '../auth/tokens';
import { pageLink } from './links';
import { replacePageImages, type PageImage } from './page-images';
import { freeSlug } from './slugs';

export type LandingPageRow = typeof landingPages.$inferSelect;

/** What a builder (build-page.ts) makes of a record: the page's content and where it belongs. */
export interface PageDraft {
  kind: LandingPageKind;
  /** The record's id (project, case, memorial, campaign request); null: a marketing-API page. */
  sourceId: string | null;
  lang: Language;
  /** The slug a new page gets (then numbered on collision); an existing page keeps its own. */
  slugBase: string;
  data: LandingPageData;
  /**
   * The progress bar counts from the page's first creation day: a regenerated page keeps the
   * start date it had (a campaign's dates are the form's and are taken as given).
   */
  progressFromCreation: boolean;
}

export interface SavedPage {
  row: LandingPageRow;
  created: boolean;
}

/** A concurrent insert of the same slug or record: tried again (the second finds the first). */
const SAVE_ATTEMPTS = 5;

/** A rule the saved page must keep, checked in its transaction (a throw undoes the save). */
export type SavedPageCheck = (tx: Queryable, row: LandingPageRow) => Promise<void>;

/**
 * Inserts the page, or updates the one of the same record and language; its images replaced by
 * `images` (undefined: left as they are); then `check`.
 */
export async function savePage(
  db: Database,
  draft: PageDraft,
  images: readonly PageImage[] | undefined,
  now: Date,
  actor: HistoryActor,
  check?: SavedPageCheck,
): Promise<SavedPage> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        const { before, ...saved } = await upsert(tx, draft, now);
        if (images) await replacePageImages(tx, saved.row.objectId, images);
        await check?.(tx, saved.row);
        const action = saved.created ? 'create' : 'update';
        await writeHistory(tx, actor, now, [{ resource: 'landingPages', recordId: saved.row.objectId, action, before, after: saved.row }]);
        return saved;
      });
    } catch (error) {
      if (attempt >= SAVE_ATTEMPTS || !pgError(error, PG_UNIQUE_VIOLATION)) throw error;
    }
  }
}

async function upsert(tx: Queryable, draft: PageDraft, now: Date): Promise<SavedPage & { before: LandingPageRow | null }> {
  // Locked until the commit: generations of one record at once update it one after the other.
  const existing = draft.sourceId === null ? undefined : await findBySource(tx, draft.kind, draft.sourceId, draft.lang, { lock: true });
  const columns = columnsOf(draft.data);
  if (existing) {
    const progress = columns.components.progress;
    const kept = existing.components.progress;
    if (draft.progressFromCreation && progress && kept) progress.startDate = kept.startDate;
    const [row] = await tx
      .update(landingPages)
      .set({ ...columns, updatedAt: now, version: sql`${landingPages.version} + 1` })
      .where(eq(landingPages.objectId, existing.objectId))
      .returning();
    return { row: row!, created: false, before: existing };
  }
  const slug = await freeSlug(tx, draft.slugBase);
  const [row] = await tx
    .insert(landingPages)
    .values({ objectId: randomObjectId(), slug, kind: draft.kind, sourceId: draft.sourceId, lang: draft.lang, ...columns, createdAt: now, updatedAt: now, version: 1 })
    .returning();
  return { row: row!, created: true, before: null };
}

function columnsOf(data: LandingPageData) {
  return {
    name: data.name,
    label: data.label,
    social: data.social,
    webPush: data.webPush,
    image: data.image,
    theme: data.theme,
    tracking: data.tracking,
    components: structuredClone(data.components),
  };
}

export async function findBySource(
  db: Queryable,
  kind: LandingPageKind,
  sourceId: string,
  lang: Language,
  options: { lock?: boolean } = {},
): Promise<LandingPageRow | undefined> {
  const query = db
    .select()
    .from(landingPages)
    .where(and(eq(landingPages.kind, kind), eq(landingPages.sourceId, sourceId), eq(landingPages.lang, lang)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function findPage(db: Queryable, where: SQL): Promise<LandingPageRow | undefined> {
  const [row] = await db.select().from(landingPages).where(where);
  return row;
}

/** The page of the same record in the other language (its switch), if there is one. */
export async function twinOf(db: Queryable, row: Pick<LandingPageRow, 'kind' | 'sourceId' | 'lang'>): Promise<LandingPageRow | undefined> {
  if (row.sourceId === null) return undefined;
  return findBySource(db, row.kind, row.sourceId, row.lang === 'ar' ? 'en' : 'ar');
}

/** A row as the admin routes answer it, with its public address. */
export function toLandingPage(row: LandingPageRow, linkBase: string): LandingPage {
  return {
    objectId: row.objectId,
    slug: row.slug,
    kind: row.kind,
    sourceId: row.sourceId,
    name: row.name,
    label: row.label,
    lang: row.lang,
    social: row.social,
    webPush: row.webPush,
    image: row.image,
    theme: row.theme,
    tracking: row.tracking,
    components: row.components,
    link: pageLink(linkBase, row.slug),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
