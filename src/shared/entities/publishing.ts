/**
 * Publishing (spec 2.1 top bar, 4 Update buttons, 7.1 update paths, 7.4 website blogs): what
 * staff push to the public app and website, and where each kind of content stands.
 * Projects and cases are published as snapshots the public content API then serves; the
 * website's blog is rebuilt by calling its deploy hook.
 */
import { z } from 'zod';

/** Content published as a snapshot (the names of the registry's resources). */
export const snapshotKinds = ['projects', 'causes'] as const;
export type SnapshotKind = (typeof snapshotKinds)[number];
export const snapshotKindSchema = z.enum(snapshotKinds, 'validation.invalid');

// The routes of publishing (`/backoffice/…`) are in the endpoint table, src/shared/endpoints.ts.

/**
 * The longest the server waits for the website's deploy hook (WEBSITE_DEPLOY_HOOK_TIMEOUT_MS may
 * not exceed it). The back-office waits longer for the server's answer, so that the server's own
 * answer (failed, and why) always arrives before the client gives up.
 */
export const DEPLOY_HOOK_MAX_TIMEOUT_MS = 60_000;

/** The read-only public content API (`security: []`): every path is `{PUBLIC_API_PREFIX}/{name}`. */
export const PUBLIC_API_PREFIX = '/public/v1';

const isoTime = z.iso.datetime({ offset: true });

/** A failed publication: when, and why in words staff can act on (never a secret). */
export const publishFailureSchema = z.object({ at: isoTime, message: z.string() });
export type PublishFailure = z.infer<typeof publishFailureSchema>;

/** Where one snapshot kind stands. */
export const snapshotStateSchema = z.object({
  /** When the snapshot the public API serves was taken; null: never published. */
  lastPublishedAt: isoTime.nullable(),
  /** Something of this kind changed (edited, added, deleted, status) since that snapshot. */
  unpublishedChanges: z.boolean(),
  /** A publication is being taken now. */
  running: z.boolean(),
  /** The last publication failed (after the last success); the previous snapshot stays public. */
  lastFailure: publishFailureSchema.nullable(),
});
export type SnapshotState = z.infer<typeof snapshotStateSchema>;

export const websiteBlogsStateSchema = z.object({
  /** A deploy hook is configured on the server (else the button says publishing is not configured). */
  configured: z.boolean(),
  lastPublishedAt: isoTime.nullable(),
  lastFailure: publishFailureSchema.nullable(),
});
export type WebsiteBlogsState = z.infer<typeof websiteBlogsStateSchema>;

export const publishingStatusSchema = z.object({
  projects: snapshotStateSchema,
  causes: snapshotStateSchema,
  websiteBlogs: websiteBlogsStateSchema,
});
export type PublishingStatus = z.infer<typeof publishingStatusSchema>;

/** What an update route answers: the publication it started or joined (or, without `background`, finished). */
export const publicationSchema = z.object({
  id: z.number().int(),
  kind: snapshotKindSchema,
  status: z.enum(['running', 'done', 'failed']),
  startedAt: isoTime,
  finishedAt: isoTime.nullable(),
  /** Records in the snapshot (once done). */
  count: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type Publication = z.infer<typeof publicationSchema>;
export const publicationResponseSchema = z.object({ publication: publicationSchema });

/** What `update-website-blogs` answers once the hook accepted the call. */
export const websiteBlogsPublishedSchema = z.object({ publishedAt: isoTime });
export type WebsiteBlogsPublished = z.infer<typeof websiteBlogsPublishedSchema>;
