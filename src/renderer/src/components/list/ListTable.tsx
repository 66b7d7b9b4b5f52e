/**
 * The kit's one table: header with sorting, the selection checkboxes, one row per record of the
 * page. What the rows are, which are selected and the order belong to its owner (`ResourceList`
 * for a resource's list, a report's screen for rows it holds in memory: `useSortedRows`); this
 * draws them. A table of figures may also have a caption that names it, a column whose cells
 * name their rows (row headers) and a footer row (the totals).
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
import { isDataColumn, type CellContext, type ControlColumn, type DataColumn, type ListColumn } from './types';

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
  // Figures: at the end of their column, with digits of one width, so they line up.
  alignEnd: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  // A sortable header's button is a flex box: its label goes to the end the same way.
  headerEnd: { justifyContent: 'flex-end' },
  caption: { textAlign: 'start', paddingBlockEnd: tokens.spacingVerticalS, fontWeight: tokens.fontWeightSemibold },
  footer: { backgroundColor: tokens.colorNeutralBackground3 },
  // On each cell: Fluent's header cell (the row's name) sets its own weight.
  footerCell: { fontWeight: tokens.fontWeightSemibold },
});

/** The row checkboxes; absent when the list has no bulk delete. */
export interface ListSelection {
  selected: ReadonlySet<string>;
  onToggleRow(id: string): void;
  onTogglePage(): void;
}

export interface ListTableProps<T> {
  /** Id of the element naming the table (the page heading); or a `caption`. */
  labelledBy?: string;
  /** Shown above the table and naming it ('Report results'). */
  caption?: string;
  busy?: boolean;
  /** The visible columns, in order. */
  columns: ReadonlyArray<ListColumn<T>>;
  /** The rows of the page shown. */
  rows: readonly T[];
  /** Drawn after the rows, in the table's footer (a report's totals); not sorted with them. */
  footer?: T;
  /** Key of the column whose cells name their rows: drawn as row headers. */
  rowHeader?: string;
  rowKey(row: T): string;
  rowName(row: T): string;
  selection?: ListSelection;
  sort: SortState | null;
  onSort(key: string): void;
  /** Whether a column with a sort value can be sorted here (a server-mode list: only by the registry's `sortable` fields). */
  canSort?(column: DataColumn<T>): boolean;
  context: CellContext;
  /** The status and Approved switches and the row buttons: their behaviour belongs to the list. */
  renderControl?(column: ControlColumn, row: T): ReactNode;
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

export function ListTable<T>({
  labelledBy,
  caption,
  busy,
  columns,
  rows,
  footer,
  rowHeader,
  rowKey,
  rowName,
  selection,
  sort,
  onSort,
  canSort,
  context,
  renderControl,
}: ListTableProps<T>) {
  const styles = useStyles();
  const { t } = useTranslation();
  const pageSelected = selection ? rows.filter((row) => selection.selected.has(rowKey(row))).length : 0;

  const cellsOf = (row: T, rowClassName?: string) =>
    columns.map((column) => {
      const className = mergeClasses(
        styles.cell,
        column.kind === 'actions' && styles.stickyEnd,
        isDataColumn(column) && column.align === 'end' && styles.alignEnd,
        rowClassName,
      );
      const content = isDataColumn(column) ? <DataCellContent column={column} row={row} context={context} /> : renderControl?.(column, row);
      // A row header is a `th` of its row: Fluent's header cell, not sortable there.
      if (column.key === rowHeader)
        return (
          <TableHeaderCell key={column.key} scope="row" className={className}>
            {content}
          </TableHeaderCell>
        );
      return (
        <TableCell key={column.key} className={className}>
          {content}
        </TableCell>
      );
    });

  return (
    <Table className={styles.table} aria-labelledby={labelledBy} aria-busy={busy}>
      {caption && <caption className={styles.caption}>{caption}</caption>}
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
                className={mergeClasses(styles.header, column.kind === 'actions' && styles.stickyEnd, isDataColumn(column) && column.align === 'end' && styles.alignEnd)}
                button={isDataColumn(column) && column.align === 'end' ? { className: styles.headerEnd } : undefined}
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
              {cellsOf(row)}
            </TableRow>
          );
        })}
      </TableBody>
      {footer && (
        <tfoot>
          <TableRow className={styles.footer}>
            {selection && <TableCell className={styles.stickyStart} />}
            {cellsOf(footer, styles.footerCell)}
          </TableRow>
        </tfoot>
      )}
    </Table>
  );
}
