/**
 * What a public page shows, read from the stored page (landing_pages) and what changes after it
 * was generated: whether it still takes donations (its project or case switched off or deleted,
 * its end date past), its twin in the other language, the widths its image was re-encoded at.
 * Only the fields a donor may see leave this module: no other record's ids, no admin fields.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Language } from '../../../../shared/constants';
import { INT_MAX } from '../../../../shared/entities/fields';
import type { LandingPage, LandingPageKind } from '../../../../shared/entities/landing-page';
import type { Queryable } from '../../../db/database';
import { causes, landingPageImages, landingPages, projects } from '../../../db/schema';
import { sanitizeHtmlForPage } from '../../content/sanitize-html';
import { pageCountOf, type PageCount } from '../page-owner';

export interface PageImage {
  width: number;
  height: number;
}

export interface PublicPage {
  /** Only used to find the page's images and consents; never written into the page. */
  objectId: string;
  slug: string;
  kind: LandingPageKind;
  lang: Language;
  name: string;
  label: string;
  social: LandingPage['social'];
  /** Whether the page shows its image. */
  showImage: boolean;
  theme: LandingPage['theme'];
  components: LandingPage['components'];
  /**
   * The description sanitized again here (what the builder stored is never trusted blindly), its
   * left-to-right runs isolated.
   */
  descriptionHtml: string;
  /** The image's WebP widths, narrowest first (none: no image). */
  images: PageImage[];
  /** The same page in the other language, when there is one. */
  twin: { slug: string; lang: Language } | null;
  /** Donations closed: the record is inactive or gone, or the end date has passed. */
  closed: boolean;
  /** Its project or case is deleted (in the Trash, or for good): the page answers 410. */
  gone: boolean;
  /** What its bar counts (page-owner.ts); null: nothing. */
  count: PageCount | null;
  version: number;
}

/** The page of `slug` as of `today` (a Dubai day, yyyy-MM-dd), or null. */
export async function loadPublicPage(db: Queryable, slug: string, today: string): Promise<PublicPage | null> {
  const [row] = await db.select().from(landingPages).where(eq(landingPages.slug, slug));
  if (!row) return null;
  const [images, twin, record, count] = await Promise.all([
    db
      .select({ width: landingPageImages.width, height: landingPageImages.height })
      .from(landingPageImages)
      .where(eq(landingPageImages.pageId, row.objectId))
      .orderBy(asc(landingPageImages.width)),
    twinOf(db, row),
    recordStateOf(db, row.kind, row.sourceId),
    pageCountOf(db, row),
  ]);
  const endDate = row.components.progress?.endDate ?? null;
  return {
    objectId: row.objectId,
    slug: row.slug,
    kind: row.kind,
    lang: row.lang,
    name: row.name,
    label: row.label,
    social: row.social,
    showImage: row.image,
    theme: row.theme,
    components: row.components,
    descriptionHtml: sanitizeHtmlForPage(row.components.cause.description),
    images,
    twin,
    closed: record !== 'open' || (endDate !== null && endDate < today),
    gone: record === 'gone',
    count,
    version: row.version,
  };
}

async function twinOf(db: Queryable, row: typeof landingPages.$inferSelect): Promise<PublicPage['twin']> {
  if (row.sourceId === null) return null;
  const [twin] = await db
    .select({ slug: landingPages.slug, lang: landingPages.lang })
    .from(landingPages)
    .where(and(eq(landingPages.kind, row.kind), eq(landingPages.sourceId, row.sourceId), ne(landingPages.lang, row.lang)));
  return twin ?? null;
}

/** A project's or case's page closes with its record: switched off (isactive 0), or deleted (gone). Other pages stay open. */
async function recordStateOf(db: Queryable, kind: LandingPageKind, sourceId: string | null): Promise<'open' | 'closed' | 'gone'> {
  if (sourceId === null || (kind !== 'project' && kind !== 'cause')) return 'open';
  const id = Number(sourceId);
  // Not an id a record can have (an integer column): no such record.
  if (!Number.isInteger(id) || id < 1 || id > INT_MAX) return 'gone';
  const table = kind === 'project' ? projects : causes;
  const [record] = await db.select({ isactive: table.isactive }).from(table).where(eq(table.id, id));
  if (!record) return 'gone';
  return record.isactive === 1 ? 'open' : 'closed';
}
