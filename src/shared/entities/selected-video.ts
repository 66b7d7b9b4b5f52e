import { z } from 'zod';
import { classRecordFields } from './class-record';
import { requiredHttpUrl, versionField } from './fields';

/** A video chosen for the app's home page (class selectedVideos, spec 2.16 and 3). */
export const selectedVideoSchema = z.object({
  ...classRecordFields,
  url: z.string(),
});
export type SelectedVideo = z.infer<typeof selectedVideoSchema>;

/** Body of a create and an update: the video's http(s) address. */
export const selectedVideoInputSchema = z.strictObject({
  url: requiredHttpUrl(500),
  version: versionField,
});
export type SelectedVideoInput = z.input<typeof selectedVideoInputSchema>;
