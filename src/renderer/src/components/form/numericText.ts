/**
 * How a number typed into a text field is shown (fields.tsx, `numeric`): people type it as they
 * write it ('50,000', '٥٠٬٠٠٠': typed-number.ts, which the shared schemas read too); once the
 * field is left it holds the number in Latin digits, and an amount shows grouped ('50,000'), as
 * the app shows numbers everywhere (`localeOf`: Latin digits in both languages).
 */
import { parseTypedNumber, plainNumberText } from '../../../../shared/typed-number';

/**
 * The typed text as the field keeps it once left: the number written plainly ('50000'), its
 * digits as typed (a mobile number's leading zero stays); anything else as it is.
 */
export function settledNumberText(text: string): string {
  return plainNumberText(text) ?? text;
}

/** What a field not being typed in shows: an amount grouped as `locale` groups it, other numbers (codes, orders) as they are. */
export function shownNumberText(text: string, grouped: boolean, locale: string): string {
  const number = grouped ? parseTypedNumber(text) : undefined;
  return number === undefined ? text : new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(number);
}
