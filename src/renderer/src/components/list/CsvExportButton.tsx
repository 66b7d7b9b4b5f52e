import { useId, useState } from 'react';
import { Button, ProgressBar, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { CsvColumn, ResourceName, ResourceQuery } from '../../../../shared/ipc';
import { call } from '../../api/backoffice';
import { localeOf } from '../../i18n';
import { describeError } from '../../i18n/errors';
import { languageAtom } from '../../state/preferences';
import { useNotify } from '../notify';

export interface CsvExportButtonProps {
  resource: ResourceName;
  query?: ResourceQuery;
  /** The visible data columns, headers already translated. */
  columns: CsvColumn[];
  /** File name stem; the date is appended: `activities-2026-11-21.csv`. */
  fileName: string;
  disabled?: boolean;
}

/** How often the progress of a running export is asked for. */
const PROGRESS_POLL_MS = 300;

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  progress: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: '160px' },
});

/** Names an export for `csv:progress`. */
const newExportId = () => `csv-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** Local date as yyyy-MM-dd (spec 9's date format). */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Exports the whole list (every row, not only the page) with the visible columns. Main
 * fetches the rows a page at a time and writes the file as they come (through a native dialog;
 * in browser mode the file downloads); meanwhile the button shows how many rows are written.
 */
export function CsvExportButton({ resource, query, columns, fileName, disabled }: CsvExportButtonProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const notify = useNotify();
  const statusId = useId();
  const [exportId, setExportId] = useState<string | null>(null);
  const exportCsv = useMutation({
    mutationFn: (id: string) => call('csv:export', { resource, ...(query && { query }), columns, fileName: `${fileName}-${today()}.csv`, exportId: id }),
    onSuccess: (result) => {
      if (result.status === 'saved') notify.success(t('list.csvSaved', { path: result.path }));
      else if (result.status === 'downloaded') notify.success(t('list.csvDownloaded'));
    },
    onError: (error) => notify.error(describeError(error, t, language)),
    onSettled: () => setExportId(null),
  });
  const progress = useQuery({
    queryKey: ['csv', 'progress', exportId],
    queryFn: () => call('csv:progress', { exportId: exportId! }),
    enabled: exportId !== null,
    refetchInterval: PROGRESS_POLL_MS,
    gcTime: 0,
  });
  const start = () => {
    const id = newExportId();
    setExportId(id);
    exportCsv.mutate(id);
  };
  const counted = exportCsv.isPending ? progress.data : null;
  const number = (value: number) => value.toLocaleString(localeOf(language));
  return (
    <div className={styles.root}>
      <Button
        icon={exportCsv.isPending ? <Spinner size="tiny" /> : <ArrowDownload20Regular />}
        disabled={disabled || columns.length === 0 || exportCsv.isPending}
        aria-describedby={exportCsv.isPending ? statusId : undefined}
        onClick={start}
      >
        {t('list.exportCsv')}
      </Button>
      {exportCsv.isPending && (
        <div className={styles.progress}>
          <Text id={statusId} size={200} role="status">
            {counted?.total ? t('list.exporting', { written: number(counted.written), total: number(counted.total) }) : t('list.exportingStarted')}
          </Text>
          <ProgressBar
            aria-labelledby={statusId}
            // Without a total yet the bar moves without a value.
            value={counted?.total ? counted.written : undefined}
            max={counted?.total || undefined}
          />
        </div>
      )}
    </div>
  );
}
