/**
 * Projects and urgent cases (spec 3) and their payment items: SMS rows, bank blocks (projects
 * only) and credit-card links. A payment row belongs to exactly one owner (`project_id` or
 * `cause_id`) and goes with it when it is deleted.
 *
 * `actid`/`org_id` (`orgid`) are checked against activities and organizations on every write but
 * are not foreign keys: deleting a category or an organization leaves its projects in place, as
 * the platform's API always did (and as the organization list's "delete everything" allows).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { mnos } from './content';
import { nameSearchColumns, nameSearchIndexes } from './search-text-columns';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The bookkeeping columns projects and causes share (a fresh set per table). */
function recordColumns() {
  return {
    /** Optimistic concurrency: +1 on every write of the record or of its payments. */
    version: integer('version').notNull().default(1),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    /**
     * The record as answered (JSON text, lists included), written with every change through the
     * API, so a list of 10,000 is a concatenation instead of 10,000 JSON builds. Used only while
     * `record_json_key` matches the server's shape key; otherwise built on the fly
     * (services/content/payable/record-json.ts).
     */
    recordJson: text('record_json'),
    recordJsonKey: text('record_json_key'),
  };
}

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    actid: integer('actid').notNull(),
    actIntId: integer('act_int_id').notNull(),
    org_id: integer('org_id').notNull(),
    orgIntId: integer('org_int_id').notNull(),
    orgNameAR: text('org_name_ar').notNull().default(''),
    nameAR: text('name_ar').notNull(),
    nameEN: text('name_en').notNull(),
    infoAR: text('info_ar').notNull().default(''),
    infoEN: text('info_en').notNull().default(''),
    mediaURL: text('media_url'),
    smartDeepLink: text('smart_deep_link'),
    deeplink: text('deeplink'),
    Order: integer('order').notNull().default(0),
    isactive: integer('isactive').notNull().default(1),
    ...recordColumns(),
    ...nameSearchColumns(),
  },
  (table) => [
    // The list's default order: active first, then Order, then id.
    index('projects_list_idx').on(table.isactive.desc(), table.Order, table.id),
    index('projects_org_idx').on(table.org_id),
    // The overview's last added and last updated (spec 2.20).
    index('projects_created_idx').on(table.createdAt),
    index('projects_updated_idx').on(table.updatedAt),
    // The record search's (the command palette), by either name.
    ...nameSearchIndexes('projects', table),
  ],
);

export const causes = pgTable(
  'causes',
  {
    id: serial('id').primaryKey(),
    actid: integer('actid').notNull(),
    orgid: integer('orgid').notNull(),
    nameAR: text('name_ar').notNull(),
    nameEN: text('name_en').notNull(),
    order: integer('order').notNull().default(0),
    infoAR: text('info_ar').notNull().default(''),
    infoEN: text('info_en').notNull().default(''),
    targetAmount: integer('target_amount').notNull().default(0),
    collectedAmount: integer('collected_amount').notNull().default(0),
    mediaURL: text('media_url'),
    isactive: integer('isactive').notNull().default(1),
    ...recordColumns(),
    ...nameSearchColumns(),
  },
  (table) => [
    index('causes_list_idx').on(table.isactive.desc(), table.order, table.id),
    index('causes_org_idx').on(table.orgid),
    index('causes_created_idx').on(table.createdAt),
    index('causes_updated_idx').on(table.updatedAt),
    ...nameSearchIndexes('causes', table),
  ],
);

export const smsPayments = pgTable(
  'sms_payments',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    causeId: integer('cause_id').references(() => causes.id, { onDelete: 'cascade' }),
    mno: integer('mno')
      .notNull()
      .references(() => mnos.id, { onDelete: 'restrict' }),
    price: integer('price').notNull(),
    short_code: integer('short_code').notNull(),
    keyword_ar: text('keyword_ar').notNull(),
    keyword_en: text('keyword_en').notNull(),
  },
  (table) => [
    check('sms_payments_one_owner', sql`num_nonnulls(${table.projectId}, ${table.causeId}) = 1`),
    index('sms_payments_project_idx').on(table.projectId, table.id),
    index('sms_payments_cause_idx').on(table.causeId, table.id),
  ],
);

export const bankPayments = pgTable(
  'bank_payments',
  {
    Bankid: serial('id').primaryKey(),
    /** Projects only (spec 3: a case has no bank list). */
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    IBAN: text('iban').notNull(),
    accNum: text('acc_num').notNull(),
    accNameAR: text('acc_name_ar').notNull(),
    accNameEN: text('acc_name_en').notNull().default(''),
    nameAR: text('name_ar').notNull(),
    nameEN: text('name_en').notNull(),
    noteAR: text('note_ar').notNull(),
    noteEN: text('note_en').notNull(),
    countryAR: text('country_ar').notNull(),
    countryEN: text('country_en').notNull(),
  },
  (table) => [
    check('bank_payments_one_owner', sql`num_nonnulls(${table.projectId}) = 1`),
    index('bank_payments_project_idx').on(table.projectId, table.Bankid),
  ],
);

export const ccPayments = pgTable(
  'cc_payments',
  {
    ccid: serial('id').primaryKey(),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    causeId: integer('cause_id').references(() => causes.id, { onDelete: 'cascade' }),
    cc_url: text('cc_url').notNull().default(''),
  },
  (table) => [
    check('cc_payments_one_owner', sql`num_nonnulls(${table.projectId}, ${table.causeId}) = 1`),
    index('cc_payments_project_idx').on(table.projectId, table.ccid),
    index('cc_payments_cause_idx').on(table.causeId, table.ccid),
  ],
);
