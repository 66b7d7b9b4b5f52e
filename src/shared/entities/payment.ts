import { z } from 'zod';
import { isValidIBAN } from 'ibantools';
import { toLatinDigits } from '../typed-number';
import { INT_MAX, boundMessage, isHttpUrl, optionalRawText, recordId, requiredInt, requiredText, versionField } from './fields';

/**
 * Payment items of projects and cases (spec 3): SMS rows, one bank block (projects only) and a
 * credit-card link. Record schemas are what the server answers; input schemas are what the
 * forms and the server validate (numbers may arrive as numeric text).
 */

/** Bank country, fixed to the UAE (spec 9); set by the server, never taken from the client. */
export const BANK_COUNTRY = { countryEN: 'UAE', countryAR: 'الإمارات العربية المتحدة' } as const;

/** Bounds of the payment fields (the spec names none; these keep rows sane). */
export const PAYMENT_MAX = {
  keywordAR: 160,
  keywordEN: 100,
  bankName: 100,
  accName: 100,
  accNum: 50,
  iban: 50,
  note: 500,
  ccUrl: 500,
  /** Items of one list in one payload. */
  items: 50,
} as const;

/** Who owns a payment item: `project` (the default of the payment endpoints) or `cause`. */
export const paymentOwnerTypes = ['project', 'cause'] as const;
export type PaymentOwnerType = (typeof paymentOwnerTypes)[number];

// ---------------------------------------------------------------- records (server answers)

/** SMS donation row: operator (1 Etisalat, 2 Du), price, short code, Arabic text, English keyword. */
export const smsPaymentSchema = z.object({
  id: z.number().int(),
  mno: z.number().int(),
  price: z.number().int(),
  short_code: z.number().int(),
  keyword_ar: z.string(),
  keyword_en: z.string(),
});
export type SmsPayment = z.infer<typeof smsPaymentSchema>;

/** Bank block of a project. `accNameEN` is '' when not given. */
export const bankPaymentSchema = z.object({
  Bankid: z.number().int(),
  IBAN: z.string(),
  accNum: z.string(),
  accNameAR: z.string(),
  accNameEN: z.string(),
  nameAR: z.string(),
  nameEN: z.string(),
  noteAR: z.string(),
  noteEN: z.string(),
  countryAR: z.string(),
  countryEN: z.string(),
});
export type BankPayment = z.infer<typeof bankPaymentSchema>;

/** Credit-card donation link. `cc_url` is '' when not given. */
export const ccPaymentSchema = z.object({
  ccid: z.number().int(),
  cc_url: z.string(),
});
export type CcPayment = z.infer<typeof ccPaymentSchema>;

// ---------------------------------------------------------------- inputs (forms and server)

/** An id the client already holds (an existing item's id when updating). */
const itemId = requiredInt({ min: 1, max: INT_MAX });
/** The id a form gives a new item (a temporary number, spec 4); ignored by the server. */
const ignoredId = z.union([z.number(), z.string()], { error: 'validation.invalid' }).nullish();

/**
 * One SMS row as the form sends it (spec 5: operator, short code, Arabic text, keyword and price
 * required). `id` is ignored on add (a new row's id is temporary, spec 4) and required on update.
 */
export const smsPaymentInputSchema = z.strictObject({
  id: ignoredId,
  mno: requiredInt({ min: 1, max: INT_MAX, required: 'validation.selectMno' }),
  price: requiredInt({ min: 0, max: INT_MAX }),
  short_code: requiredInt({ min: 0, max: INT_MAX }),
  keyword_ar: requiredText(PAYMENT_MAX.keywordAR),
  keyword_en: requiredText(PAYMENT_MAX.keywordEN),
});
export type SmsPaymentInput = z.input<typeof smsPaymentInputSchema>;
export type SmsPaymentData = z.output<typeof smsPaymentInputSchema>;

/** An SMS row to change: an existing id plus the row. */
export const smsPaymentUpdateItemSchema = smsPaymentInputSchema.extend({ id: itemId });
export type SmsPaymentUpdateItem = z.input<typeof smsPaymentUpdateItemSchema>;

/**
 * A UAE IBAN: 'AE', 2 check digits, the 3-digit bank code and the 16-digit account number
 * (23 characters). Typed as people copy it ('AE07 0331 2345 6789 0123 456', Arabic-Indic digits,
 * lower case) and stored compact ('AE070331234567890123456'). A wrong shape and wrong check
 * digits (mod 97, ISO 13616: a typing mistake) have messages of their own.
 */
export const UAE_IBAN_LENGTH = 23;
const UAE_IBAN_SHAPE = /^AE\d{21}$/;
const compactIban = (typed: string) => toLatinDigits(typed).replace(/[\s-]/g, '').toUpperCase();
export const uaeIban = requiredText(PAYMENT_MAX.iban)
  .overwrite(compactIban)
  // Left empty, 'required' alone is said.
  .refine((iban) => iban === '' || UAE_IBAN_SHAPE.test(iban), 'validation.ibanShape')
  .refine((iban) => !UAE_IBAN_SHAPE.test(iban) || isValidIBAN(iban), 'validation.ibanCheckDigits');

