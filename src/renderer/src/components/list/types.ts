/**
 * A list screen is a descriptor (ARCHITECTURE §5): its columns, texts, routes and which of
 * the common behaviours (spec 2.4) it has. `ResourceList` renders every descriptor the same way.
 */
import type { ReactNode } from 'react';
import type { Language } from '../../../../shared/constants';
import type { ResourceId, ResourceName, ResourceRecords } from '../../../../shared/ipc';
import type { Translate, TranslationKey } from '../../i18n';

export type Row<R extends ResourceName> = ResourceRecords[R];

export interface CellContext {
  t: Translate;
  language: Language;
}

interface ColumnBase {
  /** Stable key, saved in the user's column choice. */
  key: string;
  label: TranslationKey;
  /** Shown until the user chooses otherwise (each list's defaults come from the spec). */
  defaultVisible: boolean;
}

/** A column showing data. */
export interface DataColumn<T> extends ColumnBase {
  kind?: 'data';
  /** The record key behind the column: the default cell, sort value and CSV column. */
  field?: keyof T & string;
  /** Cell content; default: the field's value (an empty cell when it is missing). */
  render?: (row: T, context: CellContext) => ReactNode;
  /** What sorting compares; default: the field's value. Absent field and value: not sortable. */
  sortValue?: (row: T, context: CellContext) => string | number | null;
  /**
   * Keeps the column out of the CSV file (a copy button, a picture), or, for a column that shows
   * the name of what `field` holds (a category for its id), the names by value the file writes.
   */
  csv?: false | CsvNames<T>;
  /**
   * How the value reads: 'auto' (the default: free text, whose first strong letter decides) or
   * 'ltr' (URLs, e-mails, paths, numbers, codes: kept in their order on an Arabic page, '-1' not '1-').
   */
  direction?: CellDirection;
  /** 'end' for figures (a report's counts): the column's values and header at its end. Default: start. */
  align?: 'start' | 'end';
}

export type CellDirection = 'auto' | 'ltr';

/** A computed column in the CSV: the record key it shows, and the names it shows for its values. */
export interface CsvNames<T> {
  field: keyof T & string;
  names(context: CellContext): Record<string, string>;
}

/** The Active/OFF switch (resources with `isactive`). */
export interface StatusColumn extends ColumnBase {
  kind: 'status';
}

/** The Approved Yes/No switch (resources whose registry entry has `canApprove`). */
export interface ApprovedColumn extends ColumnBase {
  kind: 'approved';
}

/** Edit and delete buttons of a row. */
export interface ActionsColumn extends ColumnBase {
  kind: 'actions';
}

/** A column whose cell is a control of the list (a switch, the row buttons), not data. */
export type ControlColumn = StatusColumn | ApprovedColumn | ActionsColumn;

export type ListColumn<T> = DataColumn<T> | ControlColumn;

export function isDataColumn<T>(column: ListColumn<T>): column is DataColumn<T> {
  return column.kind === undefined || column.kind === 'data';
}

export interface ListDescriptor<R extends ResourceName> {
  resource: R;
  /** Key of the saved column choice. */
  listKey: string;
  columns: ReadonlyArray<ListColumn<Row<R>>>;
  rowId(row: Row<R>): ResourceId;
  /** How a row is named in confirmations and toasts. */
  rowName(row: Row<R>, language: Language): string;
  /** 'No activities Found' … */
  emptyText: TranslationKey;
  /** Bulk delete: the warning when nothing is selected and the success toast. Absent: no bulk delete. */
  bulkDelete?: { nothingSelected: TranslationKey; deleted: TranslationKey };
  /** Row delete success toast; absent with no 'delete' action. */
  deleted?: TranslationKey;
  /** The confirmation question of a row delete, `{{name}}` being the row's name. */
  deleteQuestion?: TranslationKey;
  /** Status toggle toast: a key with `{{name}}`. */
  statusChanged?: TranslationKey;
  /** Approved toggle toast: a key with `{{name}}` (default 'list.approvalChanged'). */
  approvalChanged?: TranslationKey;
  /** The 'add' button. */
  add?: { label: TranslationKey; path: string };
  /** Where a row's edit button goes (absent: the screen handles edits itself, or none). */
  editPath?(row: Row<R>): string;
  /** CSV export of the whole list; the file is named `<fileName>-<yyyy-MM-dd>.csv`. */
  csvFileName?: string;
  /** Order before any header is clicked (banners: active first). */
  defaultOrder?(a: Row<R>, b: Row<R>): number;
}
