import { Button, Spinner } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { CsvColumn, ResourceName, ResourceQuery } from '../../../../shared/ipc';
import { call } from '../../api/backoffice';
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

/** Local date as yyyy-MM-dd (spec 9's date format). */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Exports the whole list (every row, not only the page) with the visible columns. Main
 * fetches the rows, builds the file and saves it through a native dialog; in browser mode
 * the file downloads.
 */
export function CsvExportButton({ resource, query, columns, fileName, disabled }: CsvExportButtonProps) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const notify = useNotify();
  const exportCsv = useMutation({
    mutationFn: () => call('csv:export', { resource, ...(query && { query }), columns, fileName: `${fileName}-${today()}.csv` }),
    onSuccess: (result) => {
      if (result.status === 'saved') notify.success(t('list.csvSaved', { path: result.path }));
      else if (result.status === 'downloaded') notify.success(t('list.csvDownloaded'));
    },
    onError: (error) => notify.error(describeError(error, t, language)),
  });
  return (
    <Button
      icon={exportCsv.isPending ? <Spinner size="tiny" /> : <ArrowDownload20Regular />}
      disabled={disabled || columns.length === 0 || exportCsv.isPending}
      onClick={() => exportCsv.mutate()}
    >
      {t('list.exportCsv')}
    </Button>
  );
}
