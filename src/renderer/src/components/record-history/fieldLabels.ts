/**
 * A changed field's name as its form shows it. History names fields as the API does (`actid`,
 * `notificationTextInAR`, `sms_payment`); the forms label them from their own sections. Most
 * labels are found by rule: the resource's section (`memorials.age`), then the shared column
 * labels (`columns.nameAR`). The table below holds the fields whose form label is keyed otherwise
 * (the project and case forms' `projectForm` section, a field whose form name differs). A field
 * no form shows is named as the API names it.
 */
import type { HistoryChange } from '../../../../shared/entities/history';
import type { ResourceName } from '../../../../shared/registry';
import { i18n, type Translate, type TranslationKey } from '../../i18n';

type LabelTable = Partial<Record<string, TranslationKey>>;

/** The project and case forms' labels (features/payable), payment lists included. */
const payableLabels: LabelTable = {
  actid: 'projectForm.category',
  org_id: 'projectForm.organizationField',
  orgid: 'projectForm.organizationField',
  nameAR: 'projectForm.nameAR',
  nameEN: 'projectForm.nameEN',
  infoAR: 'projectForm.infoAR',
  infoEN: 'projectForm.infoEN',
  mediaURL: 'projectForm.image',
  Order: 'projectForm.order',
  order: 'projectForm.order',
  targetAmount: 'projectForm.targetAmount',
  collectedAmount: 'projectForm.collectedAmount',
  sms_payment: 'projectForm.smsSection',
  bank_payment: 'projectForm.bankSection',
  cc_payment: 'projectForm.ccSection',
};

const FORM_LABELS: Partial<Record<ResourceName, LabelTable>> = {
  projects: payableLabels,
  causes: payableLabels,
  activities: { activityImage: 'activities.image' },
  banners: { targetUrl: 'banners.url', targetActivityIntID: 'banners.activity', targetOrgIntID: 'banners.organization' },
  organizations: { ReportingEmail: 'organizations.reportingEmail', takamul_ngo_id: 'organizations.takamulNgoId' },
  shortCodes: { orgid: 'shortCodes.organization', mnoid: 'shortCodes.mno', isactive: 'common.active' },
  ambassadors: {
    FacebookLink: 'ambassadors.facebook',
    YoutubeLink: 'ambassadors.youtube',
    TwitterLink: 'ambassadors.twitter',
    InstagramLink: 'ambassadors.instagram',
    Photo: 'ambassadors.photo',
  },
  memorials: { actId: 'memorials.activity', orgId: 'memorials.organization', mobileNum: 'memorials.mobile' },
  ngoNews: { orgId: 'ngoNews.organization' },
  notifications: { notificationText: 'notifications.textEN', notificationTextInAR: 'notifications.textAR' },
  teams: { Name: 'teams.name', Title: 'teams.title', Logo: 'teams.photo' },
  adminUsers: { mobile_number: 'login.mobile', email: 'login.email' },
};

/** Fields every list shows under a shared label. */
const SHARED_LABELS: LabelTable = { isactive: 'columns.status', Approved: 'columns.approved' };

/** A key that holds a text (not a group of texts, such as `banners.targetTypes`). */
const isTextKey = (key: string): key is TranslationKey => typeof (i18n.getResource(i18n.language, 'translation', key) ?? i18n.getResource('en', 'translation', key)) === 'string';

/** The label the record's form shows for `field`, else the field's own name. */
export function fieldLabel(resource: string, field: string, t: Translate): string {
  const key =
    FORM_LABELS[resource as ResourceName]?.[field] ??
    SHARED_LABELS[field] ??
    [`${resource}.${field}`, `columns.${field}`].find(isTextKey);
  return key ? t(key) : field;
}

/**
 * Values the server derives from a field the panel shows already (a project's category INT ID and
 * organization name from its category and organization, a banner's `target` from its target
 * fields): they change with it and would only say it twice.
 */
const DERIVED_FIELDS: Partial<Record<ResourceName, ReadonlySet<string>>> = {
  projects: new Set(['actIntId', 'orgIntId', 'orgNameAR']),
  banners: new Set(['target']),
};

/** The changes of an entry the panel lists. */
export function shownChanges(resource: string, changes: HistoryChange[]): HistoryChange[] {
  const derived = DERIVED_FIELDS[resource as ResourceName];
  return derived ? changes.filter((change) => !derived.has(change.field)) : changes;
}
