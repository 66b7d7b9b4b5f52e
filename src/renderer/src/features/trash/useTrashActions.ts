/**
 * Restore and delete for good, of the records chosen in the Trash (all or none, as the server
 * does them), with what the screen says after: a toast of how many, or, for a refused restore,
 * the server's reason in a bar that stays until it is dismissed or another action runs (a toast
 * would go before a long reason is read). Either way the Trash and the Activity screen load again;
 * a restore also reloads the lists of the records brought back.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { TrashEntry } from '../../../../shared/entities/history';
import { resourceNames, type ResourceName } from '../../../../shared/registry';
import { call } from '../../api/backoffice';
import { historyListKeys, queryKeys } from '../../api/queries';
import { useNotify } from '../../components/notify';
import { localeOf } from '../../i18n';
import { describeError } from '../../i18n/errors';
import { languageAtom } from '../../state/preferences';
import { restoreRefusal } from './trashMessages';

const isResourceName = (resource: string): resource is ResourceName => (resourceNames as readonly string[]).includes(resource);

export function useTrashActions({ onDone }: { onDone(ids: readonly string[]): void }) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const notify = useNotify();
  const client = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const number = (count: number) => count.toLocaleString(localeOf(language));

  const reloadHistory = () =>
    Promise.all([client.invalidateQueries({ queryKey: historyListKeys.trash }), client.invalidateQueries({ queryKey: historyListKeys.activity })]);

  const restore = useMutation({
    mutationFn: (entries: ReadonlyMap<string, TrashEntry>) => call('trash:restore', { ids: [...entries.keys()] }),
    onMutate: () => setRefusal(null),
    onSuccess: ({ restored }, entries) => {
      notify.success(t('trash.restored', { count: restored.length, number: number(restored.length) }));
      onDone([...entries.keys()]);
      const resources = new Set(restored.map(({ resource }) => resource).filter(isResourceName));
      for (const resource of resources) void client.invalidateQueries({ queryKey: queryKeys.resource(resource) });
    },
    onError: (error, entries) => setRefusal(restoreRefusal(error, entries, t, language)),
    onSettled: reloadHistory,
  });

  const purge = useMutation({
    mutationFn: (entries: ReadonlyMap<string, TrashEntry>) => call('trash:purge', { ids: [...entries.keys()] }),
    onMutate: () => setRefusal(null),
    onSuccess: ({ purged }, entries) => {
      notify.success(t('trash.purged', { count: purged, number: number(purged) }));
      onDone([...entries.keys()]);
    },
    onError: (error) => notify.error(describeError(error, t, language)),
    onSettled: reloadHistory,
  });

  return { restore, purge, refusal, dismissRefusal: () => setRefusal(null) };
}
