/**
 * The table of a report (one row per keyword) or of a keyword report (one row per day): its
 * columns, their order and sorting, and the same rows as the CSV writes them.
 */
import type { ReportDayRow, ReportFigures, ReportRow } from '../../../../shared/entities/report';
import type { CsvColumn } from '../../../../shared/ipc';
import type { Translate } from '../../i18n';

export type FigureKey = keyof ReportFigures;
export type TableRow = ReportRow | ReportDayRow;
export type RowLabelKey = 'keyword' | 'day';
export type SortKey = RowLabelKey | FigureKey;
export interface SortOrder {
  key: SortKey;
  direction: 'ascending' | 'descending';
}

/** Figure columns in the spec's order (2.18). */
export const FIGURE_KEYS: readonly FigureKey[] = ['count', 'Etisalat', 'Du', 'Uniquecount', 'total'];

/** A header pressed: its column ascending first, the same column again turns the order round. */
export function nextSort(current: SortOrder | null, key: SortKey): SortOrder {
  if (current?.key === key) return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: 'ascending' };
}

/** The text a row's first cell shows: its day, its keyword, or 'Unmatched messages'. */
export function rowLabel(row: TableRow, t: Translate): string {
  if ('day' in row) return row.day;
  return row.keyword ?? t('reports.unmatched');
}

export function sortRows<T extends TableRow>(rows: readonly T[], order: SortOrder | null, t: Translate, collator: Intl.Collator): T[] {
  if (!order) return [...rows];
  const sign = order.direction === 'ascending' ? 1 : -1;
  const { key } = order;
  return [...rows].sort((a, b) => {
    if (key === 'keyword' || key === 'day') return sign * collator.compare(rowLabel(a, t), rowLabel(b, t));
    return sign * (a[key] - b[key]);
  });
}

/** The CSV of what the table shows, in its order: headers in the screen's language, then the rows and the totals line. */
export function reportCsv(
  labelKey: RowLabelKey,
  rows: readonly TableRow[],
  totals: ReportFigures,
  t: Translate,
): { columns: CsvColumn[]; rows: Array<Record<string, string | number>> } {
  const columns: CsvColumn[] = [
    { key: 'label', label: t(`reports.columns.${labelKey}`) },
    ...FIGURE_KEYS.map((key) => ({ key, label: t(`reports.columns.${key}`) })),
  ];
  const line = (label: string, figures: ReportFigures) => ({ label, ...Object.fromEntries(FIGURE_KEYS.map((key) => [key, figures[key]])) });
  return { columns, rows: [...rows.map((row) => line(rowLabel(row, t), row)), line(t('reports.totals'), totals)] };
}
