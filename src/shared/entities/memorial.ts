import { z } from 'zod';
import { UAE_MOBILE_PATTERN } from '../constants';
import { classRecordFields, contentLanguageField, contentLanguages, genderField, genders } from './class-record';
import { INT_MAX, objectIdParam, optionalHttpUrl, optionalImage, requiredInt, requiredText, versionField } from './fields';
import { RICH_TEXT_MAX, requiredRichText } from './rich-text';

/** A memorial person, an in-memory case (class InMemory, spec 2.8 and 3). */
export const memorialSchema = z.object({
  ...classRecordFields,
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  age: z.number().int(),
  actId: z.number().int(),
  orgId: z.number().int(),
  /** A UAE number without the 971 prefix (`501234567`), or null. */
  mobileNum: z.string().nullable(),
  /** The share link of its landing page. */
  sdl: z.string().nullable(),
  /** The app user who asked for it: they are notified when it is approved or not. */
  userId: z.string().nullable(),
  Approved: z.boolean(),
  language: z.enum(contentLanguages),
  gender: z.enum(genders),
  applicantName: z.string(),
  targetAmount: z.number().int(),
  collectedAmount: z.number().int(),
});
export type Memorial = z.infer<typeof memorialSchema>;

/** The country prefix the form's number carries and the stored one does not (spec 3, 9). */
export const UAE_COUNTRY_PREFIX = '971';

/**
 * The form's `9715xxxxxxxx`; empty or absent is none (null). The server stores it without the
 * prefix (its memorial binding): the schema's output stays what the form sends, so a form can
 * send what it validated.
 */
const mobileNumField = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z
    .string({ error: 'validation.mobileInvalid' })
    .trim()
    .regex(UAE_MOBILE_PATTERN, 'validation.mobileInvalid')
    .optional()
    .transform((value) => value ?? null),
);

/** A number as a memorial stores it: `971501234567` → `501234567` (spec 3: without the +971 prefix). */
export const storedMobileNum = (typed: string): string => typed.slice(UAE_COUNTRY_PREFIX.length);

/** The form's number of a stored one: `501234567` → `971501234567`. */
export const mobileNumOfRecord = (stored: string | null): string => (stored ? `${UAE_COUNTRY_PREFIX}${stored}` : '');

/** Activity and organization: 'Act id and Organization id are required' on create (spec 5). */
const referenceId = requiredInt({ min: 1, max: INT_MAX, required: 'validation.actOrgRequired' });

const memorialFields = {
  name: requiredText(200),
  description: requiredRichText(RICH_TEXT_MAX, 'validation.descriptionRequired'),
  image: optionalImage(300).transform((value) => (value ? value : null)),
  age: requiredInt({ min: 0, max: 150 }),
  applicantName: requiredText(200),
  targetAmount: requiredInt({ min: 0, max: INT_MAX }),
  /** The optional person id of the form: the app user who asked. */
  userId: z.preprocess((value) => (value === '' ? null : value), objectIdParam.nullish()).transform((value) => value ?? null),
  sdl: optionalHttpUrl(500),
  language: contentLanguageField,
  gender: genderField,
  version: versionField,
};

/** Body of `POST /classes/InMemory` (spec 5). */
export const memorialCreateSchema = z.strictObject({
  ...memorialFields,
  actId: referenceId,
  orgId: referenceId,
  mobileNum: mobileNumField,
});
export type MemorialCreateInput = z.input<typeof memorialCreateSchema>;

/**
 * Body of `PUT /classes/InMemory/{objectId}`: the same fields, activity and organization
 * optional (kept when absent), and the mobile number ignored: it is read-only after create.
 */
export const memorialUpdateSchema = z.strictObject({
  ...memorialFields,
  actId: referenceId.optional(),
  orgId: referenceId.optional(),
  mobileNum: z.unknown().optional().transform(() => undefined),
});
export type MemorialUpdateInput = z.input<typeof memorialUpdateSchema>;

