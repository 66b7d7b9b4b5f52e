import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { localeOf } from '../../i18n';
import { languageAtom } from '../../state/preferences';
import { localName } from '../list/columns';
import type { SelectOption } from './fields';

interface Named {
  id: number;
  nameAR: string;
  nameEN: string;
}

/**
 * Records with an Arabic and an English name (activities, organizations, operators) as select
 * options: labelled by the name in the UI language (the id when both are empty), sorted by it.
 * `valueKey` is what the form stores: the id, or the intID (banner targets).
 */
export function useNameOptions<T extends Named & { intID?: number }>(records: readonly T[] | undefined, valueKey: 'id' | 'intID' = 'id'): SelectOption[] {
  const language = useAtomValue(languageAtom);
  return useMemo(() => {
    const collator = new Intl.Collator(localeOf(language));
    return (records ?? [])
      .map((record) => ({ value: String(record[valueKey]), label: localName(record, language) || String(record.id) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [records, language, valueKey]);
}
