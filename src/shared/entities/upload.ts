import { z } from 'zod';

/**
 * The product's media folders, and the only ones an upload may name (spec 3): activity, banner
 * (by intID), organization, project and case images; `files` is where an upload without a
 * folder goes (spec 7.4 `files/{name}`).
 */
export const MEDIA_FOLDERS = [
  'activities',
  'sliders',
  'organizations',
  'projects',
  'causes',
  'ambassadors',
  'inMemory',
  'ngonews',
  'teams',
  'landingpages',
  'files',
] as const;

export const mediaFolderSchema = z.enum(MEDIA_FOLDERS, 'validation.mediaFolder');

/**
 * Names Windows reserves for devices, with or without an extension: staff may keep the media
 * on a Windows file server, where `CON.jpg` cannot be written or read back.
 */
const WINDOWS_RESERVED_NAME = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/i;

/**
 * A file name, optionally with an image extension; the stored extension is the one the content
 * implies. Letters, digits, `_` and `-` only, so no name can leave its folder.
 */
export const mediaNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,100}(\.(jpe?g|png|webp))?$/i, 'validation.mediaName')
  .transform((name) => name.replace(/\.[A-Za-z]+$/, ''))
  .refine((stem) => !WINDOWS_RESERVED_NAME.test(stem), 'validation.mediaName');

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
