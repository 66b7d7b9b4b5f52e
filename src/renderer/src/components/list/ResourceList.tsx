/**
 * The one list screen (spec 2.4), driven by a descriptor: 10 rows a page with pagination
 * above 5 rows, a saved column choice, header sorting, row checkboxes with bulk delete, a
 * confirmed row delete, the Active/OFF switch, CSV export of the whole list and empty states.
 */
import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  TableSelectionCell,
  Text,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Add20Regular, Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { ROWS_PER_PAGE, PAGINATION_THRESHOLD } from '../../../../shared/constants';
import type { ResourceId, ResourceName, ResourceQuery } from '../../../../shared/ipc';
import { listQuery } from '../../api/queries';
import { localeOf, type TranslationKey } from '../../i18n';
import { describeError } from '../../i18n/errors';
import { languageAtom } from '../../state/preferences';
import { ConfirmDialog } from '../ConfirmDialog';
import { useNotify } from '../notify';
import { ColumnChooser } from './ColumnChooser';
import { CsvExportButton } from './CsvExportButton';
import { Pagination } from './Pagination';
import { sortRows, sortValueOf, type SortState } from './sortRows';
import type { CellContext, DataColumn, ListColumn, ListDescriptor, Row } from './types';
import { useColumnChoice } from './useColumnChoice';
import { useResourceMutations } from './useResourceMutations';
import { surfaceStyle } from '../surface';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  header: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, justifyContent: 'space-between' },
  title: { margin: 0 },
  toolbar: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  surface: { ...surfaceStyle, overflowX: 'auto' },
  empty: { display: 'block', paddingBlock: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  cell: { overflowWrap: 'anywhere' },
  footer: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground2 },
});

export interface ResourceListProps<R extends ResourceName> {
  descriptor: ListDescriptor<R>;
  /** The page heading. */
  title: string;
  /** List filters (organization …). */
  query?: ResourceQuery;
  /** Extra controls at the start of the toolbar (filters). */
  filters?: ReactNode;
  /** Shown between the heading and the table (an inline form). */
  children?: ReactNode;
  /** Edit a row in place instead of going to the descriptor's edit route. */
  onEdit?(row: Row<R>): void;
  /** Replaces the add button's navigation (e.g. to ask for an organization first). */
  onAdd?(): void;
  /** More row buttons, shown before Edit and Delete (Duplicate …). */
  rowActions?: ReadonlyArray<RowAction<Row<R>>>;
}

export interface RowAction<T> {
  key: string;
  /** Tooltip text. */
  label: TranslationKey;
  /** Accessible name, with `{{name}}` for the row's name ('Duplicate {{name}}'). */
  rowLabel: TranslationKey;
  icon: ReactElement;
  onClick(row: T): void;
}

function isDataColumn<T>(column: ListColumn<T>): column is DataColumn<T> {
  return column.kind === undefined || column.kind === 'data';
}

