/**
 * Content tables with every field of spec section 3. Property names are the API's own
 * (they match the shared zod schemas), so a row is already the response object; column
 * names are snake_case.
 */
import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { nameSearchColumns, nameSearchIndexes } from './search-text-columns';

/**
 * Optimistic concurrency: 1 when created, +1 on every write; a save carrying an older version
 * is refused (db/versioned-update.ts).
 */
export const versionColumn = () => integer('version').notNull().default(1);

/** The columns every bilingual catalogue entity starts with (a fresh set per table). */
function catalogueColumns() {
  return {
    id: serial('id').primaryKey(),
    /** The business id other records and the public app refer to. */
    intID: integer('int_id').notNull().unique(),
    nameAR: text('name_ar').notNull(),
    nameEN: text('name_en').notNull(),
    infoAR: text('info_ar').notNull().default(''),
    infoEN: text('info_en').notNull().default(''),
    order: integer('order').notNull().default(0),
  };
}

export const organizations = pgTable(
  'organizations',
  {
  ...catalogueColumns(),
  ReportingEmail: text('reporting_email'),
  address: text('address').notNull().default(''),
  countryid: integer('countryid').notNull().default(1),
  email: text('email').notNull().default(''),
  fax: text('fax'),
  fb: text('fb').notNull().default(''),
  tel: text('tel').notNull().default(''),
  tw: text('tw').notNull().default(''),
  web: text('web').notNull().default(''),
  hasRepeatedDonation: integer('has_repeated_donation').notNull().default(0),
  hasReporting: integer('has_reporting').notNull().default(0),
  paymentMethods: text('payment_methods'),
  isactive: integer('isactive').notNull().default(1),
  isPremium: integer('is_premium').notNull().default(0),
  /** '0' keeps the organization out of SMS reports. */
  takamul_ngo_id: text('takamul_ngo_id').notNull().default('0'),
  version: versionColumn(),
  ...nameSearchColumns(),
  },
  (table) => nameSearchIndexes('organizations', table),
);

export const activities = pgTable(
  'activities',
  {
  ...catalogueColumns(),
  countryid: integer('countryid').notNull().default(1),
  isactive: integer('isactive').notNull().default(1),
  avalibleforCauses: integer('avalible_for_causes').notNull().default(1),
  activityImage: text('activity_image'),
  version: versionColumn(),
  ...nameSearchColumns(),
  },
  (table) => nameSearchIndexes('activities', table),
);

/** Mobile network operators; ids are fixed by the business (1 Etisalat, 2 Du). */
export const mnos = pgTable('mnos', {
  id: integer('id').primaryKey(),
  nameEN: text('name_en').notNull(),
  nameAR: text('name_ar').notNull(),
});

/** Target types of a banner (spec 2.6); the derived `target` is what the public app follows. */
export const bannerTargetTypes = ['project', 'activity', 'url'] as const;

/** Home-screen banners (spec 2.6 and 3). `targetType` and its inputs are kept so an edit form can be prefilled. */
export const banners = pgTable(
  'banners',
  {
  id: serial('id').primaryKey(),
  intID: integer('int_id').notNull().unique(),
  nameAR: text('name_ar').notNull(),
  nameEN: text('name_en').notNull(),
  countryid: integer('countryid').notNull().default(1),
  order: integer('order').notNull().default(0),
  target: text('target').notNull().default(''),
  targetType: text('target_type', { enum: bannerTargetTypes }).notNull().default('url'),
  targetActivityIntID: integer('target_activity_int_id'),
  targetOrgIntID: integer('target_org_int_id'),
  targetUrl: text('target_url'),
  /** yyyy-MM-dd, or null once the status was toggled (spec 4). */
  startDate: text('start_date'),
  endDate: text('end_date'),
  isactive: integer('isactive').notNull().default(0),
  image: text('image'),
  version: versionColumn(),
  /** For the overview's last added and last updated (spec 2.20); rows older than these columns got the time of the migration. */
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  ...nameSearchColumns(),
  },
  (table) => [index('banners_created_idx').on(table.createdAt), index('banners_updated_idx').on(table.updatedAt), ...nameSearchIndexes('banners', table)],
);

/** SMS short codes of the short-codes service (spec 2.15, 7.4). */
export const shortCodes = pgTable(
  'short_codes',
  {
  id: serial('id').primaryKey(),
  orgid: integer('orgid')
    .notNull()
    .references(() => organizations.id, { onDelete: 'restrict' }),
  mnoid: integer('mnoid')
    .notNull()
    .references(() => mnos.id, { onDelete: 'restrict' }),
  price: integer('price').notNull(),
  shortcode: integer('shortcode').notNull(),
  keywordEN: text('keyword_en').notNull().default(''),
  isactive: integer('isactive').notNull().default(1),
  version: versionColumn(),
  },
  // An SMS is routed by operator, short code and keyword: one row per combination.
  (table) => [unique('short_codes_route_unique').on(table.mnoid, table.shortcode, table.keywordEN)],
);
