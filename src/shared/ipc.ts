/**
 * The one contract between the renderer and the main process (or the browser host that
 * stands in for it). Channels, argument schemas and result types are declared here once;
 * the preload, the web bridge, the Electron handlers and the browser host all derive from it.
 */
import { z } from 'zod';
import type { ApiErrorBody } from './errors';
import { emailSchema, identityChannels, mobileNumberSchema, otpCodeSchema, type User } from './entities/auth';
import {
  resourceNames,
  type ResourceCreateBodies,
  type ResourceName,
  type ResourceRecords,
  type ResourceUpdateBodies,
} from './registry';
import { boundMessage, INT_MAX } from './entities/fields';
import { campaignFormSchema, landingPageForRecordSchema, type CampaignPages, type LandingPageLink } from './entities/landing-page';
import type { Cause } from './entities/cause';
import { paymentKinds } from './entities/payment';
import type { Project } from './entities/project';
import { columnPreferenceBodySchema, listKeySchema } from './entities/preferences';
import { MEDIA_FOLDERS, mediaNameSchema, type UploadResponse } from './entities/upload';
import { IMAGE_SHRINK_SOURCE_MAX_BYTES } from './constants';
import { base64DataSchema, imageDataSchema } from './base64-data';
import {
  BULK_DELETE_MAX,
  MAX_CSV_COLUMNS,
  MAX_CSV_NAMES,
  MAX_REPORT_CSV_ROWS,
  MAX_RESOURCE_BODY_BYTES,
  SMS_IMPORT_PART_MAX,
} from './limits';
import { KEYWORD_TITLE_MAX } from './entities/keyword';
import { checkPeriod, reportDaySchema, type KeywordReport, type Report } from './entities/report';
import { IPC_CHANNELS, type IpcChannel } from './ipc-channels';
import { snapshotKindSchema, type Publication, type PublishingStatus, type WebsiteBlogsPublished } from './entities/publishing';
import {
  activityQuerySchema,
  historyEntryIdSchema,
  historyTimelineQuerySchema,
  trashIdsBodySchema,
  trashQuerySchema,
  type ActivityPage,
  type HistoryTimeline,
  type HistoryVersion,
  type TrashPage,
  type TrashPurged,
  type TrashRestored,
} from './entities/history';
import { connectionTestArgsSchema, editableSettingsSchema, type ConnectionTestResult, type SettingsView } from './entities/app-settings';
import { recordSearchQuerySchema, type RecordSearchResult } from './entities/record-search';

export {
  BRIDGE_GLOBAL,
  IPC_CHANNELS,
  WEB_IPC_PATH,
  UPLOAD_PROGRESS_EVENT,
  isIpcChannel,
  unknownChannelResponse,
  type IpcChannel,
} from './ipc-channels';

export const sendOtpArgsSchema = z.discriminatedUnion('channel', [
  z.strictObject({ channel: z.literal(identityChannels[0]), mobile_number: mobileNumberSchema }),
  z.strictObject({ channel: z.literal(identityChannels[1]), email: emailSchema }),
]);
export type SendOtpArgs = z.input<typeof sendOtpArgsSchema>;

/**
 * The resources the generic channels (`resource:*`, `csv:export`) serve: the registry's
 * (src/shared/registry.ts). A name not listed there is refused before any request is made.
 */
export { resourceNames, type ResourceName, type ResourceRecords } from './registry';
export { startupResources } from './startup-resources';
export const resourceNameSchema = z.enum(resourceNames as [ResourceName, ...ResourceName[]]);

/** Owners of payment items (`payments:update`): projects (SMS, bank, credit card) and cases (SMS, credit card). */
export const paymentOwners = ['projects', 'causes'] as const;
export type PaymentOwner = (typeof paymentOwners)[number];

/**
 * A record id: a positive integer (table resources; a digit string is accepted too, as route
 * parameters arrive) or an objectId (keywords, users). Main checks the shape per resource.
 */
export const resourceIdSchema = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'validation.invalid'),
]);
export type ResourceId = z.infer<typeof resourceIdSchema>;

