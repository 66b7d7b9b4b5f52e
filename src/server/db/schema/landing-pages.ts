/**
 * Public donation pages (services/landing-pages): the pages staff generate, the images re-encoded
 * for them, and the consents donors give on them.
 */
import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LandingPage } from '../../../shared/entities/landing-page';
import { versionColumn } from './content';
import { searchTextColumn, searchTextIndex } from './search-text-columns';
import { objectIdColumn } from './store';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const landingPages = pgTable(
  'landing_pages',
  {
    objectId: objectIdColumn(),
    /** Unique, readable, and kept when the page is generated again. */
    slug: text('slug').notNull(),
    kind: text('kind', { enum: ['project', 'cause', 'memorial', 'campaign'] }).notNull(),
    /**
     * What the page was generated from, so generating it again updates it: a project or case id,
     * a memorial objectId, a campaign form's requestId; null for a page the marketing API made.
     */
    sourceId: text('source_id'),
    lang: text('lang', { enum: ['ar', 'en'] }).notNull(),
    name: text('name').notNull(),
    label: text('label').notNull(),
    social: jsonb('social').$type<LandingPage['social']>().notNull(),
    webPush: boolean('web_push').notNull(),
    image: boolean('image').notNull(),
    theme: jsonb('theme').$type<LandingPage['theme']>().notNull(),
    tracking: jsonb('tracking').$type<LandingPage['tracking']>().notNull(),
    components: jsonb('components').$type<LandingPage['components']>().notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    version: versionColumn(),
    nameSearch: searchTextColumn('name'),
  },
  (table) => [
    uniqueIndex('landing_pages_slug_idx').on(table.slug),
    // One page per record and language: generating again finds it.
    uniqueIndex('landing_pages_source_idx').on(table.kind, table.sourceId, table.lang).where(sql`source_id IS NOT NULL`),
    index('landing_pages_created_idx').on(table.createdAt, table.objectId),
    // The list's search and the record search's, by name.
    searchTextIndex('landing_pages_name_trgm', table.nameSearch),
  ],
);

/** A page's image re-encoded (WebP) at one width; the page's `srcset` lists them. */
export const landingPageImages = pgTable(
  'landing_page_images',
  {
    pageId: text('page_id')
      .notNull()
      .references(() => landingPages.objectId, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ name: 'landing_page_images_pkey', columns: [table.pageId, table.width] })],
);

/**
 * A donor's agreement on a page: the page, the time, and a name only when they typed one. An
 * agreement outlives its page: deleting the page leaves its slug here.
 */
export const landingPageConsents = pgTable(
  'landing_page_consents',
  {
    id: serial('id').primaryKey(),
    pageId: text('page_id').references(() => landingPages.objectId, { onDelete: 'set null' }),
    pageSlug: text('page_slug').notNull(),
    name: text('name'),
    agreedAt: at('agreed_at').notNull(),
  },
  (table) => [index('landing_page_consents_page_idx').on(table.pageId)],
);
