/**
 * The report's table: a row per keyword (or per day for one keyword), each header a button that
 * sorts by its column (ascending, then descending), and the period's totals in the footer.
 * Numbers read left to right in both languages; keywords keep their own direction.
 */
import { useTranslation } from 'react-i18next';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSortDown16Regular, ArrowSortUp16Regular } from '@fluentui/react-icons';
import type { ReportFigures } from '../../../../shared/entities/report';
import { FIGURE_KEYS, rowLabel, type RowLabelKey, type SortKey, type SortOrder, type TableRow } from './reportTable';

const useStyles = makeStyles({
  scroller: { overflowX: 'auto', maxInlineSize: '100%' },
  table: { borderCollapse: 'collapse', minInlineSize: '100%' },
  header: {
    textAlign: 'start',
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke1,
    paddingBlock: tokens.spacingVerticalXS,
    whiteSpace: 'nowrap',
  },
  numberHeader: { textAlign: 'end' },
  cell: {
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
    whiteSpace: 'nowrap',
  },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  caption: { textAlign: 'start', paddingBlockEnd: tokens.spacingVerticalS, fontWeight: tokens.fontWeightSemibold },
  rowHeader: { textAlign: 'start', fontWeight: 'inherit' },
  unmatched: { fontStyle: 'italic', color: tokens.colorNeutralForeground2 },
  totals: { fontWeight: tokens.fontWeightSemibold, backgroundColor: tokens.colorNeutralBackground3 },
});

export interface ReportTableProps {
  /** What the first column holds: keywords (a report) or days (one keyword's report). */
  labelKey: RowLabelKey;
  rows: readonly TableRow[];
  totals: ReportFigures;
  order: SortOrder | null;
  onSort(key: SortKey): void;
  caption: string;
  formatNumber(value: number): string;
}

export function ReportTable({ labelKey, rows, totals, order, onSort, caption, formatNumber }: ReportTableProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const keys: SortKey[] = [labelKey, ...FIGURE_KEYS];

  const header = (key: SortKey) => {
    const label = t(`reports.columns.${key}`);
    const sorted = order?.key === key ? order.direction : undefined;
    const icon = sorted === 'ascending' ? <ArrowSortUp16Regular /> : sorted === 'descending' ? <ArrowSortDown16Regular /> : undefined;
    return (
      <th key={key} scope="col" aria-sort={sorted ?? 'none'} className={`${styles.header} ${key === labelKey ? '' : styles.numberHeader}`}>
        <Button appearance="subtle" icon={icon} iconPosition="after" onClick={() => onSort(key)} title={t('reports.sortBy', { column: label })}>
          {label}
        </Button>
      </th>
    );
  };

  const figures = (values: ReportFigures) =>
    FIGURE_KEYS.map((key) => (
      <td key={key} className={`${styles.cell} ${styles.number}`} dir="ltr">
        {formatNumber(values[key])}
      </td>
    ));

  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>{keys.map(header)}</tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const unmatched = 'keyword' in row && row.keyword === null;
            const label = rowLabel(row, t);
            return (
              <tr key={label}>
                <th scope="row" className={`${styles.cell} ${styles.rowHeader} ${unmatched ? styles.unmatched : ''}`}>
                  {/* The cell keeps the page's alignment; a keyword or a day keeps its own direction inside it. */}
                  <bdi dir={'day' in row ? 'ltr' : 'auto'}>{label}</bdi>
                </th>
                {figures(row)}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className={styles.totals}>
            <th scope="row" className={`${styles.cell} ${styles.rowHeader}`}>
              {t('reports.totals')}
            </th>
            {figures(totals)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
