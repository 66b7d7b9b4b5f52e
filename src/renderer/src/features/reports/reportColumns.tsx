/**
 * The report's table (one row per keyword) or a keyword report's (one row per day), as the list
 * kit's columns: the row's name, then the figures in the spec's order (2.18), each header sorting
 * its column; the period's totals are the table's footer and the CSV's last line.
 */
import { useMemo } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReportDayRow, ReportFigures, ReportRow } from '../../../../shared/entities/report';
import type { Translate } from '../../i18n';
import { CellText } from '../../components/list/CellText';
import { dataColumn } from '../../components/list/columns';
import type { DataColumn } from '../../components/list/types';

export type RowLabelKey = 'keyword' | 'day';

/** A line of the table: its name (a day, a keyword, 'Unmatched messages' or 'Totals') and its figures. */
export interface ReportLine extends ReportFigures {
  label: string;
  /** The messages that matched no keyword: their name is not a keyword, and reads so. */
  unmatched?: boolean;
}

/** Figure columns in the spec's order (2.18). */
const FIGURE_KEYS: ReadonlyArray<keyof ReportFigures> = ['count', 'Etisalat', 'Du', 'Uniquecount', 'total'];

/** The column that names the rows (the table's row headers). */
export const LABEL_COLUMN = 'label' satisfies keyof ReportLine;

const useStyles = makeStyles({
  unmatched: { fontStyle: 'italic', color: tokens.colorNeutralForeground2 },
});

/** Only the figures of a row (the server's rows carry their keyword or day besides). */
const figuresOf = ({ count, Etisalat, Du, Uniquecount, total }: ReportFigures): ReportFigures => ({ count, Etisalat, Du, Uniquecount, total });

/** The lines of a report (per keyword) or of a keyword's report (per day), in the server's order. */
export function reportLines(rows: ReadonlyArray<ReportRow | ReportDayRow>, t: Translate): ReportLine[] {
  return rows.map((row) => {
    if ('day' in row) return { label: row.day, ...figuresOf(row) };
    return { label: row.keyword ?? t('reports.unmatched'), unmatched: row.keyword === null, ...figuresOf(row) };
  });
}

export const totalsLine = (totals: ReportFigures, t: Translate): ReportLine => ({ label: t('reports.totals'), ...figuresOf(totals) });

/** The columns: the name (a day reads left to right, a keyword in its own direction), then the figures. */
export function useReportColumns(labelKey: RowLabelKey, formatNumber: (value: number) => string): ReadonlyArray<DataColumn<ReportLine>> {
  const styles = useStyles();
  return useMemo(
    () => [
      {
        ...dataColumn<ReportLine>(LABEL_COLUMN, `reports.columns.${labelKey}`, true),
        direction: labelKey === 'day' ? 'ltr' : 'auto',
        render: (line) =>
          line.unmatched ? (
            <span className={styles.unmatched}>
              <CellText text={line.label} direction="auto" />
            </span>
          ) : (
            line.label
          ),
      },
      ...FIGURE_KEYS.map((key) =>
        dataColumn<ReportLine>(key, `reports.columns.${key}`, true, { direction: 'ltr', align: 'end', render: (line) => formatNumber(line[key]) }),
      ),
    ],
    [labelKey, formatNumber, styles.unmatched],
  );
}
