/**
 * What the project and case form schemas share: the payment sections, checked with the shared
 * item schemas (the server's own) when shown, and the rich-text descriptions.
 */
import { z } from 'zod';
import { bankPaymentInputSchema, ccPaymentInputSchema, smsPaymentInputSchema } from '../../../../shared/entities/payment';
import { richText } from '../../../../shared/entities/rich-text';
import { isEmptyRichText } from '../../components/form/richTextValue';
import type { PaymentValues } from './values';

/** A description: '' when the editor is empty, at most `max` characters of HTML. */
export const descriptionField = (max: number) =>
  z.preprocess((value) => (typeof value === 'string' && isEmptyRichText(value) ? '' : value), richText(max));

// The payment fields are checked as a whole (checkPayments): a hidden section is not checked.
const paymentShape = {
  smsOn: z.union([z.literal(0), z.literal(1)]),
  bankOn: z.union([z.literal(0), z.literal(1)]),
  ccOn: z.union([z.literal(0), z.literal(1)]),
  sms: z.array(z.any()),
  bank: z.any(),
  cc_url: z.string(),
};

/** The shown payment sections, their messages put on the form's own fields. */
function checkPayments(values: PaymentValues, ctx: z.RefinementCtx, withBank: boolean): void {
  const report = (error: z.ZodError, path: Array<string | number>) => {
    for (const issue of error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [...path, ...issue.path] });
  };
  if (values.smsOn === 1) {
    // `serverId` is the form's own bookkeeping, not a field of the (strict) item schema.
    values.sms.forEach(({ serverId: _serverId, ...row }, index) => {
      const parsed = smsPaymentInputSchema.safeParse(row);
      if (!parsed.success) report(parsed.error, ['sms', index]);
    });
  }
  if (withBank && values.bankOn === 1) {
    const parsed = bankPaymentInputSchema.safeParse(values.bank);
    if (!parsed.success) report(parsed.error, ['bank']);
  }
  if (values.ccOn === 1) {
    // The item's own path is already `cc_url`, the form's field (nesting it again hid the message).
    const parsed = ccPaymentInputSchema.safeParse({ cc_url: values.cc_url });
    if (!parsed.success) report(parsed.error, []);
  }
}

/** A new record's organization (create, duplicate): an organization's id, else the form's own message (spec 5). */
export const organizationChoiceSchema = (message: string) => z.object({ org_id: z.string().regex(/^[1-9]\d*$/, message) });

/**
 * What the payable form's fields may hold at most (fieldLimits.ts): its schema's bounds and those
 * of the payment items, which the schema checks only in the sections shown.
 */
export const payableFieldLimits = (schema: z.ZodType): z.ZodType =>
  schema.and(z.object({ sms: z.array(smsPaymentInputSchema), bank: bankPaymentInputSchema }));

/** A payable form's schema: its main fields and the payment sections (the bank block for projects only). */
export function payableFormSchema(mainFields: Record<string, z.ZodType>, { withBank }: { withBank: boolean }): z.ZodType {
  return (
    z
      .object({ ...mainFields, ...paymentShape })
      // Runs even when a main field is wrong, so every message shows at once.
      .superRefine((values, ctx) => checkPayments(values as unknown as PaymentValues, ctx, withBank), { when: () => true })
  );
}
