/**
 * A screen of rows the server pages that are no resource's records (the Activity screen, the
 * Trash): the list kit's frame and grid (ListFrame: the heading and its toolbar, the kit's
 * `ListTable` as a grid with its checkboxes when the screen selects rows, the keyboard, the empty
 * and failed states with a retry, the row count and `Pagination`), as `ResourceList` draws a
 * resource's list. The server's order is the only one (newest first): the headers do not sort.
 */
import { useMemo, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { ListFrame } from './ListFrame';
import type { ListSelection } from './ListTable';
import type { CellContext, DataColumn } from './types';
import { languageAtom } from '../../state/preferences';
import type { ServerPage } from './useServerPage';

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
  /** Enter on a row (absent: Enter does nothing there). */
  onOpenRow?(row: T): void;
  /** Delete on a row: the screen's question that deletes the selection (the Trash's 'Delete for good'). */
  onDeleteKey?(row: T): void;
}

export function ServerPagedTable<T>({ title, toolbar, children, columns, list, rowKey, rowName, selection, emptyText, onPageChange, onOpenRow, onDeleteKey }: ServerPagedTableProps<T>) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const context: CellContext = useMemo(() => ({ t, language }), [t, language]);

  return (
    <ListFrame
      title={title}
      toolbar={toolbar}
      list={list}
      table={{ columns, rows: list.rows, rowKey, rowName, selection, sort: null, onSort: noSort, canSort: notSortable, context }}
      emptyText={emptyText}
      onPageChange={onPageChange}
      onOpenRow={onOpenRow}
      onDeleteKey={onDeleteKey}
    >
      {children}
    </ListFrame>
  );
}
