/**
 * What the database adds to banners (spec 2.6, 3, 4): the derived `target`, a new banner's
 * dates, active banners first, the organization filter and the target's references, which
 * depend on the target type.
 */
import { asc, desc, eq } from 'drizzle-orm';
import { bannerTarget, type BannerData } from '../../../shared/entities/banner';
import { activities, banners, organizations } from '../../db/schema';
import type { BindingOverrides } from '../resources/binding-types';
import { exists, type FieldMessages } from '../resources/references';

/** yyyy-MM-dd of the server clock's local day (spec 9 date format). */
export function isoDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const bannersBinding: BindingOverrides<BannerData> = {
  // Active banners first (spec 2.6, 9), then by order.
  orderBy: [desc(banners.isactive), asc(banners.order), asc(banners.id)],
  // `org_id` narrows to banners that open a project of that organization (by its intID).
  listWhere: (query) => (typeof query.org_id === 'number' ? eq(banners.targetOrgIntID, query.org_id) : undefined),
  // Only the target type's own inputs name records: a URL banner's leftover ids are not checked.
  checkReferences: async (data, db) => {
    const fields: FieldMessages = {};
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
  // The switch ends the banner's dated showing.
  onStatusToggle: () => ({ startDate: null }),
};
