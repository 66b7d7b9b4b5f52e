/**
 * The two owners of payment items, projects and causes (urgent cases on screen; spec 2.12, 2.13,
 * 3): each its registry entry (paths, keys, schemas), its table and JSON expression, the payment
 * lists a create carries, and the row values of its main data (references checked, rich text
 * sanitized).
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CAUSE_MAX, type CauseCreateData, type CauseData } from '../../../../shared/entities/cause';
import { boundMessage } from '../../../../shared/entities/fields';
import type { PaymentOwnerType } from '../../../../shared/entities/payment';
import { PROJECT_MAX, type ProjectCreateData, type ProjectData } from '../../../../shared/entities/project';
import { registry, type ResourceEntry } from '../../../../shared/registry';
import type { Queryable } from '../../../db/database';
import { activities, causes, organizations, projects } from '../../../db/schema';
import { validationError } from '../../../http/validation';
import type { FieldMessages } from '../../resources/references';
import { sanitizeHtml } from '../sanitize-html';
import { bankTable, ccTable, paymentListJson, smsTable, type PaymentList } from './payments';
import { isoTime, jsonObject, type JsonRecords } from './record-json';

type Values = Record<string, unknown>;

export interface Owner<Create = unknown, Data = unknown> extends JsonRecords {
  /** The wire facts: path, noun, item and list keys, bulk key, create and update bodies. */
  entry: ResourceEntry;
  /** `type` of a payment call. */
  type: PaymentOwnerType;
  table: PgTable;
  versionColumn: AnyPgColumn;
  /** The payment lists of a create body. */
  createLists(data: Create): PaymentList[];
  /** Row values of the main data (references checked, rich text sanitized); `prefix` names the body key of the data. */
  values(data: Data, db: Queryable, mode: 'create' | 'update', prefix: string): Promise<Values>;
}

/** The activity and organization a form chose, or field messages. */
async function references(db: Queryable, actId: number, orgId: number, prefix: string) {
  const [activity] = await db.select({ intID: activities.intID }).from(activities).where(eq(activities.id, actId));
  const [organization] = await db
    .select({ intID: organizations.intID, nameAR: organizations.nameAR })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  const fields: FieldMessages = {};
  if (!activity) fields[`${prefix}act_id`] = 'validation.selectCategory';
  if (!organization) fields[`${prefix}org_id`] = 'validation.selectOrg';
  if (!activity || !organization) throw validationError(fields);
  return { activity, organization };
}

/** Both descriptions sanitized; the bound applies to the stored HTML. */
function richTexts(data: { infoAR: string; infoEN: string }, max: number, prefix: string) {
  const infoAR = sanitizeHtml(data.infoAR);
  const infoEN = sanitizeHtml(data.infoEN);
  const fields: FieldMessages = {};
  if (infoAR.length > max) fields[`${prefix}infoAR`] = boundMessage('maxLength', max);
  if (infoEN.length > max) fields[`${prefix}infoEN`] = boundMessage('maxLength', max);
  if (Object.keys(fields).length > 0) throw validationError(fields);
  return { infoAR, infoEN };
}

const dotted = (prefix: string) => (prefix ? `${prefix}.` : '');

/** The bookkeeping both owners answer and store. */
function recordColumns(table: typeof projects | typeof causes): Record<string, AnyPgColumn | SQL> {
  return { version: table.version, createdAt: isoTime(table.createdAt), updatedAt: isoTime(table.updatedAt) };
}

