/**
 * The table of a list screen: header with sorting, the selection checkboxes, one row per
 * record of the page. What the rows are, which are selected and the order belong to
 * `ResourceList`; this draws them.
 *
 * A wide table scrolls sideways inside its card (the card is the scroll container) rather than
 * squeezing its columns: cells keep to one line, so a column is as wide as its values up to a
 * limit (CellText cuts longer ones). The checkboxes stay in view at the inline start and the
 * row buttons at the inline end (logical insets: they swap sides in Arabic), on an opaque
 * background so the scrolled cells do not show through.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  TableSelectionCell,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { CellText } from './CellText';
import { sortValueOf, type SortState } from './sortRows';
import type { CellContext, ControlColumn, DataColumn, ListColumn } from './types';

const stickyCell = {
  position: 'sticky',
  zIndex: 1,
  backgroundColor: tokens.colorNeutralBackground1,
} as const;

const useStyles = makeStyles({
  // `auto`, not Fluent's fixed layout: columns take the width of their content, and the table
  // grows past the card (which scrolls) instead of dividing the card's width between them.
  table: { tableLayout: 'auto' },
  header: { whiteSpace: 'nowrap' },
  cell: { whiteSpace: 'nowrap' },
  stickyStart: { ...stickyCell, insetInlineStart: 0 },
  stickyEnd: { ...stickyCell, insetInlineEnd: 0 },
});

export function isDataColumn<T>(column: ListColumn<T>): column is DataColumn<T> {
  return column.kind === undefined || column.kind === 'data';
}

/** The row checkboxes; absent when the list has no bulk delete. */
export interface ListSelection {
  selected: ReadonlySet<string>;
  onToggleRow(id: string): void;
  onTogglePage(): void;
}

export interface ListTableProps<T> {
  /** Id of the element naming the table (the page heading). */
  labelledBy: string;
  busy: boolean;
  /** The visible columns, in order. */
  columns: ReadonlyArray<ListColumn<T>>;
  /** The rows of the page shown. */
  rows: readonly T[];
  rowKey(row: T): string;
  rowName(row: T): string;
  selection?: ListSelection;
  sort: SortState | null;
  onSort(key: string): void;
  /** Whether a column with a sort value can be sorted here (a server-mode list: only by the registry's `sortable` fields). */
  canSort?(column: DataColumn<T>): boolean;
  context: CellContext;
  /** The status and Approved switches and the row buttons: their behaviour belongs to the list. */
  renderControl(column: ControlColumn, row: T): ReactNode;
}

/**
 * A data cell: text and numbers through CellText (one line, own direction, cut with the whole
 * value on hover and focus); numbers always read left to right. Other content (a copy button)
 * isolates its own direction.
 */
function DataCellContent<T>({ column, row, context }: { column: DataColumn<T>; row: T; context: CellContext }): ReactNode {
  const value = column.render ? column.render(row, context) : column.field ? row[column.field] : undefined;
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return <CellText text={String(value)} direction="ltr" />;
  if (typeof value === 'string') return <CellText text={value} direction={column.direction ?? 'auto'} />;
  if (typeof value === 'boolean') return <CellText text={String(value)} direction="ltr" />;
  return value as ReactNode;
}

export function ListTable<T>({ labelledBy, busy, columns, rows, rowKey, rowName, selection, sort, onSort, canSort, context, renderControl }: ListTableProps<T>) {
  const styles = useStyles();
  const { t } = useTranslation();
  const pageSelected = selection ? rows.filter((row) => selection.selected.has(rowKey(row))).length : 0;

  return (
    <Table className={styles.table} aria-labelledby={labelledBy} aria-busy={busy}>
      <TableHeader>
        <TableRow>
          {selection && (
            <TableSelectionCell
              type="checkbox"
              checked={rows.length > 0 && pageSelected === rows.length ? true : pageSelected > 0 ? 'mixed' : false}
              onClick={selection.onTogglePage}
              checkboxIndicator={{ 'aria-label': t('list.selectPage') }}
              invisible={rows.length === 0}
              className={styles.stickyStart}
            />
          )}
          {columns.map((column) => {
            const sortable = isDataColumn(column) && sortValueOf(column) !== undefined && (canSort?.(column) ?? true);
            return (
              <TableHeaderCell
                key={column.key}
                className={mergeClasses(styles.header, column.kind === 'actions' && styles.stickyEnd)}
                // Explicit: after the checkbox cell, browsers would take it for a row header.
                scope="col"
                sortable={sortable}
                sortDirection={sort?.key === column.key ? sort.direction : undefined}
                onClick={sortable ? () => onSort(column.key) : undefined}
              >
                {t(column.label)}
              </TableHeaderCell>
            );
          })}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const id = rowKey(row);
          return (
            <TableRow key={id} aria-selected={selection ? selection.selected.has(id) : undefined}>
              {selection && (
                <TableSelectionCell
                  type="checkbox"
                  checked={selection.selected.has(id)}
                  onClick={() => selection.onToggleRow(id)}
                  checkboxIndicator={{ 'aria-label': t('list.selectRow', { name: rowName(row) }) }}
                  className={styles.stickyStart}
                />
              )}
              {columns.map((column) => (
                <TableCell key={column.key} className={mergeClasses(styles.cell, column.kind === 'actions' && styles.stickyEnd)}>
                  {isDataColumn(column) ? <DataCellContent column={column} row={row} context={context} /> : renderControl(column, row)}
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
