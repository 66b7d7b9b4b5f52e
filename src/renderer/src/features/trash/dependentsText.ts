/**
 * What went to the Trash with a record, in words: '2 SMS rows, 1 bank account'. The server counts
 * the rows by table (`{ sms_payments: 2 }`); the tables a person knows by name have their own
 * words, the rest are 'other rows'.
 */
import type { Language } from '../../../../shared/constants';
import { localeOf, type Translate } from '../../i18n';

/** The tables with words of their own (`trash.went.*`), by name. */
const KINDS = {
  sms_payments: 'smsPayments',
  bank_payments: 'bankPayments',
  cc_payments: 'ccPayments',
  landing_pages: 'landingPages',
  landing_page_images: 'landingPageImages',
} as const;
type Kind = (typeof KINDS)[keyof typeof KINDS] | 'other';

/** A table's kind; a name given for one of its rows (`sms_payment`) is the table's. */
function kindOf(table: string): Kind {
  const name = (table.endsWith('s') ? table : `${table}s`) as keyof typeof KINDS;
  return Object.hasOwn(KINDS, name) ? KINDS[name] : 'other';
}

export function dependentsText(dependents: Readonly<Record<string, number>>, t: Translate, language: Language): string {
  const counts = new Map<Kind, number>();
  for (const [table, count] of Object.entries(dependents)) {
    if (count > 0) counts.set(kindOf(table), (counts.get(kindOf(table)) ?? 0) + count);
  }
  const locale = localeOf(language);
  const parts = [...counts].map(([kind, count]) => t(`trash.went.${kind}`, { count, number: count.toLocaleString(locale) }));
  return new Intl.ListFormat(locale, { style: 'short', type: 'unit' }).format(parts);
}
