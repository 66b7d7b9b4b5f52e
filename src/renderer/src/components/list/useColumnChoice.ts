import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/backoffice';
import { columnChoiceQuery, queryKeys } from '../../api/queries';
import { encodeColumnChoice, visibleColumnKeys, type ChoosableColumn } from './columnChoice';

/**
 * The visible columns of a list, saved per user on the server (so the choice follows the
 * user to another machine and survives logout). A change shows at once and is saved behind.
 */
export function useColumnChoice(listKey: string, columns: readonly ChoosableColumn[]) {
  const client = useQueryClient();
  const saved = useQuery(columnChoiceQuery(listKey));
  const visible = useMemo(() => new Set(visibleColumnKeys(columns, saved.data)), [columns, saved.data]);

  const save = useMutation({
    mutationFn: (choice: string[]) => call('columns:set', { listKey, columns: choice }),
    onMutate: (choice) => {
      const previous = client.getQueryData(queryKeys.columns(listKey));
      client.setQueryData(queryKeys.columns(listKey), choice);
      return { previous };
    },
    onError: (_error, _choice, context) => client.setQueryData(queryKeys.columns(listKey), context?.previous ?? null),
  });

  const setVisible = (keys: ReadonlySet<string>) => {
    if (keys.size === 0) return;
    save.mutate(encodeColumnChoice(columns, keys));
  };

  return { visible, setVisible, loading: saved.isPending, saveError: save.error };
}
