/**
 * The saved column choice of a list. It is stored as the visible keys plus the hidden ones
 * marked `-key`, so a column that a later release adds (in neither set) gets its default,
 * and a column a release removes is simply ignored: a saved choice never breaks a list.
 */
export interface ChoosableColumn {
  key: string;
  defaultVisible: boolean;
}

const HIDDEN_MARK = '-';

/** The visible column keys, in the list's own column order. */
export function visibleColumnKeys(columns: readonly ChoosableColumn[], saved: readonly string[] | null | undefined): string[] {
  const shown = new Set<string>();
  const hidden = new Set<string>();
  for (const entry of saved ?? []) {
    if (entry.startsWith(HIDDEN_MARK)) hidden.add(entry.slice(HIDDEN_MARK.length));
    else shown.add(entry);
  }
  const visible = columns
    .filter((column) => (shown.has(column.key) ? true : hidden.has(column.key) ? false : column.defaultVisible))
    .map((column) => column.key);
  // A choice that hides everything this release knows would leave an empty table: use the defaults.
  return visible.length > 0 ? visible : columns.filter((column) => column.defaultVisible).map((column) => column.key);
}

/** What to save for a set of visible keys: every column of the list, visible or marked hidden. */
export function encodeColumnChoice(columns: readonly ChoosableColumn[], visible: ReadonlySet<string>): string[] {
  return columns.map((column) => (visible.has(column.key) ? column.key : `${HIDDEN_MARK}${column.key}`));
}