/** `accNameEN`: optional (spec 5), stored as ''. */
const optionalAccNameEN = optionalRawText(PAYMENT_MAX.accName).transform((value) => value ?? '');

/**
 * The bank block as the form sends it (spec 5: every field required except the English account
 * name). `countryAR`/`countryEN` are not taken: the server writes BANK_COUNTRY. `Bankid` is
 * ignored on add and required on update.
 */
export const bankPaymentInputSchema = z.strictObject({
  Bankid: ignoredId,
  IBAN: uaeIban,
  accNum: requiredText(PAYMENT_MAX.accNum),
  accNameAR: requiredText(PAYMENT_MAX.accName),
  accNameEN: optionalAccNameEN,
  nameAR: requiredText(PAYMENT_MAX.bankName),
  nameEN: requiredText(PAYMENT_MAX.bankName),
  noteAR: requiredText(PAYMENT_MAX.note),
  noteEN: requiredText(PAYMENT_MAX.note),
});
export type BankPaymentInput = z.input<typeof bankPaymentInputSchema>;
export type BankPaymentData = z.output<typeof bankPaymentInputSchema>;

export const bankPaymentUpdateItemSchema = bankPaymentInputSchema.extend({ Bankid: itemId });
export type BankPaymentUpdateItem = z.input<typeof bankPaymentUpdateItemSchema>;

/** Optional https link: absent, null or empty means none (stored as ''). */
export const optionalHttpsUrl = optionalRawText(PAYMENT_MAX.ccUrl)
  .transform((value) => value ?? '')
  .refine((value) => value === '' || isHttpsUrl(value), 'validation.httpsUrl');

/** Whether a text is an absolute https URL with a host and no spaces. */
export const isHttpsUrl = (value: string) => isHttpUrl(value, ['https:']);

/** The credit-card link (spec 5: optional, but a valid https URL when given). `ccid` ignored on add, required on update. */
export const ccPaymentInputSchema = z.strictObject({
  ccid: ignoredId,
  cc_url: optionalHttpsUrl,
});
export type CcPaymentInput = z.input<typeof ccPaymentInputSchema>;
export type CcPaymentData = z.output<typeof ccPaymentInputSchema>;

export const ccPaymentUpdateItemSchema = ccPaymentInputSchema.extend({ ccid: itemId });
export type CcPaymentUpdateItem = z.input<typeof ccPaymentUpdateItemSchema>;

/** A list of items in one payload: absent means none. */
export const itemList = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: 'validation.invalid' })
    .max(PAYMENT_MAX.items, boundMessage('maxItems', PAYMENT_MAX.items))
    .default([]);

const idList = z
  .array(itemId, { error: 'validation.invalid' })
  .max(PAYMENT_MAX.items * 20, boundMessage('maxItems', PAYMENT_MAX.items * 20))
  .default([]);

/** The owner id in a body; the path id wins (spec 7.1 sends it in both). */
const bodyOwnerId = recordId.optional();
const ownerType = z.enum(paymentOwnerTypes, { error: 'validation.invalid' }).optional();

/**
 * `PUT /sms_payment/{id}` (spec 7.1, 4): the SMS rows of a project (default) or a case, as a
 * diff. All of it is applied, or nothing.
 */
export const smsPaymentUpdateBodySchema = z.strictObject({
  id: bodyOwnerId,
  type: ownerType,
  version: versionField,
  sms_payment_to_remove: idList,
  sms_payment_to_add: itemList(smsPaymentInputSchema),
  sms_payment_to_update: itemList(smsPaymentUpdateItemSchema),
});
export type SmsPaymentUpdateBody = z.input<typeof smsPaymentUpdateBodySchema>;

/** `PUT /bank_payment/{id}`: projects only. `bank_payment_to_remove` is an addition to spec 7.1 (optional). */
export const bankPaymentUpdateBodySchema = z.strictObject({
  id: bodyOwnerId,
  type: z.literal('project', { error: 'validation.invalid' }).optional(),
  version: versionField,
  bank_payment_to_add: itemList(bankPaymentInputSchema),
  bank_payment_to_update: itemList(bankPaymentUpdateItemSchema),
  bank_payment_to_remove: idList,
});
export type BankPaymentUpdateBody = z.input<typeof bankPaymentUpdateBodySchema>;

/** `PUT /cc_payment/{id}`: project (default) or case. `cc_payment_to_remove` is an addition to spec 7.1 (optional). */
export const ccPaymentUpdateBodySchema = z.strictObject({
  id: bodyOwnerId,
  type: ownerType,
  version: versionField,
  cc_payment_to_add: itemList(ccPaymentInputSchema),
  cc_payment_to_update: itemList(ccPaymentUpdateItemSchema),
  cc_payment_to_remove: idList,
});
export type CcPaymentUpdateBody = z.input<typeof ccPaymentUpdateBodySchema>;

export const paymentKinds = ['sms', 'bank', 'cc'] as const;
export type PaymentKind = (typeof paymentKinds)[number];
