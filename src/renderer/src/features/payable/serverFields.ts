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
