/**
 * Opens a link of the app's configuration ('Live income') in the system browser through main,
 * and says so when it cannot (not configured, refused by main's link policy). The side menu's
 * entry and the command palette both open it this way.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { AppConfig } from '../../../shared/ipc';
import { call, isAppError } from '../api/backoffice';
import { appConfigQuery } from '../api/queries';
import { describeError } from '../i18n/errors';
import { languageAtom } from '../state/preferences';
import { useNotify } from './notify';

/** The configuration's keys that hold an outside address. */
export type ConfiguredLink = keyof Pick<AppConfig, 'liveIncomeUrl'>;

export function useOpenConfiguredLink() {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const notify = useNotify();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (urlFrom: ConfiguredLink) => {
      // The configuration normally is loaded already; otherwise wait for it.
      const address = (await client.fetchQuery(appConfigQuery))[urlFrom];
      if (!address) return { opened: false, reason: 'unconfigured' as const };
      return { ...(await call('link:openExternal', { url: address })), reason: 'refused' as const };
    },
    onSuccess: (result) => {
      if (!result.opened) notify.error(t(result.reason === 'unconfigured' ? 'shell.linkUnavailable' : 'shell.linkRefused'));
    },
    // A lost session shows the login with its own notice.
    onError: (error) => {
      if (!isAppError(error, 'unauthorized')) notify.error(describeError(error, t, language));
    },
  });
}
