/**
 * The fields a history entry changed, in one line for the Activity screen's column, each named as
 * its form labels it (the History panel's `fieldLabel`, components/record-history/fieldLabels.ts).
 */
import type { HistoryChange } from '../../../../shared/entities/history';
import { fieldLabel } from '../../components/record-history/fieldLabels';
import type { Translate } from '../../i18n';

/** 'Name (English), Order': each field once, joined as the language lists things. */
export function changedFieldsText(resource: string, changes: readonly HistoryChange[], t: Translate, locale: string): string {
  const labels = [...new Set(changes.map(({ field }) => fieldLabel(resource, field, t)))];
  return new Intl.ListFormat(locale, { style: 'short', type: 'unit' }).format(labels);
}