export const projectsOwner: Owner<ProjectCreateData, ProjectData> = {
  entry: registry.projects,
  type: 'project',
  table: projects,
  idColumn: projects.id,
  versionColumn: projects.version,
  recordJsonColumn: projects.recordJson,
  recordJsonKeyColumn: projects.recordJsonKey,
  json: jsonObject({
    id: projects.id,
    actid: projects.actid,
    actIntId: projects.actIntId,
    org_id: projects.org_id,
    orgIntId: projects.orgIntId,
    orgNameAR: projects.orgNameAR,
    nameAR: projects.nameAR,
    nameEN: projects.nameEN,
    infoAR: projects.infoAR,
    infoEN: projects.infoEN,
    mediaURL: projects.mediaURL,
    smartDeepLink: projects.smartDeepLink,
    deeplink: projects.deeplink,
    Order: projects.Order,
    isactive: projects.isactive,
    ...recordColumns(projects),
    sms_payment: paymentListJson(smsTable, 'project', projects.id),
    bank_payment: paymentListJson(bankTable, 'project', projects.id),
    cc_payment: paymentListJson(ccTable, 'project', projects.id),
  }),
  // Active first, then Order, then id (the projects_list_idx index).
  orderBy: sql`${projects.isactive} desc, ${projects.Order}, ${projects.id}`,
  createLists: (data) => [
    { payment: smsTable, path: 'sms_payment', items: data.sms_payment },
    { payment: bankTable, path: 'bank_payment', items: data.bank_payment },
    { payment: ccTable, path: 'cc_payment', items: data.cc_payment },
  ],
  values: async (data, db, mode, prefix) => {
    const { activity, organization } = await references(db, data.act_id, data.org_id, dotted(prefix));
    const values: Values = {
      actid: data.act_id,
      actIntId: activity.intID,
      org_id: data.org_id,
      orgIntId: organization.intID,
      orgNameAR: organization.nameAR,
      nameAR: data.nameAR,
      nameEN: data.nameEN,
      ...richTexts(data, PROJECT_MAX.info, dotted(prefix)),
      mediaURL: data.mediaURL,
    };
    if (data.Order !== undefined) values.Order = data.Order;
    if (data.isactive !== undefined) values.isactive = data.isactive;
    // Links are kept unless given (older clients do not send them).
    if (data.smartDeepLink !== null || mode === 'create') values.smartDeepLink = data.smartDeepLink;
    if (data.deeplink !== null || mode === 'create') values.deeplink = data.deeplink;
    return values;
  },
};

export const causesOwner: Owner<CauseCreateData, CauseData> = {
  entry: registry.causes,
  type: 'cause',
  table: causes,
  idColumn: causes.id,
  versionColumn: causes.version,
  recordJsonColumn: causes.recordJson,
  recordJsonKeyColumn: causes.recordJsonKey,
  json: jsonObject({
    id: causes.id,
    actid: causes.actid,
    orgid: causes.orgid,
    nameAR: causes.nameAR,
    nameEN: causes.nameEN,
    order: causes.order,
    infoAR: causes.infoAR,
    infoEN: causes.infoEN,
    targetAmount: causes.targetAmount,
    collectedAmount: causes.collectedAmount,
    mediaURL: causes.mediaURL,
    isactive: causes.isactive,
    ...recordColumns(causes),
    sms_payment: paymentListJson(smsTable, 'cause', causes.id),
    cc_payment: paymentListJson(ccTable, 'cause', causes.id),
  }),
  // Active first, then order, then id (the causes_list_idx index).
  orderBy: sql`${causes.isactive} desc, ${causes.order}, ${causes.id}`,
  createLists: (data) => [
    { payment: smsTable, path: 'sms_payment', items: data.sms_payment },
    { payment: ccTable, path: 'cc_payment', items: data.cc_payment },
  ],
  values: async (data, db, mode, prefix) => {
    await references(db, data.act_id, data.org_id, dotted(prefix));
    const values: Values = {
      actid: data.act_id,
      orgid: data.org_id,
      nameAR: data.nameAR,
      nameEN: data.nameEN,
      order: data.order,
      ...richTexts(data, CAUSE_MAX.info, dotted(prefix)),
      targetAmount: data.target_amount,
      mediaURL: data.mediaURL,
    };
    if (data.collected_amount !== undefined) values.collectedAmount = data.collected_amount;
    else if (mode === 'create') values.collectedAmount = 0;
    if (data.isactive !== undefined) values.isactive = data.isactive;
    return values;
  },
};

/** The owner a payment call names (`type`; a project when absent). */
export const ownerOf = (type: PaymentOwnerType | undefined): Owner => (type === 'cause' ? causesOwner : projectsOwner);
