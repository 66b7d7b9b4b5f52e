/**
 * The reports screen (spec 2.18, 4, 8): SMS donations per keyword for an organization (or all
 * of them) and a period. Get Data reads the built report, building it first (with its progress)
 * when the period never was, so a new range is one click; Build Data builds it again (a report
 * that messages arrived after). A keyword gives that keyword's figures day by day. Charts above
 * the table, which is the list kit's (`ListTable`: sortable headers, the totals as its footer;
 * `rowsCsv` writes `reports.csv` from it), and the import of an operator statement.
 */
import { Suspense, lazy, useEffect, useMemo, useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  ProgressBar,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownload20Regular, ArrowSync20Regular, DataBarVertical20Regular, Search20Regular } from '@fluentui/react-icons';
import type { ReportDayRow, ReportFigures, ReportRow } from '../../../../shared/entities/report';
import type { Organization } from '../../../../shared/entities/organization';
import { call } from '../../api/backoffice';
import { listQuery } from '../../api/queries';
import { rememberFormSchema } from '../../components/form/fieldLimits';
import { SelectField, TextField } from '../../components/form/fields';
import { rowsCsv } from '../../components/list/csvColumns';
import { ListTable } from '../../components/list/ListTable';
import type { CellContext } from '../../components/list/types';
import { useSortedRows } from '../../components/list/useSortedRows';
import { useNotify } from '../../components/notify';
import { cardStyle } from '../../components/surface';
import { formatDateTime, localeOf } from '../../i18n';
import { describeError } from '../../i18n/errors';
import { useScreenTitle } from '../../screens/currentScreen';
import { languageAtom } from '../../state/preferences';
import { ImportDialog } from './ImportDialog';
import { ReportDateField } from './ReportDateField';
import { defaultReportValues, reportFormSchema, toReportRequest, type ReportFormValues } from './reportForm';
import { LABEL_COLUMN, reportLines, totalsLine, useReportColumns, type RowLabelKey } from './reportColumns';
import { useReport } from './useReport';

/** The charts' library loads with the first report shown, not with the screen's form. */
const ReportCharts = lazy(() => import('./ReportCharts'));

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1200px' },
  title: { margin: 0 },
  card: cardStyle,
  // A wide table scrolls sideways inside its card, as a list's does.
  tableCard: { ...cardStyle, overflowX: 'auto', maxInlineSize: '100%' },
  filters: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  building: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  meta: { color: tokens.colorNeutralForeground2 },
});

/** What the screen shows for the last request. */
type View =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'building'; progress: number }
  | { kind: 'failed' }
  | { kind: 'error'; reason: string }
  | { kind: 'rows'; labelKey: RowLabelKey; rows: ReadonlyArray<ReportRow | ReportDayRow>; totals: ReportFigures; days: ReportDayRow[]; caption: string };

const NO_ROWS: ReadonlyArray<ReportRow | ReportDayRow> = [];

