import { z } from 'zod';
import { INT_MAX, activeFlag, requiredInt, requiredText } from './fields';
import { ccPaymentInputSchema, ccPaymentSchema, itemList, smsPaymentInputSchema, smsPaymentSchema } from './payment';
import { PROJECT_MAX, activityIdField, mediaUrlField, organizationIdField } from './project';
import { richText } from './rich-text';

/** Bounds of spec 5 for cases: names 60, info 1000, mediaURL 150, order and target amount ≥ 0. */
export const CAUSE_MAX = { name: PROJECT_MAX.name, info: PROJECT_MAX.info, mediaURL: PROJECT_MAX.mediaURL } as const;

/**
 * Urgent case (spec 3, class "cause"), as the server answers it: SMS rows and credit-card links,
 * no bank block. `version` grows by one on every write; timestamps are ISO 8601 UTC.
 */
export const causeSchema = z.object({
  id: z.number().int(),
  actid: z.number().int(),
  orgid: z.number().int(),
  nameAR: z.string(),
  nameEN: z.string(),
  order: z.number().int(),
  /** Sanitized HTML. */
  infoAR: z.string(),
  infoEN: z.string(),
  targetAmount: z.number().int(),
  collectedAmount: z.number().int(),
  mediaURL: z.string().nullable(),
  isactive: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sms_payment: z.array(smsPaymentSchema),
  cc_payment: z.array(ccPaymentSchema),
});
export type Cause = z.infer<typeof causeSchema>;

/** The main data of a case (spec 3, 5): category, names, order and target amount required. */
export const causeDataSchema = z.strictObject({
  act_id: activityIdField,
  org_id: organizationIdField,
  nameAR: requiredText(CAUSE_MAX.name),
  nameEN: requiredText(CAUSE_MAX.name),
  order: requiredInt({ min: 0, max: INT_MAX }),
  infoAR: richText(CAUSE_MAX.info),
  infoEN: richText(CAUSE_MAX.info),
  target_amount: requiredInt({ min: 0, max: INT_MAX }),
  /** Shown in edit mode (spec 2.13); 0 for a new case when absent. */
  collected_amount: requiredInt({ min: 0, max: INT_MAX }).optional(),
  mediaURL: mediaUrlField,
  isactive: activeFlag.optional(),
});
export type CauseDataInput = z.input<typeof causeDataSchema>;
export type CauseData = z.output<typeof causeDataSchema>;

/** Body of `POST /causes`: the main data, its SMS rows (dropped when unticked) and credit-card link. */
export const causeInputSchema = causeDataSchema.extend({
  sms_payment: itemList(smsPaymentInputSchema),
  cc_payment: itemList(ccPaymentInputSchema),
});
export type CauseInput = z.input<typeof causeInputSchema>;
export type CauseCreateData = z.output<typeof causeInputSchema>;