/** List filters (`org_id`, keywords' `limit`/`skip`); main keeps only the keys the resource knows. */
export const resourceQuerySchema = z
  .record(z.string().regex(/^[A-Za-z_]{1,32}$/), z.union([z.string().max(200), z.number().finite()]))
  .refine((query) => Object.keys(query).length <= 10, 'validation.invalid');
export type ResourceQuery = z.infer<typeof resourceQuerySchema>;

/**
 * A plain JSON object of at most MAX_RESOURCE_BODY_BYTES bytes, forwarded as is to the server
 * (which validates it with the registry's schemas). Its type per resource is in IpcArgs.
 */
export const jsonObjectBodySchema = z.record(z.string(), z.unknown()).superRefine((body, ctx) => {
  let text: string;
  try {
    text = JSON.stringify(body);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
    return;
  }
  if (new TextEncoder().encode(text).length > MAX_RESOURCE_BODY_BYTES) ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
});

export const activeFlagSchema = z.union([z.literal(0), z.literal(1)]);

/**
 * One CSV column: the record key and its header, already translated by the renderer, and for a
 * column that shows names of what the key holds (a project's category: `actid` 3 shows 'Water'),
 * those names by value, so the file has what the list shows; a value without a name stays as it is.
 */
export const csvColumnSchema = z.strictObject({
  key: z.string().min(1).max(64),
  label: z.string().max(200),
  names: z
    .record(z.string().max(64), z.string().max(400))
    .refine((names) => Object.keys(names).length <= MAX_CSV_NAMES, boundMessage('maxItems', MAX_CSV_NAMES))
    .optional(),
});
export type CsvColumn = z.infer<typeof csvColumnSchema>;

/** A file name without folders or characters Windows refuses, ending in .csv (Arabic is fine). */
const FILE_NAME_FORBIDDEN = '\\/:*?"<>|\u007f';
export const csvFileNameSchema = z
  .string()
  .min(5)
  .max(120)
  .refine(
    (name) =>
      /\.csv$/i.test(name) && !/^[. ]/.test(name) && [...name].every((char) => char.charCodeAt(0) >= 0x20 && !FILE_NAME_FORBIDDEN.includes(char)),
    'validation.invalid',
  );

/** An image file's name as the user's system gave it (only its extension is a hint). */
const imageFileNameSchema = z.string().min(1, 'validation.fileRequired').max(255, boundMessage('maxLength', 255));

/**
 * What `media:shrink` made of a photo over IMAGE_MAX_BYTES: a JPEG (from a JPEG) or a WebP (from
 * a PNG or WebP) of at most IMAGE_MAX_BYTES, its sides in the same proportion, for the form to
 * show and then upload like a picked file.
 */
export interface ShrunkImage {
  /** The picked file's name with the new type's extension. */
  fileName: string;
  type: 'image/jpeg' | 'image/webp';
  data: string;
  bytes: number;
  width: number;
  height: number;
  /** The picked file's size. */
  originalBytes: number;
}

export type { MediaFolder } from './entities/upload';

/** Names a `media:upload` or a `csv:export` for its progress: letters, digits, `_` and `-`. */
export const progressIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'validation.invalid');

/** A media name as the server's uploader takes it (mediaNameSchema), kept as the text given. */
const mediaNameTextSchema = z.string().refine((name) => mediaNameSchema.safeParse(name).success, 'validation.mediaName');

/** Where an upload's progress is reported: bytes sent of the request's total so far. */
export interface UploadProgress {
  uploadId: string;
  loaded: number;
  total: number;
}

const withResource = { resource: resourceNameSchema };
/** A resource that has history: every registry resource, and the publications. */
const historyResourceSchema = z.union([resourceNameSchema, z.literal('publications')]);

/** A report's organization (null: all of them, the path's `none`) and period, checked as the server checks it. */
const reportPeriodFields = {
  orgId: z.number().int().min(1).max(INT_MAX).nullable(),
  from_date: reportDaySchema,
  to_date: reportDaySchema,
};
const reportPeriodArgsSchema = z
  .strictObject(reportPeriodFields)
  .superRefine((value, ctx) => checkPeriod({ from: value.from_date, to: value.to_date }, ctx, 'to_date'));

