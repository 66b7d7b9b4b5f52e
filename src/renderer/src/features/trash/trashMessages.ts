/**
 * What the Trash says about a choice of records: the question before they are deleted for good,
 * which names them, and why the server refused to restore them.
 */
import type { Language } from '../../../../shared/constants';
import type { TrashEntry } from '../../../../shared/entities/history';
import { isAppError } from '../../api/backoffice';
import { isolate } from '../../components/list/OrganizationFilterNote';
import { localeOf, translateMessage, type Translate } from '../../i18n';
import { describeError } from '../../i18n/errors';
import { recordNameIn } from '../activity/recordName';

/** A record's name in a sentence: quoted, and isolated so that its Arabic and English keep their order in either language. */
const quotedName = (entry: TrashEntry, t: Translate, language: Language) => t('trash.quoted', { name: isolate(recordNameIn(entry.recordName, language)) });

/** Records the question names; the others are counted ('and 5 more'). */
export const NAMED_IN_QUESTION = 10;

/** 'Delete “Water well · بئر ماء”, “Ramadan · رمضان” and 3 more for good?' */
export function purgeQuestion(entries: readonly TrashEntry[], t: Translate, language: Language): string {
  const locale = localeOf(language);
  const named = entries.slice(0, NAMED_IN_QUESTION).map((entry) => quotedName(entry, t, language));
  const more = entries.length - named.length;
  const items = more > 0 ? [...named, t('trash.more', { count: more, number: more.toLocaleString(locale) })] : named;
  return t('trash.purgeQuestion', { names: new Intl.ListFormat(locale, { type: 'conjunction' }).format(items) });
}

/**
 * Why nothing was restored. A restore is all or none; when a record no longer fits (its address or
 * keyword taken meanwhile, a record it needs itself in the Trash), the server names what is in the
 * way for that record (409 `restoreConflict`, its message keyed by the Trash entry); a keyword
 * claimed by another owner, and any other refusal, are said as every refusal is.
 */
export function restoreRefusal(error: unknown, entries: ReadonlyMap<string, TrashEntry>, t: Translate, language: Language): string {
  const reasons = isAppError(error)
    ? Object.entries(error.fields ?? {}).flatMap(([entryId, message]) => {
        const reason = translateMessage(t, message);
        // A message key this client has no words for is not shown as the key.
        if (!reason || reason === message) return [];
        const entry = entries.get(entryId);
        return [entry ? t('trash.refusedRecord', { name: quotedName(entry, t, language), reason }) : reason];
      })
    : [];
  // A keyword claimed by two SMS rows is one reason.
  const said = [...new Set(reasons)];
  return t('trash.nothingRestored', { reason: said.length > 0 ? said.join(' ') : describeError(error, t, language) });
}
