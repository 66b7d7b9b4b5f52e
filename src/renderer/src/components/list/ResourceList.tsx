/**
 * The one list screen (spec 2.4), driven by a descriptor: 10 rows a page with pagination
 * above 5 rows, a saved column choice, header sorting, row checkboxes with bulk delete, a
 * confirmed row delete, the Active/OFF and Approved Yes/No switches, CSV export of the whole list and empty states.
 * Drawn in the kit's frame (ListFrame: the grid and its keyboard, the live region, the shortcuts):
 * Enter on a row opens its edit, Delete asks to delete the selection (or the row, in a list
 * without bulk delete), N is the add button. Row controls are named by the name the row shows
 * (shownRowName.ts).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Spinner, Switch, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { entryOf } from '../../../../shared/registry';
import type { ResourceId, ResourceName, ResourceQuery } from '../../../../shared/ipc';
import { localeOf, type TranslationKey } from '../../i18n';
import { describeError } from '../../i18n/errors';
import { languageAtom } from '../../state/preferences';
import { ConfirmDialog } from '../ConfirmDialog';
import { useNotify } from '../notify';
import { ColumnChooser } from './ColumnChooser';
import { CsvExportButton } from './CsvExportButton';
import { listCsvColumns } from './csvColumns';
import { nextSort } from './sortRows';
import { ListSearch } from './ListSearch';
import { useListAddress } from './useListAddress';
import { useListData } from './useListData';
import { ListFrame } from './ListFrame';
import { shownRowName } from './shownRowName';
import { useFocusBackToGrid } from './useFocusBackToGrid';
import type { ListGridHandle } from './useGridKeyboard';
import type { CellContext, ControlColumn, ListDescriptor, Row } from './types';
import { useColumnChoice } from './useColumnChoice';
import { useDeleteToast } from './useDeleteToast';
import { useHeldRowOrder } from './useHeldRowOrder';
import { usePendingSwitches, useResourceMutations } from './useResourceMutations';

const useStyles = makeStyles({ actions: { display: 'flex', gap: tokens.spacingHorizontalXS } });

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
  /** A row just saved: the list opens on the page that shows it, once it shows it (client mode). */
  revealRowId?: string;
}

export interface RowAction<T> {
  key: string;
  /** Tooltip text. */
  label: TranslationKey;
  /** Accessible name, with `{{name}}` for the row's name ('Duplicate {{name}}'). */
  rowLabel: TranslationKey;
  icon: ReactElement;
  onClick(row: T): void;
  /** True while the action runs for this row: the button shows a spinner and does not take another press. */
  busy?(row: T): boolean;
}