/** How long a form's draft is kept (src/main/core/drafts/journal.ts). */
export const DRAFT_MAX_AGE_DAYS = 30;

/** What a draft is kept under: a form of a record (`projects:edit:5`, `activities:12`, `banners:new`). */
export const draftKeySchema = z.string().regex(/^[A-Za-z0-9_:.-]{1,120}$/, 'validation.invalid');

/** A kept draft as listed: which form, where it opens, and when it was last written. */
export interface DraftSummary {
  key: string;
  route: string;
  title: string;
  /** ISO 8601. */
  savedAt: string;
  recordVersion: number | null;
}

/** A kept draft with its values (JSON: what the form held, and what it was filled from). */
export interface Draft extends DraftSummary {
  values: Record<string, unknown>;
  base: Record<string, unknown> | null;
}

/** Argument schema of every channel. A channel without arguments takes `undefined`. */
export const ipcArgSchemas = {
  /** Verifies the stored session against the server (spec 4, session check). */
  'session:current': z.undefined(),
  'auth:sendOtp': sendOtpArgsSchema,
  'auth:verifyOtp': z.strictObject({ otp: otpCodeSchema }),
  'auth:logout': z.undefined(),
  'app:config': z.undefined(),
  /** Opens an http(s) link in the system browser when the link policy allows it. */
  'link:openExternal': z.strictObject({ url: z.string().min(1).max(2048) }),
  /** Every record of a resource (all pages of a paged one), or one page when `limit`/`skip` are given. */
  'resource:list': z.strictObject({ ...withResource, query: resourceQuerySchema.optional() }),
  /**
   * One page of a server-mode list (registry `list.mode`): `query` holds its filters, `limit`,
   * `skip`, `order` and `search`, checked by main against the resource's allowlist.
   */
  'resource:page': z.strictObject({ ...withResource, query: resourceQuerySchema }),
  'resource:get': z.strictObject({ ...withResource, id: resourceIdSchema }),
  'resource:create': z.strictObject({ ...withResource, body: jsonObjectBodySchema }),
  /** `restoredFrom`: the history entry whose version this save restores (its History panel's 'Restore this version'). */
  'resource:update': z.strictObject({ ...withResource, id: resourceIdSchema, body: jsonObjectBodySchema, restoredFrom: historyEntryIdSchema.optional() }),
  'resource:setStatus': z.strictObject({ ...withResource, id: resourceIdSchema, isactive: activeFlagSchema }),
  /** The Approved Yes/No switch of ambassadors and memorial persons (registry `canApprove`). */
  'resource:setApproved': z.strictObject({ ...withResource, id: resourceIdSchema, Approved: z.boolean({ error: 'validation.invalid' }) }),
  /** adminUsers: demotes the user to role user. */
  'resource:delete': z.strictObject({ ...withResource, id: resourceIdSchema }),
  'resource:bulkDelete': z.strictObject({
    ...withResource,
    ids: z.array(resourceIdSchema).min(1, 'validation.selectSome').max(BULK_DELETE_MAX, boundMessage('maxItems', BULK_DELETE_MAX)),
  }),
  /** Add an admin, step 1: a code to the new admin's mobile number or email. */
  'admins:sendOtp': sendOtpArgsSchema,
  /** Add an admin, step 2: the code they received; promotes them. */
  'admins:verifyOtp': z.strictObject({ otp: otpCodeSchema }),
  'columns:get': z.strictObject({ listKey: listKeySchema }),
  'columns:set': z.strictObject({ listKey: listKeySchema, columns: columnPreferenceBodySchema.shape.columns }),
  /** The whole list as CSV (every row, the given columns in order), saved by the host. */
  'csv:export': z.strictObject({
    ...withResource,
    query: resourceQuerySchema.optional(),
    columns: z.array(csvColumnSchema).min(1, 'validation.required').max(MAX_CSV_COLUMNS, boundMessage('maxItems', MAX_CSV_COLUMNS)),
    fileName: csvFileNameSchema,
    /** Names the export for `csv:progress` while it runs. */
    exportId: progressIdSchema.optional(),
  }),
  /** How far the export named `exportId` got (null: none running under that name). */
  'csv:progress': z.strictObject({ exportId: progressIdSchema }),
  /**
   * An image the user picked, uploaded by main to the server's uploader (`POST /uploads`).
   * Progress comes as UploadProgress events for `uploadId` (BackofficeBridge.onUploadProgress).
   */
  'media:upload': z.strictObject({
    uploadId: progressIdSchema,
    folder: z.enum(MEDIA_FOLDERS, 'validation.mediaFolder'),
    name: mediaNameTextSchema.optional(),
    fileName: imageFileNameSchema,
    data: imageDataSchema,
  }),
  /**
   * A photo over IMAGE_MAX_BYTES (up to IMAGE_SHRINK_SOURCE_MAX_BYTES) made small enough to
   * upload: re-encoded by main at a lower quality, then smaller, until it fits. Refused
   * `unsupportedMedia` when it is not a JPEG, PNG or WebP, `tooLarge` when it cannot fit.
   */
  'media:shrink': z.strictObject({
    fileName: imageFileNameSchema,
    data: base64DataSchema(IMAGE_SHRINK_SOURCE_MAX_BYTES),
  }),
  /**
   * Changes the payment items of a project or a case (spec 4, edit): main sends
   * `PUT /{kind}_payment/{id}` with the body as the server takes it (`sms_payment_to_remove`,
   * `…_to_add`, `…_to_update`, optional `version`) and `type` set from `owner`. Answers the
   * owner's whole record. `bank` is for projects only.
   */
  'payments:update': z.strictObject({
    kind: z.enum(paymentKinds, 'validation.invalid'),
    owner: z.enum(paymentOwners, 'validation.invalid'),
    id: z.union([
      z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
      z
        .string()
        .regex(/^[1-9]\d{0,14}$/, 'validation.invalid')
        .transform(Number),
    ]),
    body: jsonObjectBodySchema,
  }),
  /** When banners, projects, cases and memorial persons were last added and updated (the overview, spec 2.20). */
  'overview:stats': z.undefined(),
  /** Builds the report of a period (`PUT /reports/{orgID}`); answers it as it stands (building). */
  'reports:build': reportPeriodArgsSchema,
  /** The report of a period (`GET /reports/{orgID}`); null when it was never built. */
  'reports:get': reportPeriodArgsSchema,
  /** One keyword's figures, one row per day (`GET /reports/{orgID}/{keyword}?json=true`). */
  'reports:keyword': z
    .strictObject({ ...reportPeriodFields, keyword: z.string().trim().min(1, 'validation.required').max(KEYWORD_TITLE_MAX, boundMessage('maxLength', KEYWORD_TITLE_MAX)) })
    .superRefine((value, ctx) => checkPeriod({ from: value.from_date, to: value.to_date }, ctx, 'to_date')),
  /** `reports.csv`: the rows as the screen shows them, under the columns' translated labels, saved by the host. */
  'reports:saveCsv': z.strictObject({
    columns: z.array(csvColumnSchema).min(1, 'validation.required').max(MAX_CSV_COLUMNS, boundMessage('maxItems', MAX_CSV_COLUMNS)),
    rows: z
      .array(z.record(z.string().max(64), z.union([z.string().max(400), z.number(), z.null()])))
      .max(MAX_REPORT_CSV_ROWS, boundMessage('maxItems', MAX_REPORT_CSV_ROWS)),
    fileName: csvFileNameSchema,
  }),
  /**
   * An operator statement CSV (columns SMS_IMPORT_COLUMNS, header row first), sent piece by
   * piece as the renderer reads the file: main parses it as a stream and posts its messages
   * to `POST /sms/import` in batches. Each call answers the counts so far; the `last` one the final counts.
   */
  'sms:import': z.strictObject({
    importId: progressIdSchema,
    /** The first piece starts a new import under this id. */
    first: z.boolean(),
    last: z.boolean(),
    part: z.string().max(SMS_IMPORT_PART_MAX, boundMessage('maxLength', SMS_IMPORT_PART_MAX)),
  }),
  /**
   * Creates or updates the public page of a project, a case ('Create MPS') or a memorial person
   * ('Generate Landing Page'): `POST /landing_pages { id, type }`. Answers the page and its link.
   */
  'landingPages:forRecord': landingPageForRecordSchema,
  /** The campaign form of /jalillah, images already uploaded: `POST /landing_pages/campaign`, the Arabic and English pages. */
  'landingPages:campaign': campaignFormSchema,
  /** Where projects, cases and the website's blog stand: last published, unpublished changes (`GET /backoffice/publishing`). */
  'publishing:status': z.undefined(),
  /** 'Update Projects' / 'Update Cases': `PUT /backoffice/update-projects|update-casues?background=true`; answers at once. */
  'publishing:publish': z.strictObject({ kind: snapshotKindSchema }),
  /** 'Update Website Blogs': `PUT /backoffice/update-website-blogs` (the server calls the deploy hook). */
  'publishing:websiteBlogs': z.undefined(),
  /** A record's history, newest first (`GET /history/records/{resource}/{recordId}`); `before` pages on. */
  'history:timeline': z.strictObject({
    resource: historyResourceSchema,
    recordId: z.union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER).transform(String), z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'validation.invalid')]),
    query: historyTimelineQuerySchema.optional(),
  }),
  /** The record's fields as they were after a history entry, and its version now (`GET /history/entries/{id}/version`). */
  'history:version': z.strictObject({ entryId: historyEntryIdSchema }),
  /** A page of every admin's changes, filtered (the Activity screen; `GET /history`). */
  'activity:page': z.strictObject({ query: activityQuerySchema }),
  /** Every entry the filter finds as CSV (fetched in pages by main), under the columns' translated labels, saved by the host. */
  'activity:saveCsv': z.strictObject({
    query: activityQuerySchema.omit({ limit: true, skip: true }),
    columns: z.array(csvColumnSchema).min(1, 'validation.required').max(MAX_CSV_COLUMNS, boundMessage('maxItems', MAX_CSV_COLUMNS)),
    fileName: csvFileNameSchema,
  }),
  /** A page of the Trash, newest first, optionally of one resource (`GET /trash`). */
  'trash:page': z.strictObject({ query: trashQuerySchema }),
  /** Brings Trash entries back, all or none (`POST /trash/restore`); also a delete's undo. */
  'trash:restore': trashIdsBodySchema,
  /** Deletes Trash entries for good, all or none (`POST /trash/purge`). */
  'trash:purge': trashIdsBodySchema,
  /** The command palette: records found by part of their name (`GET /search/records`). */
  'search:records': recordSearchQuerySchema,
  /** The settings screen's values (works signed out, from the login screen). */
  'settings:get': z.undefined(),
  /** Validates and saves the settings, then applies them (a new server address: a new session there). */
  'settings:save': editableSettingsSchema,
  /** Checks a server address before it is saved: its health and that the versions fit together. */
  'settings:testConnection': connectionTestArgsSchema,
  /** Keeps an open form's unsaved values in main's drafts journal (per admin and server); the newest call wins. */
  'drafts:put': z.strictObject({
    key: draftKeySchema,
    /** The form's address, to open it again (`/projects/new?edit=true&id=5`). */
    route: z.string().regex(/^\/(?![/\\])/, 'validation.invalid').max(2048),
    /** The form's title as it showed, to name the draft. */
    title: z.string().max(200),
    /** The version of the record the form was filled from (null: a new record). */
    recordVersion: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable(),
    values: jsonObjectBodySchema,
    /** The values the form was filled from, to tell what was changed from what someone else changed. */
    base: jsonObjectBodySchema.nullable(),
  }),
  /** The signed-in admin's draft of a form on this server, or null. */
  'drafts:get': z.strictObject({ key: draftKeySchema }),
  /** Removes a draft (saved, or discarded). */
  'drafts:delete': z.strictObject({ key: draftKeySchema }),
  /** The signed-in admin's drafts on this server, newest first (offered at sign-in). */
  'drafts:list': z.undefined(),
} as const satisfies Record<IpcChannel, z.ZodType>;

