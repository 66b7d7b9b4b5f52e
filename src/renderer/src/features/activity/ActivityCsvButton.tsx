/**
 * The Activity screen's CSV: every entry the filters find (not only the page shown), under the
 * table's column headers in the screen's language. Main fetches the entries a page at a time and
 * writes the file as they come (`activity:saveCsv`: a save dialog, or a download in browser mode);
 * meanwhile the button spins and a bar says the export is running. The channel reports no count
 * as it goes, so the bar moves without a value.
 */
import { useId } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button, ProgressBar, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import type { ActivityQuery } from '../../../../shared/entities/history';
import type { CsvColumn } from '../../../../shared/ipc';
import { call } from '../../api/backoffice';
import { useNotify } from '../../components/notify';
import { describeError } from '../../i18n/errors';
import { languageAtom } from '../../state/preferences';
import { dayOfDate } from '../reports/reportDay';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  progress: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: '160px' },
});

export interface ActivityCsvButtonProps {
  query: Omit<ActivityQuery, 'limit' | 'skip'>;
  /** The columns, headers already translated. */
  columns: CsvColumn[];
  disabled?: boolean;
}

export function ActivityCsvButton({ query, columns, disabled }: ActivityCsvButtonProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const notify = useNotify();
  const statusId = useId();
  const saveCsv = useMutation({
    // Named by the day it was made, as the lists' files are (`activity-2026-11-21.csv`).
    mutationFn: () => call('activity:saveCsv', { query, columns, fileName: `activity-${dayOfDate(new Date())}.csv` }),
    onSuccess: (result) => {
      if (result.status === 'saved') notify.success(t('list.csvSaved', { path: result.path }));
      else if (result.status === 'downloaded') notify.success(t('list.csvDownloaded'));
    },
    onError: (error) => notify.error(t('activity.csvFailed', { reason: describeError(error, t, language) })),
  });
  return (
    <div className={styles.root}>
      <Button
        icon={saveCsv.isPending ? <Spinner size="tiny" /> : <ArrowDownload20Regular />}
        disabled={disabled || saveCsv.isPending}
        aria-describedby={saveCsv.isPending ? statusId : undefined}
        onClick={() => saveCsv.mutate()}
      >
        {t('list.exportCsv')}
      </Button>
      {saveCsv.isPending && (
        <div className={styles.progress}>
          <Text id={statusId} size={200} role="status">
            {t('list.exportingStarted')}
          </Text>
          <ProgressBar aria-labelledby={statusId} />
        </div>
      )}
    </div>
  );
}