export function ResourceList<R extends ResourceName>({ descriptor, title, query, filters, children, onEdit, onAdd, rowActions = [] }: ResourceListProps<R>) {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const navigate = useNavigate();
  const notify = useNotify();
  const list = useQuery(listQuery(descriptor.resource, query));
  const { visible, setVisible } = useColumnChoice(descriptor.listKey, descriptor.columns);
  const { remove, bulkRemove, setStatus } = useResourceMutations(descriptor.resource);

  const [sort, setSort] = useState<SortState | null>(null);
  const [requestedPage, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pendingDelete, setPendingDelete] = useState<Row<R> | null>(null);
  const [confirmBulk, setConfirmBulk] = useState(false);

  const context: CellContext = useMemo(() => ({ t, language }), [t, language]);
  const columns = descriptor.columns.filter((column) => visible.has(column.key));
  const rows = list.data as ReadonlyArray<Row<R>> | undefined;
  const idOf = (row: Row<R>) => String(descriptor.rowId(row));

  const sortColumn = sort ? descriptor.columns.find((column) => column.key === sort.key) : undefined;
  const ordered = useMemo(
    () =>
      rows
        ? sortRows(rows, {
            column: sortColumn && isDataColumn(sortColumn) ? sortColumn : undefined,
            direction: sort?.direction,
            defaultOrder: descriptor.defaultOrder,
            context,
            locale: localeOf(language),
          })
        : [],
    [rows, sortColumn, sort?.direction, descriptor.defaultOrder, context, language],
  );

  const pageCount = Math.max(1, Math.ceil(ordered.length / ROWS_PER_PAGE));
  const page = Math.min(requestedPage, pageCount);
  const pageRows = ordered.slice((page - 1) * ROWS_PER_PAGE, page * ROWS_PER_PAGE);
  // Rows deleted elsewhere drop out of the selection when the list reloads.
  const present = useMemo(() => new Set(ordered.map((row) => String(descriptor.rowId(row)))), [ordered, descriptor]);
  const selectedIds = [...selected].filter((id) => present.has(id));
  const pageSelected = pageRows.filter((row) => selected.has(idOf(row))).length;

  const toggleSort = (key: string) => {
    setSort((current) => (current?.key === key ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' } : { key, direction: 'ascending' }));
    setPage(1);
  };
  const toggleRow = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const togglePage = () =>
    setSelected((current) => {
      const next = new Set(current);
      const all = pageSelected === pageRows.length;
      for (const row of pageRows) {
        if (all) next.delete(idOf(row));
        else next.add(idOf(row));
      }
      return next;
    });

  const editRow = onEdit ?? (descriptor.editPath ? (row: Row<R>) => navigate(descriptor.editPath!(row)) : undefined);
  const canDelete = descriptor.deleted !== undefined;
  const rowIdsToSend = (ids: string[]): ResourceId[] => {
    const wanted = new Set(ids);
    return ordered.filter((row) => wanted.has(idOf(row))).map((row) => descriptor.rowId(row));
  };

  const askBulkDelete = () => {
    if (!descriptor.bulkDelete) return;
    if (selectedIds.length === 0) notify.warning(t(descriptor.bulkDelete.nothingSelected));
    else setConfirmBulk(true);
  };
  const runBulkDelete = () => {
    if (!descriptor.bulkDelete) return;
    const { deleted } = descriptor.bulkDelete;
    bulkRemove.mutate(rowIdsToSend(selectedIds), {
      onSuccess: () => {
        notify.success(t(deleted));
        setSelected(new Set());
      },
      // The selection stays, so the user can try again.
      onError: (error) => notify.error(describeError(error, t, language)),
      onSettled: () => setConfirmBulk(false),
    });
  };
  const runDelete = () => {
    const row = pendingDelete;
    if (!row || !descriptor.deleted) return;
    const deleted = descriptor.deleted;
    remove.mutate(descriptor.rowId(row), {
      onSuccess: () => notify.success(t(deleted, { name: descriptor.rowName(row, language) })),
      onError: (error) => notify.error(describeError(error, t, language)),
      onSettled: () => setPendingDelete(null),
    });
  };
  const toggleStatus = (row: Row<R>, active: boolean) => {
    const name = descriptor.rowName(row, language);
    setStatus.mutate(
      { id: descriptor.rowId(row), active },
      {
        onSuccess: () => notify.success(t(descriptor.statusChanged ?? 'list.statusChanged', { name })),
        onError: (error) => notify.error(describeError(error, t, language)),
      },
    );
  };
  const togglingId = setStatus.isPending ? String(setStatus.variables?.id) : undefined;

  const renderCell = (column: ListColumn<Row<R>>, row: Row<R>): ReactNode => {
    const name = descriptor.rowName(row, language);
    if (column.kind === 'status') {
      const active = (row as { isactive?: number }).isactive === 1;
      return (
        <Switch
          checked={active}
          disabled={togglingId === idOf(row)}
          label={active ? t('list.active') : t('list.off')}
          aria-label={t('list.statusOf', { name })}
          onChange={(_event, data) => toggleStatus(row, data.checked)}
        />
      );
    }
    if (column.kind === 'actions') {
      return (
        <div className={styles.actions}>
          {rowActions.map((action) => (
            <Tooltip key={action.key} content={t(action.label)} relationship="description">
              <Button appearance="subtle" icon={action.icon} aria-label={t(action.rowLabel, { name })} onClick={() => action.onClick(row)} />
            </Tooltip>
          ))}
          {editRow && (
            <Tooltip content={t('list.edit')} relationship="description">
              <Button appearance="subtle" icon={<Edit20Regular />} aria-label={t('list.editRow', { name })} onClick={() => editRow(row)} />
            </Tooltip>
          )}
          {canDelete && (
            <Tooltip content={t('list.delete')} relationship="description">
              <Button appearance="subtle" icon={<Delete20Regular />} aria-label={t('list.deleteRow', { name })} onClick={() => setPendingDelete(row)} />
            </Tooltip>
          )}
        </div>
      );
    }
    if (column.render) return column.render(row, context);
    const value = column.field ? row[column.field] : undefined;
    return value === null || value === undefined ? '' : String(value);
  };

  const csvColumns = columns
    .filter(isDataColumn)
    .filter((column) => column.field && column.csv !== false)
    .map((column) => ({ key: column.field!, label: t(column.label) }));

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <header className={styles.header}>
        <Text as="h1" id="page-title" size={700} weight="semibold" className={styles.title}>
          {title}
        </Text>
        <div className={styles.toolbar} role="toolbar" aria-label={t('list.toolbar')}>
          {filters}
          <ColumnChooser columns={descriptor.columns} visible={visible} onChange={setVisible} />
          {descriptor.csvFileName && (
            <CsvExportButton resource={descriptor.resource} query={query} columns={csvColumns} fileName={descriptor.csvFileName} disabled={!rows?.length} />
          )}
          {descriptor.bulkDelete && (
            <Button icon={<Delete20Regular />} onClick={askBulkDelete}>
              {selectedIds.length > 0 ? t('list.deleteSelectedCount', { number: selectedIds.length }) : t('list.deleteSelected')}
            </Button>
          )}
          {descriptor.add && (
            <Button appearance="primary" icon={<Add20Regular />} onClick={onAdd ?? (() => navigate(descriptor.add!.path))}>
              {t(descriptor.add.label)}
            </Button>
          )}
        </div>
      </header>
      {children}
      {list.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{describeError(list.error, t, language)}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void list.refetch()}>{t('app.retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : (
        <div className={styles.surface}>
          <Table aria-labelledby="page-title" aria-busy={list.isFetching}>
            <TableHeader>
              <TableRow>
                {descriptor.bulkDelete && (
                  <TableSelectionCell
                    type="checkbox"
                    checked={pageRows.length > 0 && pageSelected === pageRows.length ? true : pageSelected > 0 ? 'mixed' : false}
                    onClick={togglePage}
                    checkboxIndicator={{ 'aria-label': t('list.selectPage') }}
                    invisible={pageRows.length === 0}
                  />
                )}
                {columns.map((column) => {
                  const sortable = isDataColumn(column) && sortValueOf(column) !== undefined;
                  return (
                    <TableHeaderCell
                      key={column.key}
                      // Explicit: after the checkbox cell, browsers would take it for a row header.
                      scope="col"
                      sortable={sortable}
                      sortDirection={sort?.key === column.key ? sort.direction : undefined}
                      onClick={sortable ? () => toggleSort(column.key) : undefined}
                    >
                      {t(column.label)}
                    </TableHeaderCell>
                  );
                })}
              </TableRow>
            </TableHeader>
            <TableBody>
              {pageRows.map((row) => {
                const id = idOf(row);
                return (
                  <TableRow key={id} aria-selected={descriptor.bulkDelete ? selected.has(id) : undefined}>
                    {descriptor.bulkDelete && (
                      <TableSelectionCell
                        type="checkbox"
                        checked={selected.has(id)}
                        onClick={() => toggleRow(id)}
                        checkboxIndicator={{ 'aria-label': t('list.selectRow', { name: descriptor.rowName(row, language) }) }}
                      />
                    )}
                    {columns.map((column) => (
                      <TableCell key={column.key} className={styles.cell}>
                        {renderCell(column, row)}
                      </TableCell>
                    ))}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          {list.isPending && <Spinner className={styles.empty} label={t('app.loading')} />}
          {list.isSuccess && ordered.length === 0 && (
            <Text role="status" className={styles.empty}>
              {t(descriptor.emptyText)}
            </Text>
          )}
        </div>
      )}
      {ordered.length > 0 && (
        <div className={styles.footer}>
          <Text className={styles.muted}>{t('list.rowCount', { number: ordered.length })}</Text>
          {ordered.length > PAGINATION_THRESHOLD && <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />}
        </div>
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        title={t('list.confirmDeleteTitle')}
        message={pendingDelete ? t(descriptor.deleteQuestion ?? 'list.confirmDelete', { name: descriptor.rowName(pendingDelete, language) }) : ''}
        confirmLabel={t('list.delete')}
        busy={remove.isPending}
        onConfirm={runDelete}
        onCancel={() => setPendingDelete(null)}
      />
      <ConfirmDialog
        open={confirmBulk}
        title={t('list.confirmBulkTitle')}
        message={t('list.confirmBulk', { number: selectedIds.length })}
        confirmLabel={t('list.delete')}
        busy={bulkRemove.isPending}
        onConfirm={runBulkDelete}
        onCancel={() => setConfirmBulk(false)}
      />
    </section>
  );
}
