/**
 * The descriptors of the table-backed resources (spec 3, 7.1, 7.4). Adding a resource means
 * adding a descriptor here (and its table and shared schemas), nothing else.
 */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { activitySchema, activityInputSchema, type ActivityData } from '../../../shared/entities/activity';
import { bannerInputSchema, bannerSchema, bannersQuerySchema, bannerTarget, type BannerData } from '../../../shared/entities/banner';
import {
  organizationInputSchema,
  organizationSchema,
  organizationUpdateBodySchema,
  type OrganizationData,
} from '../../../shared/entities/organization';
import { shortCodeInputSchema, shortCodeSchema, type ShortCodeData } from '../../../shared/entities/short-code';
import type { Queryable } from '../../db/database';
import { activities, banners, mnos, organizations, shortCodes } from '../../db/schema';
import type { CrudResource } from './crud';

/** yyyy-MM-dd of the server clock's local day (spec 9 date format). */
export function isoDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Drops keys whose value is undefined, so an update leaves unsent optional fields alone. */
function defined<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** Whether a row with this value exists (a reference given in a form). */
async function exists(db: Queryable, column: AnyPgColumn, value: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(column.table as PgTable)
    .where(eq(column, value))
    .limit(1);
  return rows.length > 0;
}

export const activitiesResource: CrudResource<ActivityData> = {
  path: 'activities',
  noun: { one: 'activity', many: 'activities' },
  table: activities,
  idColumn: activities.id,
  itemSchema: activitySchema,
  listKey: 'activities',
  itemKey: 'activity',
  listEnvelope: 'data',
  inputSchema: activityInputSchema,
  bulkKey: 'activitiesIDs',
  orderBy: [asc(activities.order), asc(activities.id)],
  uniqueField: 'intID',
  toValues: (data) => ({ ...defined(data), activityImage: data.activityImage ?? null, avalibleforCauses: 1 }),
};

export const organizationsResource: CrudResource<OrganizationData> = {
  path: 'organizations',
  noun: { one: 'organization', many: 'organizations' },
  table: organizations,
  idColumn: organizations.id,
  itemSchema: organizationSchema,
  listKey: 'organizations',
  itemKey: 'organization',
  listEnvelope: 'data',
  inputSchema: organizationInputSchema,
  updateBody: { schema: organizationUpdateBodySchema, dataKey: 'organization_data_to_update' },
  bulkKey: 'organizationsIDs',
  orderBy: [asc(organizations.order), asc(organizations.id)],
  uniqueField: 'intID',
  toValues: (data) => defined(data),
};

export const bannersResource: CrudResource<BannerData> = {
  path: 'banners',
  noun: { one: 'banner', many: 'banners' },
  table: banners,
  idColumn: banners.id,
  itemSchema: bannerSchema,
  listKey: 'banners',
  itemKey: 'banner',
  listEnvelope: 'data',
  inputSchema: bannerInputSchema,
  bulkKey: 'bannersIDs',
  // Active banners first (spec 2.6, 9), then by order.
  orderBy: [desc(banners.isactive), asc(banners.order), asc(banners.id)],
  // `org_id` narrows to banners that open a project of that organization (by its intID).
  listFilter: {
    query: bannersQuerySchema,
    where: (query) => (typeof query.org_id === 'number' ? eq(banners.targetOrgIntID, query.org_id) : undefined),
  },
  uniqueField: 'intID',
  checkReferences: async (data, db) => {
    const fields: Record<string, string> = {};
    if (data.targetType === 'url') return fields;
    if (data.targetActivityIntID !== undefined && !(await exists(db, activities.intID, data.targetActivityIntID))) {
      fields.targetActivityIntID = 'validation.selectActivity';
    }
    if (
      data.targetType === 'project' &&
      data.targetOrgIntID !== undefined &&
      !(await exists(db, organizations.intID, data.targetOrgIntID))
    ) {
      fields.targetOrgIntID = 'validation.selectOrg';
    }
    return fields;
  },
  toValues: (data, { mode, now }) => {
    const activityIntID = data.targetType === 'url' ? null : (data.targetActivityIntID ?? null);
    const orgIntID = data.targetType === 'project' ? (data.targetOrgIntID ?? null) : null;
    const url = data.targetType === 'url' ? (data.targetUrl ?? null) : null;
    const values = {
      intID: data.intID,
      nameAR: data.nameAR,
      nameEN: data.nameEN,
      order: data.order,
      countryid: 1,
      targetType: data.targetType,
      targetActivityIntID: activityIntID,
      targetOrgIntID: orgIntID,
      targetUrl: url,
      target: bannerTarget({ targetType: data.targetType, targetActivityIntID: activityIntID, targetOrgIntID: orgIntID, targetUrl: url }),
      ...(data.image !== undefined ? { image: data.image ?? null } : {}),
    };
    if (mode === 'update') return values;
    // A new banner starts inactive, shown from today to today (spec 4).
    const today = isoDay(now);
    return { ...values, isactive: 0, startDate: today, endDate: today };
  },
  onStatusToggle: () => ({ startDate: null }),
};

export const shortCodesResource: CrudResource<ShortCodeData> = {
  path: 'shortcodes',
  noun: { one: 'short code', many: 'short codes' },
  table: shortCodes,
  idColumn: shortCodes.id,
  itemSchema: shortCodeSchema,
  listKey: 'shortcodes',
  itemKey: 'shortcode',
  listEnvelope: 'root',
  inputSchema: shortCodeInputSchema,
  bulkKey: 'shortcodesIDs',
  orderBy: [asc(shortCodes.id)],
  uniqueField: 'keywordEN',
  checkReferences: async (data, db) => {
    const fields: Record<string, string> = {};
    if (!(await exists(db, organizations.id, data.orgid))) fields.orgid = 'validation.selectOrg';
    if (!(await exists(db, mnos.id, data.mnoid))) fields.mnoid = 'validation.selectMno';
    return fields;
  },
  toValues: (data) => defined(data),
};
