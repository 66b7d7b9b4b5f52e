import { useMutation } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useTranslation } from 'react-i18next';
import { call, isAppError } from '../../api/backoffice';
import { useNotify } from '../../components/notify';
import { describeError } from '../../i18n/errors';
import { languageAtom, selectedOrganizationIdAtom } from '../../state/preferences';
import { endSession } from '../../state/session';

/**
 * Log out (spec 4): revoke the session, then forget what the user saw (query cache,
 * organization choice) and show the login. The language stays: it belongs to the machine.
 * Local state is cleared even when the revoke fails; the failure is shown.
 */
export function useLogout() {
  const notify = useNotify();
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const setOrganization = useSetAtom(selectedOrganizationIdAtom);
  return useMutation({
    mutationFn: () => call('auth:logout'),
    meta: { signIn: true },
    // Unauthorized: the session was already gone, which is what logging out wants.
    onError: (error) => {
      if (!isAppError(error, 'unauthorized')) notify.error(describeError(error, t, language));
    },
    onSettled: () => {
      setOrganization(RESET);
      // The query client forgets what was cached when the session ends (app/queryClient.ts).
      endSession(null);
    },
  });
}
