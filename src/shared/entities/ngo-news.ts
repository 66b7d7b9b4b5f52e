import { z } from 'zod';
import { classRecordFields } from './class-record';
import { INT_MAX, optionalImage, requiredHttpUrl, requiredInt, versionField } from './fields';

/** A piece of NGO news (class ngonews, spec 2.11 and 3): a link to it, its organization, an image. */
export const ngoNewsSchema = z.object({
  ...classRecordFields,
  link: z.string(),
  orgId: z.number().int(),
  image: z.string().nullable(),
});
export type NgoNews = z.infer<typeof ngoNewsSchema>;

/** Body of a create and an update (spec 5: the link is required; an existing organization). */
export const ngoNewsInputSchema = z.strictObject({
  link: requiredHttpUrl(500),
  orgId: requiredInt({ min: 1, max: INT_MAX, required: 'validation.selectOrg' }),
  image: optionalImage(300).transform((value) => (value ? value : null)),
  version: versionField,
});
export type NgoNewsInput = z.input<typeof ngoNewsInputSchema>;
