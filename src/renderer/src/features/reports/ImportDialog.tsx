/**
 * Import an operator statement (a CSV of received messages) to back-fill a period when the
 * gateway was down: the file is read here piece by piece and streamed through main to the
 * server, with a progress bar, and ends with what became of its rows: added, already present
 * (imported or received before) and refused, the refused ones by line number.
 */
import { useId, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  Button,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowUpload20Regular, DocumentArrowUp20Regular } from '@fluentui/react-icons';
import { SMS_IMPORT_COLUMNS } from '../../../../shared/entities/sms';
import type { SmsImportProgress, SmsImportRefusal } from '../../../../shared/ipc';
import { call } from '../../api/backoffice';
import { localeOf, translateMessage, type Translate } from '../../i18n';
import { describeError } from '../../i18n/errors';
import { languageAtom } from '../../state/preferences';
import { statementPieces } from './statementPieces';
import { AppDialog } from '../../components/AppDialog';
import { visuallyHidden } from '../../components/visuallyHidden';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hidden: visuallyHidden,
  picker: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  counts: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  refused: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, maxBlockSize: '12rem', overflowY: 'auto' },
});

type ImportState =
  | { phase: 'idle' }
  | { phase: 'running'; loaded: number; size: number; progress: SmsImportProgress | null }
  | { phase: 'done'; progress: SmsImportProgress }
  | { phase: 'failed'; reason: string; progress: SmsImportProgress | null };

/** A refused row's field messages, translated: 'sender: Please enter …'. */
function refusalText(refusal: SmsImportRefusal, t: Translate): string {
  const messages = Object.entries(refusal.fields).map(([field, message]) => {
    const text = translateMessage(t, message) ?? message;
    return field === 'line' ? text : `${field}: ${text}`;
  });
  return t('reports.import.refusedLine', { line: refusal.line, messages: messages.join('; ') });
}

export interface ImportDialogProps {
  /** Called after an import added messages: the figures on screen may be out of date. */
  onImported(): void;
}

export function ImportDialog({ onImported }: ImportDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const inputId = useId();
  const statusId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<ImportState>({ phase: 'idle' });
  const number = (value: number) => value.toLocaleString(localeOf(language));

  async function run(chosen: File): Promise<void> {
    const importId = `import-${Date.now().toString(36)}`;
    let progress: SmsImportProgress | null = null;
    setState({ phase: 'running', loaded: 0, size: chosen.size, progress });
    try {
      let first = true;
      for await (const piece of statementPieces(chosen)) {
        progress = await call('sms:import', { importId, first, last: piece.last, part: piece.text });
        first = false;
        setState({ phase: 'running', loaded: piece.loaded, size: chosen.size, progress });
      }
      if (progress) {
        setState({ phase: 'done', progress });
        if (progress.added > 0) onImported();
      }
    } catch (error) {
      setState({ phase: 'failed', reason: describeError(error, t, language), progress });
    }
  }

  const reset = () => {
    setFile(null);
    setState({ phase: 'idle' });
    if (input.current) input.current.value = '';
  };

  const progress = state.phase === 'idle' ? null : state.progress;
  const running = state.phase === 'running';

  const close = () => {
    setOpen(false);
    reset();
  };

  return (
    <>
      <Button icon={<ArrowUpload20Regular />} onClick={() => setOpen(true)}>
        {t('reports.importStatement')}
      </Button>
      <AppDialog
        open={open}
        title={t('reports.import.title')}
        onClose={close}
        busy={running}
        closeLabel={t('reports.import.close')}
        primary={{ label: t('reports.import.start'), onClick: () => file && void run(file), disabled: !file || running }}
        primaryFirst
        contentClassName={styles.content}
      >
        <Text>{t('reports.import.intro', { columns: SMS_IMPORT_COLUMNS.join(',') })}</Text>
        <div className={styles.picker}>
          <input
            ref={input}
            id={inputId}
            className={styles.hidden}
            type="file"
            accept=".csv,text/csv"
            aria-label={t('reports.import.chooseFile')}
            tabIndex={-1}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setState({ phase: 'idle' });
            }}
          />
          <Button icon={<DocumentArrowUp20Regular />} disabled={running} onClick={() => input.current?.click()}>
            {t('reports.import.chooseFile')}
          </Button>
          {file && <Text dir="auto">{file.name}</Text>}
        </div>
        {state.phase === 'running' && (
          <div>
            <Text id={statusId} role="status">
              {t('reports.import.progress', { file: file?.name ?? '' })}
            </Text>
            <ProgressBar aria-label={t('reports.import.progressLabel')} value={state.size ? state.loaded : undefined} max={state.size || undefined} />
          </div>
        )}
        {state.phase === 'failed' && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{t('reports.import.failed', { reason: state.reason })}</MessageBarBody>
          </MessageBar>
        )}
        {progress && (
          <section aria-label={state.phase === 'done' ? t('reports.import.done') : t('reports.import.progressLabel')} role={state.phase === 'done' ? 'status' : undefined}>
            {state.phase === 'done' && <Text weight="semibold">{t('reports.import.done')}</Text>}
            <ul className={styles.counts}>
              <li>{t('reports.import.added', { n: number(progress.added) })}</li>
              <li>{t('reports.import.alreadyPresent', { n: number(progress.alreadyPresent) })}</li>
              <li>{t('reports.import.refused', { n: number(progress.refused) })}</li>
            </ul>
            {progress.refusedRows.length > 0 && (
              <>
                <Text weight="semibold">{t('reports.import.refusedRows')}</Text>
                <ul className={styles.refused} aria-label={t('reports.import.refusedRows')}>
                  {progress.refusedRows.map((refusal) => (
                    <li key={refusal.line}>{refusalText(refusal, t)}</li>
                  ))}
                  {progress.refused > progress.refusedRows.length && (
                    <li>{t('reports.import.moreRefused', { n: number(progress.refused - progress.refusedRows.length) })}</li>
                  )}
                </ul>
              </>
            )}
          </section>
        )}
      </AppDialog>
    </>
  );
}
