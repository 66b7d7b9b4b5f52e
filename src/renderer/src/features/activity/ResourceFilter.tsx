import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../i18n';
import { languageAtom } from '../../state/preferences';
import { FilterSelect } from './FilterSelect';
import { resourceOptions } from './historyResources';

/** The 'Record type' filter of the Activity screen and the Trash: the kinds of record by their menu names. */
export function ResourceFilter({ value, onChange, className }: { value: string; onChange(value: string): void; className?: string }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const options = useMemo(() => resourceOptions(t, localeOf(language)), [t, language]);
  return <FilterSelect label={t('activity.resource')} allLabel={t('activity.allResources')} options={options} value={value} onChange={onChange} className={className} />;
}
