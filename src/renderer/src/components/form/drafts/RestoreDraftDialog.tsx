/**
 * 'Restore your unsaved changes from <time>?' with Restore and Discard: shown when a form opens
 * and main holds a draft of it (a crash, a kill, a closed window or a sign-out left it). Restore
 * puts the draft's values in the form; Discard removes the draft. Escape only closes the question:
 * the draft stays until the form is changed or saved (a key pressed by mistake loses nothing).
 */
import { useEffect, useId, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Text } from '@fluentui/react-components';
import { formatDateTime } from '../../../i18n';
import { languageAtom } from '../../../state/preferences';
import { AppDialog } from '../../AppDialog';

export interface RestoreDraftDialogProps {
  open: boolean;
  /** When the draft was last written (ISO 8601). */
  savedAt: string;
  onRestore(): void;
  onDiscard(): void;
  /** Escape: decide later (the draft is kept). */
  onLater(): void;
}

export function RestoreDraftDialog({ open, savedAt, onRestore, onDiscard, onLater }: RestoreDraftDialogProps) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const questionId = useId();
  // AppDialog calls onClose for its Discard button and for Escape alike: the key tells them apart.
  const escaped = useRef(false);
  useEffect(() => {
    if (!open) return;
    const note = (event: KeyboardEvent) => {
      if (event.key === 'Escape') escaped.current = true;
    };
    window.addEventListener('keydown', note, true);
    return () => window.removeEventListener('keydown', note, true);
  }, [open]);
  const close = () => {
    const byEscape = escaped.current;
    escaped.current = false;
    if (byEscape) onLater();
    else onDiscard();
  };
  return (
    <AppDialog
      open={open}
      modalType="alert"
      title={t('drafts.restoreTitle')}
      describedBy={questionId}
      closeLabel={t('drafts.discard')}
      onClose={close}
      primary={{ label: t('drafts.restore'), onClick: onRestore }}
      // Restore first, so the focus (and Enter) starts on the choice that loses nothing.
      primaryFirst
    >
      <Text id={questionId}>{t('drafts.restoreQuestion', { time: formatDateTime(savedAt, language) })}</Text>
    </AppDialog>
  );
}
