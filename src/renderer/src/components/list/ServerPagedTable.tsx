/**
 * A screen of rows the server pages that are no resource's records (the Activity screen, the
 * Trash), drawn with the list kit's pieces as `ResourceList` draws a resource's list: the heading
 * and its toolbar, the kit's table (`ListTable`, with its checkboxes when the screen selects rows)
 * in a focusable card that scrolls sideways, the empty and failed states with a retry, and the
 * row count with the kit's `Pagination` under it. The server's order is the only one (newest
 * first): the headers do not sort.
 */
import { useMemo, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Spinner, Text, makeStyles } from '@fluentui/react-components';
import { PAGINATION_THRESHOLD } from '../../../../shared/constants';
import { ListLoadError } from './ListLoadError';
import { ListTable, type ListSelection } from './ListTable';
import { Pagination } from './Pagination';
import type { CellContext, DataColumn } from './types';
import { listPageStyles } from './listPageStyles';
import { languageAtom } from '../../state/preferences';
import type { ServerPage } from './useServerPage';

const useStyles = makeStyles(listPageStyles);

const TITLE_ID = 'page-title';
const noSort = () => undefined;
const notSortable = () => false;

export interface ServerPagedTableProps<T> {
  title: string;
  /** The toolbar's controls (search, buttons). */
  toolbar: ReactNode;
  /** Between the heading and the table: filters, notes, message bars. */
  children?: ReactNode;
  columns: ReadonlyArray<DataColumn<T>>;
  list: ServerPage<T>;
  rowKey(row: T): string;
  rowName(row: T): string;
  /** The row checkboxes (the Trash). */
  selection?: ListSelection;
  /** What an empty page says (the filters found nothing, or there is nothing). */
  emptyText: string;
  onPageChange(page: number): void;
}

export function ServerPagedTable<T>({ title, toolbar, children, columns, list, rowKey, rowName, selection, emptyText, onPageChange }: ServerPagedTableProps<T>) {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const context: CellContext = useMemo(() => ({ t, language }), [t, language]);

  return (
    <section className={styles.page} aria-labelledby={TITLE_ID}>
      <header className={styles.header}>
        <Text as="h1" id={TITLE_ID} size={700} weight="semibold" className={styles.title}>
          {title}
        </Text>
        <div className={styles.toolbar} role="toolbar" aria-label={t('list.toolbar')}>
          {toolbar}
        </div>
      </header>
      {children}
      {list.isError ? (
        <ListLoadError error={list.error} onRetry={list.refetch} />
      ) : (
        // A focusable, named region: a keyboard user scrolls the wide table sideways with the arrow keys.
        <div className={styles.surface} role="region" aria-labelledby={TITLE_ID} tabIndex={0}>
          <ListTable
            labelledBy={TITLE_ID}
            busy={list.isFetching}
            columns={columns}
            rows={list.rows}
            rowKey={rowKey}
            rowName={rowName}
            selection={selection}
            sort={null}
            onSort={noSort}
            canSort={notSortable}
            context={context}
          />
          {list.isPending && <Spinner className={styles.empty} label={t('app.loading')} />}
          {list.isSuccess && list.total === 0 && (
            <Text role="status" className={styles.empty}>
              {emptyText}
            </Text>
          )}
        </div>
      )}
      {list.total > 0 && (
        <div className={styles.footer}>
          <Text className={styles.muted}>{t('list.rowCount', { count: list.total, number: list.total })}</Text>
          {list.total > PAGINATION_THRESHOLD && <Pagination page={list.page} pageCount={list.pageCount} onPageChange={onPageChange} />}
        </div>
      )}
    </section>
  );
}
