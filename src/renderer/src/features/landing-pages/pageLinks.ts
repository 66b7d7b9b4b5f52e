/**
 * What staff do with a public page's link, wherever it is shown (the Create MPS dialog, the
 * memorial's 'successfully Created' dialog, the landing-pages list): open it in the system
 * browser through main's link policy (the app never navigates away), or copy it as the deeplink
 * copy buttons do. Each says in a toast when it did not work.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/backoffice';
import { useNotify } from '../../components/notify';

export interface PageLinkActions {
  open(link: string): void;
  copy(link: string): void;
}

export function usePageLinkActions(): PageLinkActions {
  const { t } = useTranslation();
  const notify = useNotify();
  return useMemo(
    () => ({
      open: (link) =>
        void call('link:openExternal', { url: link }).then(
          (result) => {
            if (!result.opened) notify.error(t('shell.linkRefused'));
          },
          () => notify.error(t('shell.linkRefused')),
        ),
      copy: (link) =>
        void navigator.clipboard.writeText(link).then(
          () => notify.success(t('common.copied')),
          () => notify.error(t('common.copyFailed')),
        ),
    }),
    [notify, t],
  );
}