export type SessionState = { signedIn: false } | { signedIn: true; user: User };

export interface OtpSent {
  /** Where the code went, for "we sent a code to …". */
  destination: string;
  /** Seconds until a new code may be requested. */
  resendAfterSeconds: number;
}

export type VerifyOtpResult = { status: 'signedIn'; user: User } | { status: 'notAdmin' };

export interface AppConfig {
  mode: 'local' | 'office';
  serverUrl: string;
  liveIncomeUrl: string;
  deeplinkScheme: string;
  mediaBaseUrl: string;
  /** The public donation pages' base address (their links are `{publicPagesUrl}/p/{slug}`). */
  publicPagesUrl: string;
  /** How the session token is protected on this machine. */
  sessionProtection: 'keychain' | 'safeStorage' | 'memory';
}

/** One page of a server-mode list and how many rows match in all. */
export interface ResourcePage<T = ResourceRecords[ResourceName]> {
  rows: T[];
  count: number;
}

/** Rows written so far of a running CSV export, of `total` (null until the server said). */
export interface CsvProgress {
  written: number;
  total: number | null;
}

/** What the renderer learns of a CSV export. */
export type CsvExportResult = { status: 'saved'; path: string } | { status: 'cancelled' } | { status: 'downloaded' };

/**
 * What a host's saveFile answers. Electron saves through a dialog; the browser host cannot
 * write to the user's disk, so it hands the file back and the web bridge downloads it
 * (and reports `downloaded` to the renderer).
 */
