import { z } from 'zod';
import { activeFlag, optionalRawText, requiredInt, versionField } from './fields';

/** Short code of the short-codes service (spec 3, 7.4); mnoid 1 is Etisalat, 2 is Du. */
export const shortCodeSchema = z.object({
  id: z.number().int(),
  orgid: z.number().int(),
  mnoid: z.number().int(),
  price: z.number().int(),
  shortcode: z.number().int(),
  keywordEN: z.string(),
  isactive: z.number().int(),
  version: z.number().int(),
});
export type ShortCode = z.infer<typeof shortCodeSchema>;

/**
 * Body of `POST /shortcodes` and `PUT /shortcodes/{id}` (spec 5: 'please select mnoid',
 * 'please select orgid'; price and short code required numbers).
 */
export const shortCodeInputSchema = z.strictObject({
  orgid: requiredInt({ min: 1, required: 'validation.selectOrg' }),
  mnoid: requiredInt({ min: 1, required: 'validation.selectMno' }),
  price: requiredInt({ min: 0 }),
  shortcode: requiredInt({ min: 0 }),
  keywordEN: optionalRawText(100).transform((value) => value ?? undefined),
  isactive: activeFlag.optional(),
  version: versionField,
});
export type ShortCodeInput = z.input<typeof shortCodeInputSchema>;
export type ShortCodeData = z.output<typeof shortCodeInputSchema>;
