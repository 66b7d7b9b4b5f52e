import { z } from 'zod';
import {
  INT_MAX,
  activeFlag,
  optionalImage,
  optionalText,
  requiredInt,
  requiredText,
} from './fields';
import { richText } from './rich-text';
import {
  bankPaymentInputSchema,
  bankPaymentSchema,
  ccPaymentInputSchema,
  ccPaymentSchema,
  itemList,
  smsPaymentInputSchema,
  smsPaymentSchema,
} from './payment';

/** Bounds of spec 5 for projects and cases (the "unused schema", enforced here). */
export const PROJECT_MAX = { name: 60, info: 1000, mediaURL: 150, deeplink: 300 } as const;

/**
 * Project (spec 3), as the server answers it: with its three payment lists. `actIntId`,
 * `orgIntId` and `orgNameAR` are derived by the server from the chosen activity and organization.
 * `version` grows by one on every write (main data, status, payments); timestamps are ISO 8601 UTC.
 */
export const projectSchema = z.object({
  id: z.number().int(),
  actid: z.number().int(),
  actIntId: z.number().int(),
  org_id: z.number().int(),
  orgIntId: z.number().int(),
  orgNameAR: z.string(),
  nameAR: z.string(),
  nameEN: z.string(),
  /** Sanitized HTML. */
  infoAR: z.string(),
  infoEN: z.string(),
  mediaURL: z.string().nullable(),
  smartDeepLink: z.string().nullable(),
  deeplink: z.string().nullable(),
  Order: z.number().int(),
  isactive: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sms_payment: z.array(smsPaymentSchema),
  bank_payment: z.array(bankPaymentSchema),
  cc_payment: z.array(ccPaymentSchema),
});
export type Project = z.infer<typeof projectSchema>;

/** Category (activity id) and organization id chosen in the form. */
export const activityIdField = requiredInt({ min: 1, max: INT_MAX, required: 'validation.selectCategory' });
export const organizationIdField = requiredInt({ min: 1, max: INT_MAX, required: 'validation.selectOrg' });

/** The image of a project or case: an upload's path or an http(s) URL; absent or empty means none (null). */
export const mediaUrlField = optionalImage(PROJECT_MAX.mediaURL).transform((value) => (value ? value : null));

/** The main data of a project (spec 3, 5): the form's fields without the payment lists. */
export const projectDataSchema = z.strictObject({
  act_id: activityIdField,
  org_id: organizationIdField,
  nameAR: requiredText(PROJECT_MAX.name),
  nameEN: requiredText(PROJECT_MAX.name),
  infoAR: richText(PROJECT_MAX.info),
  infoEN: richText(PROJECT_MAX.info),
  mediaURL: mediaUrlField,
  Order: requiredInt({ min: 0, max: INT_MAX }).optional(),
  isactive: activeFlag.optional(),
  smartDeepLink: optionalText(PROJECT_MAX.deeplink),
  deeplink: optionalText(PROJECT_MAX.deeplink),
});
export type ProjectDataInput = z.input<typeof projectDataSchema>;
export type ProjectData = z.output<typeof projectDataSchema>;

/** Body of `POST /projects`: the main data and its three lists (unticked sections send empty lists). */
export const projectInputSchema = projectDataSchema.extend({
  sms_payment: itemList(smsPaymentInputSchema),
  bank_payment: itemList(bankPaymentInputSchema),
  cc_payment: itemList(ccPaymentInputSchema),
});
export type ProjectInput = z.input<typeof projectInputSchema>;
export type ProjectCreateData = z.output<typeof projectInputSchema>;
