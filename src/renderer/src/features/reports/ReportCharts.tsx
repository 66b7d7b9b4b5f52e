/**
 * The charts above the table (spec 2.18): donations per day over the period, and the split of
 * messages between Etisalat and Du. Loaded only when the reports screen shows a report (their
 * library is its own chunk). Each chart is followed by the same figures as a table that only
 * screen readers read; the charts follow the page's direction and the theme's colours.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { DonutChart, VerticalBarChart, type ChartProps, type VerticalBarChartDataPoint } from '@fluentui/react-charts';
import type { ReportDayRow, ReportFigures } from '../../../../shared/entities/report';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useInlineSize } from './useInlineSize';

const useStyles = makeStyles({
  charts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL },
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minInlineSize: '280px' },
  perDay: { flexGrow: 2, flexBasis: '480px' },
  operators: { flexGrow: 1, flexBasis: '280px' },
  hidden: visuallyHidden,
});

export interface ReportChartsProps {
  days: readonly ReportDayRow[];
  totals: ReportFigures;
  formatNumber(value: number): string;
}

/** A chart's figures as a table for screen readers. */
function ChartTable({ caption, headers, rows }: { caption: string; headers: [string, string]; rows: Array<[string, string]> }) {
  const styles = useStyles();
  return (
    <table className={styles.hidden}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{headers[0]}</th>
          <th scope="col">{headers[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function ReportCharts({ days, totals, formatNumber }: ReportChartsProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const perDayTitle = t('reports.charts.perDay');
  const operatorsTitle = t('reports.charts.operators');
  // Each chart is drawn again at its figure's new width when the window (or the menu) changes it.
  const perDayFigure = useRef<HTMLElement>(null);
  const operatorsFigure = useRef<HTMLElement>(null);
  const perDayWidth = useInlineSize(perDayFigure);
  const operatorsWidth = useInlineSize(operatorsFigure);

  const perDay: VerticalBarChartDataPoint[] = days.map((day) => ({
    x: day.day,
    y: day.total,
    legend: day.day,
    color: tokens.colorBrandBackground,
    yAxisCalloutData: formatNumber(day.total),
  }));
  // The heading above names the chart; a chart title here would show the same words twice.
  const operators: ChartProps = {
    chartData: [
      { legend: t('reports.charts.etisalat'), data: totals.Etisalat, color: tokens.colorPaletteGreenBackground3 },
      { legend: t('reports.charts.du'), data: totals.Du, color: tokens.colorPaletteBerryBackground3 },
    ],
  };

  return (
    <section className={styles.charts} aria-label={t('reports.charts.title')}>
      <figure ref={perDayFigure} className={`${styles.figure} ${styles.perDay}`} data-chart="per-day">
        <Text as="h2" size={400} weight="semibold">
          {perDayTitle}
        </Text>
        <VerticalBarChart data={perDay} chartTitle={perDayTitle} width={perDayWidth} height={260} hideLegend useSingleColor enableReflow barWidth="auto" maxBarWidth={48} />
        <ChartTable
          caption={t('reports.charts.tableOf', { title: perDayTitle })}
          headers={[t('reports.columns.day'), t('reports.charts.donations')]}
          rows={days.map((day) => [day.day, formatNumber(day.total)])}
        />
      </figure>
      <figure ref={operatorsFigure} className={`${styles.figure} ${styles.operators}`} data-chart="operators">
        <Text as="h2" size={400} weight="semibold">
          {operatorsTitle}
        </Text>
        <DonutChart data={operators} innerRadius={55} height={240} width={operatorsWidth ?? 280} hideLabels={false} valueInsideDonut={formatNumber(totals.count)} />
        <ChartTable
          caption={t('reports.charts.tableOf', { title: operatorsTitle })}
          headers={[t('reports.charts.operator'), t('reports.charts.messages')]}
          rows={[
            [t('reports.charts.etisalat'), formatNumber(totals.Etisalat)],
            [t('reports.charts.du'), formatNumber(totals.Du)],
          ]}
        />
      </figure>
    </section>
  );
}
