import { z } from 'zod';

/** What every record of the class-based store carries (spec 7.3): its key, its times and its `version`. */
export const classRecordFields = {
  objectId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
};

/** Content languages of spec 9 (AR or EN) and the genders of the ambassador and memorial forms. */
export const contentLanguages = ['ar', 'en'] as const;
export const genders = ['male', 'female'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];
export type Gender = (typeof genders)[number];

/** Language of a record, Arabic unless chosen (spec 9: the memorial form's default). */
export const contentLanguageField = z.enum(contentLanguages, { error: 'validation.invalid' }).default('ar');
/** Gender of a record, male unless chosen (spec 9). */
export const genderField = z.enum(genders, { error: 'validation.invalid' }).default('male');

/** Body of `PUT /classes/{Class}/{objectId}/approved` (ambassadors, memorial persons): Yes or No. */
export const approvalBodySchema = z.strictObject({
  Approved: z.boolean({ error: 'validation.invalid' }),
});
export type ApprovalBody = z.infer<typeof approvalBodySchema>;
