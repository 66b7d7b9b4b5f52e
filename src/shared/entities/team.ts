import { z } from 'zod';
import { classRecordFields } from './class-record';
import { requiredImage, requiredText, versionField } from './fields';

/** A member of the charity's team on the website (class Teams, spec 2.17 and 3). */
export const teamSchema = z.object({
  ...classRecordFields,
  Name: z.string(),
  Title: z.string(),
  /** The uploaded photo. */
  Logo: z.string(),
});
export type Team = z.infer<typeof teamSchema>;

/** Body of a create and an update (spec 5: name and title required; the photo uploaded first, 'please upload image'). */
export const teamInputSchema = z.strictObject({
  Name: requiredText(200),
  Title: requiredText(200),
  Logo: requiredImage(300),
  version: versionField,
});
export type TeamInput = z.input<typeof teamInputSchema>;
