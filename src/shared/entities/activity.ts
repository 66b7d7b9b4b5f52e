import { z } from 'zod';
import { activeFlag, optionalImage, requiredInt, requiredText, versionField } from './fields';

/** Activity (donation category), spec section 3. */
export const activitySchema = z.object({
  id: z.number().int(),
  intID: z.number().int(),
  nameAR: z.string(),
  nameEN: z.string(),
  infoAR: z.string(),
  infoEN: z.string(),
  order: z.number().int(),
  countryid: z.number().int(),
  isactive: z.number().int(),
  avalibleforCauses: z.number().int(),
  activityImage: z.string().nullable(),
  version: z.number().int(),
});
export type Activity = z.infer<typeof activitySchema>;

export const ACTIVITY_NAME_MAX = 45;
export const ACTIVITY_INFO_MAX = 1000;

/**
 * Body of `POST /activities` and `PUT /activities/{id}` (spec 5: names ≤ 45, infos ≤ 1000,
 * order ≥ 0, all required; the image is an upload path such as `activities/12.jpg` or an http(s) URL).
 * `avalibleforCauses` is set to 1 by the server on every save.
 */
export const activityInputSchema = z.strictObject({
  intID: requiredInt({ min: 0 }),
  nameAR: requiredText(ACTIVITY_NAME_MAX),
  nameEN: requiredText(ACTIVITY_NAME_MAX),
  infoAR: requiredText(ACTIVITY_INFO_MAX),
  infoEN: requiredText(ACTIVITY_INFO_MAX),
  order: requiredInt({ min: 0 }),
  countryid: requiredInt({ min: 0 }).optional(),
  isactive: activeFlag.optional(),
  activityImage: optionalImage(300),
  version: versionField,
});
export type ActivityInput = z.input<typeof activityInputSchema>;
export type ActivityData = z.output<typeof activityInputSchema>;
