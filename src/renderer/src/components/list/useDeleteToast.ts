/**
 * The toast after a delete. Records that went to the Trash (the answer's `trashIds`) can come back
 * for `UNDO_WINDOW_MS`: the toast's Undo restores them (`trash:restore`, all or none), reloads the
 * resource's lists and says 'Restored', or why not (the server's refusal names what is in the way:
 * a keyword another record took meanwhile). A resource without a Trash (admin users) answers no ids,
 * and its toast has no Undo.
 *
 * Plain calls rather than a mutation of the list: the toast outlives the list when the user moves
 * on, and its Undo must still work then.
 */
import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UNDO_WINDOW_MS } from '../../../../shared/entities/history';
import type { DeletedCount, ResourceName } from '../../../../shared/ipc';
import { AppError, call } from '../../api/backoffice';
import { queryKeys } from '../../api/queries';
import { translateMessage, type Translate } from '../../i18n';
import type { Language } from '../../../../shared/constants';
import { describeError } from '../../i18n/errors';
import { languageAtom } from '../../state/preferences';
import { useNotify } from '../notify';

/**
 * Why an undo was refused: a record that no longer fits (409 `restoreConflict`) has the reason at
 * its Trash entry, a message key naming what stands in the way ('The page address … is now used by
 * another page'); a keyword claimed meanwhile names its owner (describeError).
 */
function undoRefusal(error: unknown, t: Translate, language: Language): string {
  const reasons = error instanceof AppError && error.code === 'restoreConflict' ? Object.values(error.fields ?? {}).map((reason) => translateMessage(t, reason)) : [];
  const named = reasons.filter((reason): reason is string => Boolean(reason));
  return t('history.undoRefused', { reason: named.length > 0 ? named.join(' ') : describeError(error, t, language) });
}

export function useDeleteToast(resource: ResourceName): (message: string, answer: DeletedCount) => void {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const notify = useNotify();
  const client = useQueryClient();
  return useCallback(
    (message, answer) => {
      const ids = answer.trashIds ?? [];
      if (ids.length === 0) {
        notify.success(message);
        return;
      }
      const undo = async () => {
        try {
          await call('trash:restore', { ids });
          notify.success(t('history.undone'));
        } catch (error) {
          notify.error(undoRefusal(error, t, language));
        } finally {
          void client.invalidateQueries({ queryKey: queryKeys.resource(resource) });
        }
      };
      notify.successWithAction(message, { label: t('history.undo'), timeout: UNDO_WINDOW_MS, onClick: () => void undo() });
    },
    [notify, t, language, client, resource],
  );
}
