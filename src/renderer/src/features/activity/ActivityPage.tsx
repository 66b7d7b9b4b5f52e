/**
 * The Activity screen (issue 23): every admin's changes to the records, newest first, paged by
 * the server; filtered by admin, kind of record, action and days, searched by the record's name
 * (the server folds Arabic as every search does), and exported as CSV. The filters, the search
 * and the page live in the address.
 */
import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { activityPageQuery } from '../../api/queries';
import { ListSearch } from '../../components/list/ListSearch';
import type { CellContext } from '../../components/list/types';
import { useListAddress } from '../../components/list/useListAddress';
import { useScreenTitle } from '../../screens/currentScreen';
import { languageAtom } from '../../state/preferences';
import { ActivityCsvButton } from './ActivityCsvButton';
import { ActivityFilters } from './ActivityFilters';
import { activityColumns, activityCsvColumns } from './activityColumns';
import { ACTIVITY_FILTER_RULES, activityQueryOf } from './activityFilters';
import { recordNameIn } from './recordName';
import { ServerPagedTable } from '../../components/list/ServerPagedTable';
import { useAddressFilters } from './useAddressFilters';
import { useServerPage } from '../../components/list/useServerPage';

export default function ActivityPage() {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const title = useScreenTitle();
  const { search, page, setSearch, setPage } = useListAddress();
  const { values: filters, setFilters } = useAddressFilters(ACTIVITY_FILTER_RULES);
  const query = useMemo(() => activityQueryOf(filters, search), [filters, search]);
  const list = useServerPage((range) => activityPageQuery({ ...query, ...range }), page);
  const context: CellContext = useMemo(() => ({ t, language }), [t, language]);
  const filtered = Object.keys(query).length > 0;

  return (
    <ServerPagedTable
      title={title}
      toolbar={
        <>
          <ListSearch value={search} onSearch={setSearch} />
          <ActivityCsvButton query={query} columns={activityCsvColumns(context)} disabled={list.total === 0} />
        </>
      }
      columns={activityColumns}
      list={list}
      rowKey={(entry) => entry.id}
      rowName={(entry) => recordNameIn(entry.recordName, language)}
      emptyText={search.trim() ? t('list.noResults', { term: search.trim() }) : filtered ? t('activity.noMatches') : t('activity.empty')}
      onPageChange={setPage}
    >
      <ActivityFilters values={filters} onChange={setFilters} />
    </ServerPagedTable>
  );
}
