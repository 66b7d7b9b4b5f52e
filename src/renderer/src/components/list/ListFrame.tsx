/**
 * Every list screen drawn alike around the kit's one table (ResourceList for a resource's records,
 * ServerPagedTable for the Activity and Trash screens): the heading and its toolbar, the table as a
 * grid in a card that scrolls sideways, the loading, empty and failed states, the row count and the
 * pagination, the list's live region and its shortcuts:
 * - N: the list's New button, where it has one; / : its search box; ] and [ : the next and the
 *   previous page (none while typing: `useShortcut`);
 * - PageDown and PageUp in the grid turn the pages too, and every page turned is said
 *   ('Page 2 of 3').
 *
 * The card is no Tab stop of its own: the grid is one, and a cell the arrows reach is scrolled
 * into view, so the keyboard scrolls the wide table sideways by moving in it.
 */
import { useRef, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner, Text, makeStyles } from '@fluentui/react-components';
import { PAGINATION_THRESHOLD } from '../../../../shared/constants';
import { useShortcut } from '../../shortcuts/useShortcut';
import { ListLoadError } from './ListLoadError';
import { ListTable, type ListTableProps } from './ListTable';
import { useListAnnouncer } from './ListAnnouncer';
import { listPageStyles } from './listPageStyles';
import { Pagination } from './Pagination';
import type { ListGridHandle } from './useGridKeyboard';
import type { PageState } from './useListData';

const useStyles = makeStyles(listPageStyles);

const TITLE_ID = 'page-title';
const ROW_COUNT_ID = 'list-row-count';

export interface ListFrameProps<T> {
  title: string;
  /** The toolbar's controls (filters, search, buttons). */
  toolbar: ReactNode;
  /** Between the heading and the table: filters, notes, message bars, an inline form. */
  children?: ReactNode;
  /** After the list: its dialogs. */
  dialogs?: ReactNode;
  list: PageState;
  /** The table's rows, columns and controls; the frame names it and makes it a grid. */
  table: Omit<ListTableProps<T>, 'labelledBy' | 'busy' | 'grid' | 'caption' | 'footer' | 'rowHeader'>;
  /** False while the table waits for something (the saved column choice): a spinner instead. */
  tableReady?: boolean;
  /** What an empty list says (nothing yet, or nothing found). */
  emptyText: string;
  onPageChange(page: number): void;
  /** Enter on a row. */
  onOpenRow?(row: T): void;
  /** Delete on a row. */
  onDeleteKey?(row: T): void;
  /** The New button's action (N). */
  onNew?(): void;
  /** The card's blur (ResourceList's rows held in place until the focus leaves the table). */
  onSurfaceBlur?: FocusEventHandler<HTMLDivElement>;
  gridHandle?: Ref<ListGridHandle>;
}

export function ListFrame<T>({
  title,
  toolbar,
  children,
  dialogs,
  list,
  table,
  tableReady = true,
  emptyText,
  onPageChange,
  onOpenRow,
  onDeleteKey,
  onNew,
  onSurfaceBlur,
  gridHandle,
}: ListFrameProps<T>) {
  const styles = useStyles();
  const { t } = useTranslation();
  const { region, announce } = useListAnnouncer();
  const section = useRef<HTMLElement>(null);
  const { total, page, pageCount } = list;
  const paged = total > PAGINATION_THRESHOLD;

  /** Turns to `next` (when there is such a page) and says so. */
  const turnTo = (next: number) => {
    if (next < 1 || next > pageCount || next === page) return;
    onPageChange(next);
    announce(t('listKeyboard.page', { page: next, total: pageCount }));
  };
  useShortcut('nextPage', () => turnTo(page + 1), paged);
  useShortcut('previousPage', () => turnTo(page - 1), paged);
  useShortcut('newRecord', () => onNew?.(), onNew !== undefined);
  useShortcut('searchList', () => section.current?.querySelector<HTMLInputElement>('[role="toolbar"] input[type="search"]')?.focus());

  return (
    <section ref={section} className={styles.page} aria-labelledby={TITLE_ID}>
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
        <div className={styles.surface} onBlur={onSurfaceBlur}>
          {tableReady && (
            <ListTable
              {...table}
              labelledBy={TITLE_ID}
              busy={list.isFetching}
              grid={{
                total,
                offset: list.rowsBefore,
                announce,
                describedBy: total > 0 ? ROW_COUNT_ID : undefined,
                onOpenRow,
                onDeleteKey,
                onTurnPage: paged ? (by) => turnTo(page + by) : undefined,
                handle: gridHandle,
              }}
            />
          )}
          {(list.isPending || !tableReady) && <Spinner className={styles.empty} label={t('app.loading')} />}
          {list.isSuccess && total === 0 && (
            <Text role="status" className={styles.empty}>
              {emptyText}
            </Text>
          )}
        </div>
      )}
      {total > 0 && (
        <div className={styles.footer}>
          <Text id={ROW_COUNT_ID} className={styles.muted}>
            {t('list.rowCount', { count: total, number: total })}
          </Text>
          {paged && <Pagination page={page} pageCount={pageCount} onPageChange={turnTo} />}
        </div>
      )}
      {region}
      {dialogs}
    </section>
  );
}
