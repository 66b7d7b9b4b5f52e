/**
 * 'Restore this version': asked first, then the version's fields are read (`history:version`) and
 * saved through the edit screen's own form (RecordHistoryTarget.restore), which shows them. A save
 * the server refuses (someone changed the record meanwhile: 409, or a field's rule) is said by the
 * form, so the panel makes way for it; a version that cannot be read is said in the panel.
 */
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '../../../../shared/entities/history';
import { call } from '../../api/backoffice';
import { historyKeys } from '../../api/queries';
import { describeError } from '../../i18n/errors';
import { languageAtom } from '../../state/preferences';
import type { RecordHistoryTarget } from './types';

export function useRestoreVersion(target: RecordHistoryTarget, onRefused: () => void) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const client = useQueryClient();
  /** The entry whose version the confirmation asks about. */
  const [asked, setAsked] = useState<HistoryEntry | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!asked) return;
    setBusy(true);
    setError(null);
    try {
      const version = await call('history:version', { entryId: asked.id });
      const saved = await target.restore(version.record, asked.id);
      setAsked(null);
      if (saved) void client.invalidateQueries({ queryKey: historyKeys.timeline(target.resource, target.recordId) });
      else onRefused();
    } catch (failure) {
      setAsked(null);
      setError(describeError(failure, t, language));
    } finally {
      setBusy(false);
    }
  };

  return {
    /** Asks before restoring `entry`'s version. */
    ask: (entry: HistoryEntry) => {
      setError(null);
      setAsked(entry);
    },
    asked,
    busy,
    /** Why the version could not be read. */
    error,
    confirm: () => void confirm(),
    cancel: () => setAsked(null),
  };
}
