import { z } from 'zod';

/** Media folders and file names: a strict allowlist, so no path can leave the media folder. */
export const MEDIA_SEGMENT_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
/** The folders the client uploads into (spec 3): activity, banner (by intID), organization, project and case images. */
export const MEDIA_FOLDERS = ['activities', 'sliders', 'organizations', 'projects', 'causes'] as const;

export const mediaFolderSchema = z.string().regex(MEDIA_SEGMENT_PATTERN, 'validation.mediaFolder');
/** A file name, optionally with an image extension; the stored extension is the one the content implies. */
export const mediaNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,100}(\.(jpe?g|png|webp))?$/i, 'validation.mediaName')
  .transform((name) => name.replace(/\.[A-Za-z]+$/, ''));

export const fileUploadParamsSchema = z.object({ name: mediaNameSchema });
export const fileUploadQuerySchema = z.object({ folder: mediaFolderSchema.optional() });
export const uploadQuerySchema = z.object({
  folder: mediaFolderSchema.optional(),
  /** The S3-compatible store's bucket (from its allowlist); the local store has one. */
  bucket: z.string().regex(/^[A-Za-z0-9_.-]{1,63}$/, 'validation.bucket').optional(),
  name: mediaNameSchema.optional(),
});

/** `{ path }` as spec 7.4 says (e.g. `activities/12.jpg`), and the URL to show it at. */
export const uploadResponseSchema = z.object({ path: z.string(), url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
export type MediaFolder = (typeof MEDIA_FOLDERS)[number];
