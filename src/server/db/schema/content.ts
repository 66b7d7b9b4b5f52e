/**
 * Content tables with every field of spec section 3. Property names are the API's own
 * (they match the shared zod schemas), so a row is already the response object; column
 * names are snake_case.
 */
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

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

export const organizations = pgTable('organizations', {
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
});

export const activities = pgTable('activities', {
  ...catalogueColumns(),
  countryid: integer('countryid').notNull().default(1),
  isactive: integer('isactive').notNull().default(1),
  avalibleforCauses: integer('avalible_for_causes').notNull().default(1),
  activityImage: text('activity_image'),
});

/** Mobile network operators; ids are fixed by the business (1 Etisalat, 2 Du). */
export const mnos = pgTable('mnos', {
  id: integer('id').primaryKey(),
  nameEN: text('name_en').notNull(),
  nameAR: text('name_ar').notNull(),
});