export default function ReportsPage() {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const notify = useNotify();
  const title = useScreenTitle();
  const organizations = useQuery(listQuery('organizations'));
  const { request, report, keywordReport, build, get, buildReport } = useReport();
  /** A Get Data or Build Data was pressed: its outcome is said once in a toast. */
  const announce = useRef(false);

  const form = useForm<ReportFormValues>({ resolver: zodResolver(reportFormSchema), defaultValues: defaultReportValues() });
  rememberFormSchema(form.control, reportFormSchema);

  const collator = useMemo(() => new Intl.Collator(localeOf(language)), [language]);
  const formatNumber = useMemo(() => {
    const numberFormat = new Intl.NumberFormat(localeOf(language));
    return (value: number) => numberFormat.format(value);
  }, [language]);
  const context: CellContext = useMemo(() => ({ t, language }), [t, language]);

  /** Spec 2.18: organizations that report to Takamul (id not '0'), by name in the screen's language, after 'none'. */
  // Read on every render: the saved language changes a moment before i18next's texts do.
  const allOrganizationsLabel = t('reports.allOrganizations');
  const organizationOptions = useMemo(() => {
    const nameOf = (organization: Organization) => (language === 'ar' ? organization.nameAR : organization.nameEN) || organization.nameEN || organization.nameAR;
    const reporting = (organizations.data ?? []).filter((organization) => organization.takamul_ngo_id.trim() !== '0');
    return [
      { value: '', label: allOrganizationsLabel },
      ...reporting
        .map((organization) => ({ value: String(organization.id), label: nameOf(organization) }))
        .sort((a, b) => collator.compare(a.label, b.label)),
    ];
  }, [organizations.data, language, collator, allOrganizationsLabel]);

  const keywordMode = request?.keyword !== null && request?.keyword !== undefined;
  const building = build.isPending || report.data?.status === 'building';

  const view: View = (() => {
    if (!request && !build.isPending) return { kind: 'none' };
    if (building) return { kind: 'building', progress: report.data?.status === 'building' ? report.data.progress : 0 };
    if (build.isError) return { kind: 'error', reason: describeError(build.error, t, language) };
    if (keywordMode) {
      if (keywordReport.isFetching) return { kind: 'loading' };
      if (keywordReport.isError) return { kind: 'error', reason: describeError(keywordReport.error, t, language) };
      if (!keywordReport.data) return { kind: 'loading' };
      const data = keywordReport.data;
      return { kind: 'rows', labelKey: 'day', rows: data.rows, totals: data.totals, days: data.rows, caption: t('reports.keywordResults', { keyword: data.keyword }) };
    }
    if (report.isFetching) return { kind: 'loading' };
    if (report.isError) return { kind: 'error', reason: describeError(report.error, t, language) };
    // Null: never built, and its build starts (useReport).
    if (!report.data) return { kind: 'loading' };
    if (report.data.status === 'failed') return { kind: 'failed' };
    return { kind: 'rows', labelKey: 'keyword', rows: report.data.rows, totals: report.data.totals, days: report.data.days, caption: t('reports.results') };
  })();

  // Said once per Get Data or Build Data, when its outcome is known (spec 4, 8).
  useEffect(() => {
    if (!announce.current) return;
    const messages: Partial<Record<View['kind'], () => void>> = {
      rows: () => notify.success(t('reports.fetched')),
      failed: () => notify.error(t('reports.buildFailed')),
      error: () => view.kind === 'error' && notify.error(view.reason),
    };
    const say = messages[view.kind];
    if (!say) return;
    announce.current = false;
    say();
    // Only a change of outcome is said.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view.kind]);

  // The list kit's table, sorting and CSV, over the rows of the report on screen.
  const serverRows = view.kind === 'rows' ? view.rows : NO_ROWS;
  const lines = useMemo(() => reportLines(serverRows, t), [serverRows, t]);
  const totals = view.kind === 'rows' ? totalsLine(view.totals, t) : undefined;
  const columns = useReportColumns(view.kind === 'rows' ? view.labelKey : 'keyword', formatNumber);
  const sorted = useSortedRows(lines, columns, context, localeOf(language));

  const saveCsv = useMutation({
    mutationFn: () => {
      if (view.kind !== 'rows') throw new Error('No rows to save.');
      // What the table shows, in its order, the totals last.
      const { columns: csvColumns, rows } = rowsCsv(columns, sorted.rows, context, totals);
      return call('reports:saveCsv', { columns: csvColumns, rows, fileName: 'reports.csv' });
    },
    onSuccess: (result) => {
      if (result.status === 'saved') notify.success(t('reports.csvSaved', { path: result.path }));
      else if (result.status === 'downloaded') notify.success(t('reports.csvDownloaded'));
    },
    onError: (error) => notify.error(t('reports.csvFailed', { reason: describeError(error, t, language) })),
  });

  // handleSubmit is called in the event, not in render: its callbacks touch the announcement ref.
  const onGet = (event: FormEvent) =>
    form.handleSubmit((values) => {
      announce.current = true;
      get(toReportRequest(values));
    })(event);
  const onBuild = () =>
    form.handleSubmit((values) => {
      announce.current = true;
      buildReport(toReportRequest(values));
    })();
  /** 'Build again' builds the period on screen, whatever the form holds now. */
  const rebuild = () => {
    if (!request) return;
    announce.current = true;
    buildReport(request);
  };

  const ready = !keywordMode && report.data?.status === 'ready' ? report.data : null;

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <Text as="h1" id="page-title" size={700} weight="semibold" className={styles.title}>
        {title}
      </Text>

      <form className={styles.card} aria-label={t('reports.filters')} onSubmit={(event) => void onGet(event)} noValidate>
        <div className={styles.filters}>
          <SelectField control={form.control} name="orgId" label={t('reports.organization')} options={organizationOptions} disabled={organizations.isPending} />
          <TextField control={form.control} name="keyword" label={t('reports.keyword')} hint={t('reports.keywordHint')} dir="auto" />
          <ReportDateField form={form} name="from_date" label={t('reports.startDate')} required />
          <ReportDateField form={form} name="to_date" label={t('reports.endDate')} required />
        </div>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" icon={<Search20Regular />} disabled={building}>
            {t('reports.getData')}
          </Button>
          <Button icon={<DataBarVertical20Regular />} disabled={building} onClick={() => void onBuild()}>
            {t('reports.buildData')}
          </Button>
          {view.kind === 'rows' && view.rows.length > 0 && (
            <Button
              icon={saveCsv.isPending ? <Spinner size="tiny" /> : <ArrowDownload20Regular />}
              disabled={saveCsv.isPending}
              onClick={() => saveCsv.mutate()}
            >
              {t('reports.downloadCsv')}
            </Button>
          )}
          <ImportDialog onImported={() => request && void report.refetch()} />
        </div>
      </form>

      {view.kind === 'building' && (
        <div className={styles.building}>
          <Text id="report-building" role="status" weight="semibold">
            {t('reports.building')}
          </Text>
          <ProgressBar aria-labelledby="report-building" value={view.progress} max={100} />
          <Text className={styles.meta} size={200}>
            {t('reports.buildingProgress', { progress: formatNumber(view.progress) })}
          </Text>
        </div>
      )}
      {view.kind === 'loading' && <Spinner size="small" label={t('reports.loading')} />}
      {view.kind === 'failed' && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{t('reports.buildFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={rebuild}>{t('reports.buildAgain')}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {view.kind === 'error' && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{view.reason}</MessageBarBody>
        </MessageBar>
      )}

      {view.kind === 'rows' && (
        <>
          {ready?.builtAt && <Text className={styles.meta}>{t('reports.builtAt', { when: formatDateTime(ready.builtAt, language) })}</Text>}
          {ready?.stale && (
            <MessageBar intent="warning">
              <MessageBarBody>{t('reports.stale')}</MessageBarBody>
              <MessageBarActions>
                <Button icon={<ArrowSync20Regular />} onClick={rebuild}>
                  {t('reports.buildAgain')}
                </Button>
              </MessageBarActions>
            </MessageBar>
          )}
          {view.rows.length === 0 ? (
            <Text>{t('reports.noRows')}</Text>
          ) : (
            <>
              <Suspense fallback={<Spinner size="small" label={t('reports.charts.loading')} />}>
                <ReportCharts days={view.days} totals={view.totals} formatNumber={formatNumber} />
              </Suspense>
              <div className={styles.tableCard}>
                <ListTable
                  caption={view.caption}
                  columns={columns}
                  rows={sorted.rows}
                  footer={totals}
                  rowHeader={LABEL_COLUMN}
                  rowKey={(line) => line.label}
                  rowName={(line) => line.label}
                  sort={sorted.sort}
                  onSort={sorted.toggleSort}
                  context={context}
                />
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
