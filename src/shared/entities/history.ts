/**
 * Record history and the Trash, as the server answers them (ARCHITECTURE §5, "Every write has its
 * history"): who changed which record, when, from which client, and what changed, field by field;
 * and the records a delete moved to the Trash, which can be restored or deleted for good.
 *
 * A change's values are the record's fields as the API answers them (`nameEN`, `sms_payment`),
 * so a screen names them with the labels its form shows. Rich-text fields keep their HTML (a
 * version is restored from it); screens show them as text.
 */
import { z } from 'zod';
import { INT_MAX } from './fields';

/** What a write did to its record. */
export const HISTORY_ACTIONS = [
  /** Made (a landing page also when generated again: `update`). */
  'create',
  /** Its fields changed (a form's save; a restored version is an update with `restoredFrom`). */
  'update',
  /** The Active/OFF switch. */
  'status',
  /** The Approved Yes/No switch. */
  'approval',
  /** Its SMS rows, bank block or card links changed. */
  'payments',
  /** Moved to the Trash. */
  'delete',
  /** Brought back from the Trash. */
  'restore',
  /** Deleted for good (from the Trash, by an admin or after the retention period). */
  'purge',
  /** Published ('Update Projects', 'Update Cases', 'Update Website Blogs'). */
  'publish',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/** Where a write came from: the desktop app, browser mode, the marketing system's API, or the server's own jobs. */
export const HISTORY_CLIENTS = ['desktop', 'browser', 'api', 'system'] as const;
export type HistoryClient = (typeof HISTORY_CLIENTS)[number];

/** A value as JSON (a field's value before or after). */
export type HistoryValue = unknown;

export const historyChangeSchema = z.object({
  /** The record's field, as the API names it. */
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  /** An HTML field: shown as its text. */
  richText: z.boolean().optional(),
});
export type HistoryChange = z.infer<typeof historyChangeSchema>;

export const historyEntrySchema = z.object({
  /** Increasing with time (a decimal text: the table holds more than 2^53 in principle). */
  id: z.string(),
  /** The registry's resource name (`projects`), or `publications` for a publication. */
  resource: z.string(),
  /** The record's id as a text (`12`, `aB3xY9kLm2`). */
  recordId: z.string(),
  /** The record's name when it was written (Arabic and English where it has both, ` · ` between). */
  recordName: z.string(),
  action: z.enum(HISTORY_ACTIONS),
  /** The admin's user id; null for the server's own jobs and the marketing API. */
  adminId: z.string().nullable(),
  /** The admin's name (or e-mail, or number) at the time. */
  adminName: z.string(),
  at: z.string(),
  client: z.enum(HISTORY_CLIENTS),
  clientVersion: z.string().nullable(),
  /** The record's version after this write (null: the record has none, or it is gone). */
  recordVersion: z.number().int().nullable(),
  changes: z.array(historyChangeSchema),
  /** The entry whose version this update restored. */
  restoredFrom: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** Entries a timeline or an Activity page answers at most. */
export const HISTORY_PAGE_MAX = 200;
export const HISTORY_PAGE_DEFAULT = 50;

const entryIdText = z.string().regex(/^[1-9]\d{0,18}$/, 'validation.invalid');
export const historyEntryIdSchema = entryIdText;

/** `GET /history/records/{resource}/{recordId}?limit&before`: a record's timeline, newest first. */
export const historyTimelineQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_MAX).optional(),
  /** Entries older than this one (the next page). */
  before: entryIdText.optional(),
});
export const historyTimelineSchema = z.object({
  entries: z.array(historyEntrySchema),
  /** More entries are older than the last one answered. */
  more: z.boolean(),
});
export type HistoryTimeline = z.infer<typeof historyTimelineSchema>;

const dayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate');

/** `GET /history?…`: the Activity screen's page, newest first, with the count of every match. */
export const activityQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_MAX).optional(),
  skip: z.coerce.number().int().min(0).max(INT_MAX).optional(),
  adminId: z.string().min(1).max(64).optional(),
  resource: z.string().min(1).max(64).optional(),
  action: z.enum(HISTORY_ACTIONS, 'validation.invalid').optional(),
  /** First and last day (inclusive) in the organization's time zone (UAE). */
  from: dayText.optional(),
  to: dayText.optional(),
  /** The record's name, Arabic normalized as every search is. */
  search: z.string().max(100).optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;
export const activityPageSchema = z.object({ results: z.array(historyEntrySchema), count: z.number().int() });
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** `GET /history/entries/{id}/version`: the record's fields as they were after that entry, and its version now. */
export const historyVersionSchema = z.object({
  resource: z.string(),
  recordId: z.string(),
  /** The record as the API answers it, as it was then (fields no later write touched are as they are now). */
  record: z.record(z.string(), z.unknown()),
  /** The record's version now: a save of the old values carries it (409 when it moved on). */
  currentVersion: z.number().int().nullable(),
});
export type HistoryVersion = z.infer<typeof historyVersionSchema>;

/** A request header: the history entry whose version an update restores (recorded as `restoredFrom`). */
export const RESTORED_FROM_HEADER = 'x-restored-from';
/** A request header: which client wrote (`desktop` or `browser`); main sets it beside `X-Client-Version`. */
export const CLIENT_KIND_HEADER = 'x-client-kind';

/** One record in the Trash. */
export const trashEntrySchema = z.object({
  id: z.string(),
  resource: z.string(),
  recordId: z.string(),
  recordName: z.string(),
  /** What went with it: `{ sms_payments: 2, landing_page_images: 3 }` (rows by table). */
  dependents: z.record(z.string(), z.number().int()),
  deletedAt: z.string(),
  deletedById: z.string().nullable(),
  deletedByName: z.string(),
  /** When it will be deleted for good (the retention period after `deletedAt`). */
  purgeAt: z.string(),
});
export type TrashEntry = z.infer<typeof trashEntrySchema>;

export const TRASH_BATCH_MAX = 100;

export const trashQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_MAX).optional(),
  skip: z.coerce.number().int().min(0).max(INT_MAX).optional(),
  resource: z.string().min(1).max(64).optional(),
});
export const trashPageSchema = z.object({ results: z.array(trashEntrySchema), count: z.number().int() });
export type TrashPage = z.infer<typeof trashPageSchema>;
export type TrashQuery = z.infer<typeof trashQuerySchema>;

/** `POST /trash/restore` and `POST /trash/purge`: Trash entries, all or none. */
export const trashIdsBodySchema = z.strictObject({
  ids: z.array(entryIdText).min(1, 'validation.selectSome').max(TRASH_BATCH_MAX),
});
export type TrashIdsBody = z.infer<typeof trashIdsBodySchema>;
export const trashRestoredSchema = z.object({
  /** The records back, by Trash entry: their resource and id. */
  restored: z.array(z.object({ resource: z.string(), recordId: z.string() })),
});
export type TrashRestored = z.infer<typeof trashRestoredSchema>;
export const trashPurgedSchema = z.object({ purged: z.number().int() });
export type TrashPurged = z.infer<typeof trashPurgedSchema>;

/** How long an undo is offered after a delete (the toast), in milliseconds. */
export const UNDO_WINDOW_MS = 10_000;
/** Default days a record stays in the Trash (server env `TRASH_RETENTION_DAYS`). */
export const TRASH_RETENTION_DAYS_DEFAULT = 30;