export type SaveFileOutcome = { status: 'saved'; path: string } | { status: 'cancelled' } | { status: 'download'; fileName: string; content: string };

/** A refused row of an imported statement: its line in the file and its field messages (i18n keys). */
export interface SmsImportRefusal {
  line: number;
  fields: Record<string, string>;
}

/** Where an `sms:import` stands: rows read, what became of them, and (up to a limit) the refused ones. */
export interface SmsImportProgress {
  rows: number;
  added: number;
  alreadyPresent: number;
  refused: number;
  refusedRows: SmsImportRefusal[];
  done: boolean;
}

export interface DeletedCount {
  deleted: number;
  /** The Trash entries that hold what was deleted (an undo restores them). */
  trashIds?: string[];
}

/** When records of one kind were last added and last updated (ISO 8601), null when there are none. */
export interface LatestTimes {
  lastAdded: string | null;
  lastUpdated: string | null;
}

/** The overview's cards (spec 2.20, 7.1). */
export interface OverviewStats {
  banners: LatestTimes;
  projects: LatestTimes;
  causes: LatestTimes;
  memorials: LatestTimes;
}

export interface IpcResults {
  'session:current': SessionState;
  'auth:sendOtp': OtpSent;
  'auth:verifyOtp': VerifyOtpResult;
  'auth:logout': null;
  'app:config': AppConfig;
  'link:openExternal': { opened: boolean };
  'resource:list': Array<ResourceRecords[ResourceName]>;
  'resource:page': ResourcePage;
  'resource:get': ResourceRecords[ResourceName];
  'resource:create': ResourceRecords[ResourceName];
  'resource:update': ResourceRecords[ResourceName];
  'resource:setStatus': ResourceRecords[ResourceName];
  'resource:setApproved': ResourceRecords[ResourceName];
  'resource:delete': DeletedCount;
  'resource:bulkDelete': DeletedCount;
  'admins:sendOtp': OtpSent;
  /** The promoted user. */
  'admins:verifyOtp': User;
  /** null: the user never chose (use the list's defaults). */
  'columns:get': string[] | null;
  'columns:set': string[] | null;
  'csv:export': CsvExportResult;
  'csv:progress': CsvProgress | null;
  /** The stored path (e.g. `activities/ab12.png`, what records keep) and a URL to show it. */
  'media:upload': UploadResponse;
  'media:shrink': ShrunkImage;
  /** The owner's whole record after the change. */
  'payments:update': Project | Cause;
  'overview:stats': OverviewStats;
  'reports:build': Report;
  /** null: this period was never built. */
  'reports:get': Report | null;
  'reports:keyword': KeywordReport;
  'reports:saveCsv': CsvExportResult;
  'sms:import': SmsImportProgress;
  'landingPages:forRecord': LandingPageLink;
  'landingPages:campaign': CampaignPages;
  'publishing:status': PublishingStatus;
  /** The publication started, or the one already running that this press joined. */
  'publishing:publish': Publication;
  'publishing:websiteBlogs': WebsiteBlogsPublished;
  'settings:get': SettingsView;
  'settings:save': SettingsView;
  'settings:testConnection': ConnectionTestResult;
  /** When it was written; null when nobody is signed in (nothing is kept). */
  'drafts:put': DraftSummary | null;
  'drafts:get': Draft | null;
  'drafts:delete': null;
  'drafts:list': DraftSummary[];
  'history:timeline': HistoryTimeline;
  'history:version': HistoryVersion;
  'activity:page': ActivityPage;
  'activity:saveCsv': CsvExportResult;
  'trash:page': TrashPage;
  'trash:restore': TrashRestored;
  'trash:purge': TrashPurged;
  'search:records': RecordSearchResult;
}

