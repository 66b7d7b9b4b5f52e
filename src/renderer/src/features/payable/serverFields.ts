import type { SmsChanges } from './diffs';
import type { PayableFormValues } from './values';

/** A server field key of a create (`sms_payment.0.price`, `bank_payment.0.IBAN`, `nameEN`) as a form field; undefined when none. */
export function formFieldOf(key: string, values: PayableFormValues): string | undefined {
  const parts = key.split('.');
  const [list, index, name] = parts;
  if (list === 'sms_payment' && index !== undefined && name) return `sms.${index}.${name}`;
  if (list === 'bank_payment' && name) return `bank.${name}`;
  if (list === 'cc_payment' && name === 'cc_url') return 'cc_url';
  const last = parts.at(-1) ?? key;
  return last in values && !['sms', 'bank'].includes(last) ? last : undefined;
}

/**
 * A server field key of the SMS step of an edit (`sms_payment_to_add.0.keyword_en`,
 * `sms_payment_to_update.1.keyword_ar`) as the form row's field: added rows are the form rows
 * `addedRows` in order, changed rows are found by their id.
 */
export function smsStepFieldOf(key: string, step: { changes: SmsChanges; addedRows: number[] }, values: PayableFormValues): string | undefined {
  const [list, position, name] = key.split('.');
  if (!name || position === undefined) return undefined;
  const index = Number(position);
  const row =
    list === 'sms_payment_to_add'
      ? step.addedRows[index]
      : list === 'sms_payment_to_update'
        ? values.sms.findIndex((candidate) => candidate.serverId === step.changes.sms_payment_to_update[index]?.id)
        : undefined;
  return row === undefined || row < 0 ? undefined : `sms.${row}.${name}`;
}
