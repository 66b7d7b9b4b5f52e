import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ConfirmDialog';

/**
 * Asks before leaving a form with unsaved changes: inside the app (another route, the
 * menu, Back) with a dialog, and on reload or close with the browser's own prompt.
 * `allowNextNavigation` lets a successful save leave without asking.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const { t } = useTranslation();
  const bypass = useRef(false);
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        dirty && !bypass.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
      [dirty],
    ),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (bypass.current) return;
      event.preventDefault();
      // Older engines show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('form.unsavedTitle')}
      message={t('form.unsavedMessage')}
      confirmLabel={t('form.discard')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
  const allowNextNavigation = useCallback(() => {
    bypass.current = true;
  }, []);
  return { dialog, allowNextNavigation };
}