/** What the handlers answer: as IpcResults, except that a browser host's CSV comes back for download. */
export type IpcHostResults = Omit<IpcResults, 'csv:export' | 'reports:saveCsv' | 'activity:saveCsv'> & {
  'csv:export': SaveFileOutcome;
  'reports:saveCsv': SaveFileOutcome;
  'activity:saveCsv': SaveFileOutcome;
};

export const ipcChannels: readonly IpcChannel[] = IPC_CHANNELS;

/** Create and update bodies typed by resource: what the registry says its forms send. */
interface ResourceBodyArgs {
  'resource:create': { [R in ResourceName]: { resource: R; body: ResourceCreateBodies[R] } }[ResourceName];
  'resource:update': { [R in ResourceName]: { resource: R; id: ResourceId; body: ResourceUpdateBodies[R]; restoredFrom?: string } }[ResourceName];
}

export type IpcArgs<C extends IpcChannel> = C extends keyof ResourceBodyArgs ? ResourceBodyArgs[C] : z.input<(typeof ipcArgSchemas)[C]>;
type ResourceOf<A> = A extends { resource: infer R extends ResourceName } ? R : ResourceName;
type RecordChannel = 'resource:get' | 'resource:create' | 'resource:update' | 'resource:setStatus' | 'resource:setApproved';

/** Results narrowed by argument where one channel serves several resources. */
export type IpcResult<C extends IpcChannel, A = IpcArgs<C>> = C extends 'resource:list'
  ? Array<ResourceRecords[ResourceOf<A>]>
  : C extends 'resource:page'
    ? ResourcePage<ResourceRecords[ResourceOf<A>]>
  : C extends RecordChannel
    ? ResourceRecords[ResourceOf<A>]
    : C extends 'payments:update'
      ? A extends { owner: infer O extends PaymentOwner }
        ? ResourceRecords[O]
        : IpcResults[C]
      : IpcResults[C];

/** Errors cross the bridge as data: thrown Error objects lose their fields on the way. */
export type IpcResponse<T> = { ok: true; value: T } | { ok: false; error: ApiErrorBody & { status?: number } };

export interface BackofficeBridge {
  invoke<C extends IpcChannel, A extends IpcArgs<C>>(channel: C, args: A): Promise<IpcResponse<IpcResult<C, A>>>;
  /** Progress of every `media:upload` this page started (filter by uploadId); returns the unsubscribe. */
  onUploadProgress(listener: (progress: UploadProgress) => void): () => void;
}
