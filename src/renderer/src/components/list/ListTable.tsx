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
 *
 * A list of records (`grid`: ResourceList, ServerPagedTable) is an ARIA grid: one Tab stop, moved
 * in by the arrows (useGridKeyboard.ts), its `aria-rowcount` the whole list's rows and each row's
 * `aria-rowindex` its place in the whole list, so a screen reader says 'row 13 of 27' on page 2;
 * a selected row is `aria-selected`, and each change of the selection is said (ListAnnouncer).
 * A report's rows are a plain table: nothing in them to operate but the sorting.
 */
import { useRef, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Checkbox,
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
import { DATA_CELL, type StickySide } from './gridStops';
import { useGridKeyboard, type ListGridHandle } from './useGridKeyboard';
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
  // The page checkbox's header: as wide as the row checkboxes' cells (Fluent's selection cell).
  selectionHeader: { width: '44px', padding: 0, textAlign: 'center' },
  selectionHeaderBox: { justifyContent: 'center' },
});

/** What makes a list's table a grid (see above); the texts it says come from the list. */
export interface ListGrid<T> {
  /** Rows of the whole list, every page: the header row is one more. */
  total: number;
  /** Rows of the list before this page's first. */
  offset: number;
  /** Says a change to a screen reader (the list's live region). */
  announce(message: string): void;
  /** Id of what describes the grid (the row count under it). */
  describedBy?: string;
  /** Enter on a row: its edit. */
  onOpenRow?(row: T): void;
  /** Delete on a row: the question that deletes the selection (or the row). */
  onDeleteKey?(row: T): void;
  /** PageDown (1) and PageUp (-1). */
  onTurnPage?(by: 1 | -1): void;
  handle?: Ref<ListGridHandle>;
}

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
  /** A list of records: a grid (see above); absent for a report's rows. */
  grid?: ListGrid<T>;
}

/** Marks a cell that stays in view while the table scrolls sideways (gridStops.ts keeps the focus out from under it). */
const sticky = (side: StickySide) => ({ 'data-sticky': side });

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
  grid,
}: ListTableProps<T>) {
  const styles = useStyles();
  const { t } = useTranslation();
  const tableRef = useRef<HTMLTableElement>(null);
  const pageSelected = selection ? rows.filter((row) => selection.selected.has(rowKey(row))).length : 0;
  const allSelected = rows.length > 0 && pageSelected === rows.length;

  /** Selects the row or no longer, and says so with its place in the whole list. */
  const toggleRow = (index: number) => {
    const row = rows[index];
    if (!selection || row === undefined) return;
    const id = rowKey(row);
    const selecting = !selection.selected.has(id);
    selection.onToggleRow(id);
    grid?.announce(t(selecting ? 'listKeyboard.rowSelected' : 'listKeyboard.rowNotSelected', { row: grid.offset + index + 1, total: grid.total }));
  };
  const togglePage = () => {
    if (!selection) return;
    selection.onTogglePage();
    grid?.announce(t(allSelected ? 'listKeyboard.pageNotSelected' : 'listKeyboard.pageSelected'));
  };

  /** A handler of the row at a place on the page, from a handler of the row. */
  const byIndex = (handler?: (row: T) => void) =>
    handler &&
    ((index: number) => {
      const row = rows[index];
      if (row !== undefined) handler(row);
    });
  const keyboard = useGridKeyboard(
    tableRef,
    { onOpenRow: byIndex(grid?.onOpenRow), onToggleRow: selection && toggleRow, onDelete: byIndex(grid?.onDeleteKey), onTurnPage: grid?.onTurnPage },
    grid?.handle,
    grid !== undefined,
  );

  const cellsOf = (row: T, rowClassName?: string) =>
    columns.map((column) => {
      const data = isDataColumn(column);
      const className = mergeClasses(
        styles.cell,
        column.kind === 'actions' && styles.stickyEnd,
        data && column.align === 'end' && styles.alignEnd,
        rowClassName,
      );
      const marks = { ...(data && { 'data-grid-cell': DATA_CELL }), ...(column.kind === 'actions' && sticky('end')) };
      const content = data ? <DataCellContent column={column} row={row} context={context} /> : renderControl?.(column, row);
      // A row header is a `th` of its row: Fluent's header cell, not sortable there.
      if (column.key === rowHeader)
        return (
          <TableHeaderCell key={column.key} scope="row" className={className} {...marks}>
            {content}
          </TableHeaderCell>
        );
      return (
        <TableCell key={column.key} className={className} {...marks}>
          {content}
        </TableCell>
      );
    });

  return (
    <Table
      ref={tableRef}
      className={styles.table}
      aria-labelledby={labelledBy}
      aria-busy={busy}
      {...(grid && {
        role: 'grid',
        'aria-rowcount': grid.total + 1,
        'aria-multiselectable': selection ? true : undefined,
        'aria-describedby': grid.describedBy,
        ...keyboard,
      })}
    >
      {caption && <caption className={styles.caption}>{caption}</caption>}
      <TableHeader>
        <TableRow aria-rowindex={grid ? 1 : undefined}>
          {selection && (
            // A column header of its own, in the header row: the page's checkbox.
            <TableHeaderCell scope="col" className={mergeClasses(styles.selectionHeader, styles.stickyStart)} button={{ className: styles.selectionHeaderBox }} {...sticky('start')}>
              {rows.length > 0 && <Checkbox checked={allSelected ? true : pageSelected > 0 ? 'mixed' : false} onChange={togglePage} aria-label={t('list.selectPage')} />}
            </TableHeaderCell>
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
                {...(column.kind === 'actions' && sticky('end'))}
              >
                {t(column.label)}
              </TableHeaderCell>
            );
          })}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, index) => {
          const id = rowKey(row);
          return (
            <TableRow
              key={id}
              aria-rowindex={grid ? grid.offset + index + 2 : undefined}
              // Selection belongs to a grid's rows (a table's rows cannot be selected).
              aria-selected={grid && selection ? selection.selected.has(id) : undefined}
            >
              {selection && (
                <TableSelectionCell
                  type="checkbox"
                  checked={selection.selected.has(id)}
                  onClick={() => toggleRow(index)}
                  checkboxIndicator={{ 'aria-label': t('list.selectRow', { name: rowName(row) }) }}
                  className={styles.stickyStart}
                  {...sticky('start')}
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
