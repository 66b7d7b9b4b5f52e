/**
 * The class-based data store (spec 7.3): records keyed by a random objectId, with createdAt,
 * updatedAt and a version, the way the platform's backend store returned them. A class is a
 * registry entry and a table built from the two helpers below; services/store/class-store.ts
 * serves it.
 */
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { activities, organizations, versionColumn } from './content';
import { searchTextColumn, searchTextIndex } from './search-text-columns';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A class record's key: a random string the server generates. */
export const objectIdColumn = () => text('object_id').primaryKey();

/** The bookkeeping of a class record (a fresh set per table), after its own fields. */
export function classRecordColumns() {
  return {
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    version: versionColumn(),
  };
}

/** SMS keywords of an organization (spec 2.10). */
export const keywords = pgTable(
  'keywords',
  {
    objectId: objectIdColumn(),
    title: text('title').notNull(),
    org_id: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    ...classRecordColumns(),
    titleSearch: searchTextColumn('title'),
  },
  // The list's orders (newest first, by title), over every organization or one: a page is read
  // from an index instead of sorting the whole class (a server-mode list, resources/list-page.ts);
  // its search, and the record search's, from the title's trigrams.
  (table) => [
    index('keywords_org_created_idx').on(table.org_id, table.createdAt),
    index('keywords_created_idx').on(table.createdAt, table.objectId),
    index('keywords_title_idx').on(table.title, table.createdAt, table.objectId),
    searchTextIndex('keywords_title_trgm', table.titleSearch),
  ],
);

/** The content language and gender columns of a record (spec 9 defaults: Arabic, male). */
const languageAndGender = () => ({
  language: text('language', { enum: ['ar', 'en'] }).notNull().default('ar'),
  gender: text('gender', { enum: ['male', 'female'] }).notNull().default('male'),
});

/** Newest first, the order of every class list: read from an index, not sorted. */
const newestFirstIndex = (name: string, table: { createdAt: AnyPgColumn; objectId: AnyPgColumn }) =>
  index(`${name}_created_idx`).on(table.createdAt, table.objectId);

/** Good ambassadors (class GoodAmbassadors, spec 2.7): approved first, then newest. */
export const ambassadors = pgTable(
  'good_ambassadors',
  {
    objectId: objectIdColumn(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    FacebookLink: text('facebook_link'),
    YoutubeLink: text('youtube_link'),
    TwitterLink: text('twitter_link'),
    InstagramLink: text('instagram_link'),
    Approved: boolean('approved').notNull().default(false),
    Photo: text('photo'),
    ...languageAndGender(),
    ...classRecordColumns(),
    nameSearch: searchTextColumn('name'),
  },
  (table) => [
    index('good_ambassadors_list_idx').on(table.Approved, table.createdAt, table.objectId),
    searchTextIndex('good_ambassadors_name_trgm', table.nameSearch),
  ],
);

/**
 * Memorial persons (class InMemory, spec 2.8), submitted from the public app: a server-mode
 * list searched by name, applicant and mobile number through their folded twins.
 */
export const memorials = pgTable(
  'in_memory',
  {
    objectId: objectIdColumn(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    image: text('image'),
    age: integer('age').notNull(),
    actId: integer('act_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'restrict' }),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    /** Without the 971 prefix (spec 3). */
    mobileNum: text('mobile_num'),
    sdl: text('sdl'),
    userId: text('user_id'),
    Approved: boolean('approved').notNull().default(false),
    ...languageAndGender(),
    applicantName: text('applicant_name').notNull(),
    targetAmount: integer('target_amount').notNull(),
    collectedAmount: integer('collected_amount').notNull().default(0),
    ...classRecordColumns(),
    nameSearch: searchTextColumn('name'),
    applicantNameSearch: searchTextColumn('applicant_name'),
    mobileNumSearch: searchTextColumn('mobile_num', { nullable: true }),
  },
  (table) => [
    // The list's default order (newest first, then approved first) and the overview's newest change.
    index('in_memory_list_idx').on(table.createdAt, table.Approved, table.objectId),
    index('in_memory_updated_idx').on(table.updatedAt),
    index('in_memory_name_idx').on(table.name, table.createdAt, table.objectId),
    index('in_memory_org_idx').on(table.orgId),
    index('in_memory_act_idx').on(table.actId),
    // The list's search (name, applicant, mobile number) and the record search's (name).
    searchTextIndex('in_memory_name_trgm', table.nameSearch),
    searchTextIndex('in_memory_applicant_name_trgm', table.applicantNameSearch),
    searchTextIndex('in_memory_mobile_num_trgm', table.mobileNumSearch),
  ],
);

/** NGO news (class ngonews, spec 2.11). */
export const ngoNews = pgTable(
  'ngo_news',
  {
    objectId: objectIdColumn(),
    link: text('link').notNull(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    image: text('image'),
    ...classRecordColumns(),
  },
  (table) => [newestFirstIndex('ngo_news', table), index('ngo_news_org_idx').on(table.orgId)],
);

/** Notifications shown in the app and on the website (class notification, spec 2.11). */
export const notifications = pgTable(
  'notifications',
  {
    objectId: objectIdColumn(),
    notificationText: text('notification_text').notNull(),
    notificationTextInAR: text('notification_text_ar').notNull(),
    ...classRecordColumns(),
  },
  (table) => [newestFirstIndex('notifications', table)],
);

/** Ramadan notes (class RamadanNotes, spec 2.14). */
export const ramadanNotes = pgTable(
  'ramadan_notes',
  {
    objectId: objectIdColumn(),
    content: text('content').notNull(),
    name: text('name').notNull(),
    daynum: integer('daynum').notNull(),
    ...classRecordColumns(),
    nameSearch: searchTextColumn('name'),
  },
  (table) => [newestFirstIndex('ramadan_notes', table), searchTextIndex('ramadan_notes_name_trgm', table.nameSearch)],
);

/** Videos of the app's home page (class selectedVideos, spec 2.16). */
export const selectedVideos = pgTable(
  'selected_videos',
  {
    objectId: objectIdColumn(),
    url: text('url').notNull(),
    ...classRecordColumns(),
  },
  (table) => [newestFirstIndex('selected_videos', table)],
);

/** The charity's team on the website (class Teams, spec 2.17). */
export const teams = pgTable(
  'teams',
  {
    objectId: objectIdColumn(),
    Name: text('name').notNull(),
    Title: text('title').notNull(),
    Logo: text('logo').notNull(),
    ...classRecordColumns(),
    NameSearch: searchTextColumn('name'),
  },
  (table) => [newestFirstIndex('teams', table), searchTextIndex('teams_name_trgm', table.NameSearch)],
);