export function ResourceList<R extends ResourceName>({
  descriptor,
  title,
  query,
  filters,
  children,
  onEdit,
  onAdd,
  rowActions = [],
  revealRowId,
}: ResourceListProps<R>) {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const navigate = useNavigate();
  const notify = useNotify();
  const { visible, setVisible, loading: columnsLoading } = useColumnChoice(descriptor.listKey, descriptor.columns);
  const { remove, bulkRemove, setStatus, setApproved } = useResourceMutations(descriptor.resource);
  const pendingSwitches = { status: usePendingSwitches(descriptor.resource, 'status'), approved: usePendingSwitches(descriptor.resource, 'approved') };
  // A delete's toast offers Undo while the records wait in the Trash.
  const deleteToast = useDeleteToast(descriptor.resource);

  // The search term, the sort and the page live in the address, so a reload and the way back from a form keep them.
  const address = useListAddress();
  const { search, page: requestedPage, setSearch, setPage } = address;
  const sort = address.sort && descriptor.columns.some((column) => column.key === address.sort!.key) ? address.sort : null;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pendingDelete, setPendingDelete] = useState<Row<R> | null>(null);
  const [confirmBulk, setConfirmBulk] = useState(false);

  const context: CellContext = useMemo(() => ({ t, language }), [t, language]);
  const columns = descriptor.columns.filter((column) => visible.has(column.key));
  const idOf = (row: Row<R>) => String(descriptor.rowId(row));
  /** What the row's controls are called: the name the row shows. */
  const controlName = (row: Row<R>) => shownRowName(row, columns, context, descriptor.rowName);
  // The keyboard goes back to the grid when a question asked from it closes.
  const grid = useRef<ListGridHandle>(null);
  useFocusBackToGrid(pendingDelete !== null || confirmBulk, grid);

  // Client or server mode alike (registry `list.mode`): the rows of the page, the total, the pages.
  const list = useListData(descriptor, { query, sort, page: requestedPage, search, columns, context, locale: localeOf(language) });
  const { pageRows, total, page, rowsById } = list;
  // After a row switch flips, the rows keep their places until the focus leaves the table (useHeldRowOrder.ts).
  const heldRows = useHeldRowOrder(pageRows, idOf, rowsById, JSON.stringify([sort, page, search, query]));
  const shownRows = heldRows.rows;
  // Once: after that the pages are the user's to turn. A row the filter hides is revealed when it shows.
  const revealed = useRef<string>(undefined);
  const revealPage = revealRowId === undefined ? undefined : list.pageOf(revealRowId);
  useEffect(() => {
    if (revealPage === undefined || revealed.current === revealRowId) return;
    revealed.current = revealRowId;
    if (revealPage !== page) setPage(revealPage);
  }, [revealPage, revealRowId, page, setPage]);
  // A server-mode list sorts on the server, by the registry's `sortable` fields only.
  const serverSortable = list.mode === 'server' ? (entryOf(descriptor.resource).list.sortable ?? []) : undefined;
  const canSort = serverSortable ? (column: { field?: string }) => column.field !== undefined && serverSortable.includes(column.field) : undefined;
  // Rows deleted elsewhere drop out of the selection when the list reloads.
  const selectedIds = [...selected].filter((id) => rowsById.has(id));
  const pageSelected = shownRows.filter((row) => selected.has(idOf(row))).length;

  // The first page of a search is asked for as the term is handed on, not after the address has it.
  const { searchAhead } = list;
  const searchFor = useCallback(
    (term: string) => {
      searchAhead(term);
      setSearch(term);
    },
    [searchAhead, setSearch],
  );
  // A new order starts at its first page (useListAddress).
  const toggleSort = (key: string) => address.setSort(nextSort(sort, key));
  const toggleRow = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const togglePage = () =>
    setSelected((current) => {
      const next = new Set(current);
      const all = pageSelected === shownRows.length;
      for (const row of shownRows) {
        if (all) next.delete(idOf(row));
        else next.add(idOf(row));
      }
      return next;
    });

  const editRow = onEdit ?? (descriptor.editPath ? (row: Row<R>) => navigate(descriptor.editPath!(row)) : undefined);
  const canDelete = descriptor.deleted !== undefined;
  const rowIdsToSend = (ids: string[]): ResourceId[] => {
    return ids.flatMap((id) => {
      const row = rowsById.get(id);
      return row ? [descriptor.rowId(row)] : [];
    });
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
      onSuccess: (answer) => {
        deleteToast(t(deleted), answer);
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
      onSuccess: (answer) => deleteToast(t(deleted, { name: descriptor.rowName(row, language) }), answer),
      onError: (error) => notify.error(describeError(error, t, language)),
      onSettled: () => setPendingDelete(null),
    });
  };
  /** The row switches, by column kind: what they show, their words, and the call that flips them. */
  const rowSwitches = {
    status: {
      isOn: (row: Row<R>) => (row as { isactive?: number }).isactive === 1,
      onLabel: 'list.active',
      offLabel: 'list.off',
      nameLabel: 'list.statusOf',
      changed: descriptor.statusChanged ?? 'list.statusChanged',
      mutation: setStatus,
    },
    approved: {
      isOn: (row: Row<R>) => (row as { Approved?: boolean }).Approved === true,
      onLabel: 'common.yes',
      offLabel: 'common.no',
      nameLabel: 'list.approvedOf',
      changed: descriptor.approvalChanged ?? 'list.approvalChanged',
      mutation: setApproved,
    },
  } as const satisfies Record<Exclude<ControlColumn['kind'], 'actions'>, unknown>;

  const renderControl = (column: ControlColumn, row: Row<R>): ReactNode => {
    const name = controlName(row);
    if (column.kind !== 'actions') {
      const { isOn, onLabel, offLabel, nameLabel, changed, mutation } = rowSwitches[column.kind];
      const flippedTo = pendingSwitches[column.kind].get(idOf(row));
      const sending = flippedTo !== undefined;
      // While its change is sent and the list reloaded, the switch shows where it was flipped to;
      // the reloaded row then says where it is (back where it was, if the change was refused).
      const on = flippedTo ?? isOn(row);
      const flip = (next: boolean) => {
        heldRows.hold();
        mutation.mutate(
          { id: descriptor.rowId(row), on: next },
          {
            onSuccess: () => notify.success(t(changed, { name: descriptor.rowName(row, language) })),
            onError: (error) => notify.error(describeError(error, t, language)),
          },
        );
      };
      return (
        <Switch
          checked={on}
          // Focusable while its change is sent: a disabled control drops the keyboard's focus to the page.
          disabledFocusable={sending}
          label={t(on ? onLabel : offLabel)}
          aria-label={t(nameLabel, { name })}
          onChange={(_event, data) => flip(data.checked)}
        />
      );
    }
    // The tooltips are for the eyes: each button's name already says what it does to which row
    // ('Edit Water well'). As descriptions they would repeat it, and each would keep a hidden
    // tooltip in a portal of its own, made anew for every row of every page.
    return (
      <div className={styles.actions}>
        {rowActions.map((action) => (
          <Tooltip key={action.key} content={t(action.label)} relationship="inaccessible">
            <Button
              appearance="subtle"
              icon={action.busy?.(row) ? <Spinner size="tiny" /> : action.icon}
              aria-label={t(action.rowLabel, { name })}
              disabledFocusable={action.busy?.(row) ?? false}
              onClick={() => action.onClick(row)}
            />
          </Tooltip>
        ))}
        {editRow && (
          <Tooltip content={t('list.edit')} relationship="inaccessible">
            <Button appearance="subtle" icon={<Edit20Regular />} aria-label={t('list.editRow', { name })} onClick={() => editRow(row)} />
          </Tooltip>
        )}
        {canDelete && (
          <Tooltip content={t('list.delete')} relationship="inaccessible">
            <Button appearance="subtle" icon={<Delete20Regular />} aria-label={t('list.deleteRow', { name })} onClick={() => setPendingDelete(row)} />
          </Tooltip>
        )}
      </div>
    );
  };

  const csvColumns = listCsvColumns(columns, context);
  const addRecord = descriptor.add ? (onAdd ?? (() => navigate(descriptor.add!.path))) : undefined;
  // Delete in the grid: the bulk delete's question (its warning when nothing is selected), or the row's own where there is no bulk delete.
  const deleteKey = descriptor.bulkDelete ? askBulkDelete : canDelete ? (row: Row<R>) => setPendingDelete(row) : undefined;

  return (
    <ListFrame
      title={title}
      toolbar={
        <>
          {filters}
          <ListSearch value={search} onSearch={searchFor} />
          <ColumnChooser columns={descriptor.columns} visible={visible} onChange={setVisible} />
          {descriptor.csvFileName && (
            <CsvExportButton resource={descriptor.resource} query={query} columns={csvColumns} fileName={descriptor.csvFileName} disabled={total === 0} />
          )}
          {descriptor.bulkDelete && (
            <Button icon={<Delete20Regular />} onClick={askBulkDelete}>
              {selectedIds.length > 0 ? t('list.deleteSelectedCount', { number: selectedIds.length }) : t('list.deleteSelected')}
            </Button>
          )}
          {descriptor.add && (
            <Button appearance="primary" icon={<Add20Regular />} onClick={addRecord}>
              {t(descriptor.add.label)}
            </Button>
          )}
        </>
      }
      list={list}
      // The table waits for the user's column choice, so its columns do not jump once it arrives.
      tableReady={!columnsLoading}
      table={{
        columns,
        rows: shownRows,
        rowKey: idOf,
        rowName: controlName,
        selection: descriptor.bulkDelete ? { selected, onToggleRow: toggleRow, onTogglePage: togglePage } : undefined,
        sort,
        onSort: toggleSort,
        canSort,
        context,
        renderControl,
      }}
      emptyText={search.trim() ? t('list.noResults', { term: search.trim() }) : t(descriptor.emptyText)}
      onPageChange={setPage}
      onOpenRow={editRow}
      onDeleteKey={deleteKey}
      onNew={addRecord}
      onSurfaceBlur={heldRows.releaseOnLeave}
      gridHandle={grid}
      dialogs={
        <>
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
        </>
      }
    >
      {children}
    </ListFrame>
  );
}
