import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, useLocation, useNavigate, type BlockerFunction, type Location } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ConfirmDialog';

export interface UnsavedChangesGuardOptions {
  /** The user left with 'Discard changes' (the form's draft goes with them). */
  onDiscard?(): void;
  /**
   * The list the form returns to and the address it was opened from (`/activities?page=2`): after
   * a save, the form's navigation to the bare list (its `onSaved`) goes to that address instead,
   * with its state. Not for a form on the list's own page (the keywords'), whose list moves itself.
   */
  listReturn?: { listPath: string; address: string };
}

/**
 * Asks before leaving a form with unsaved changes: inside the app (another route, the
 * menu, Back) with a dialog, and on reload or close with the browser's own prompt.
 * `allowNextNavigation` lets a successful save leave without asking.
 */
export function useUnsavedChangesGuard(dirty: boolean, options: UnsavedChangesGuardOptions = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const here = useLocation();
  const bypass = useRef(false);
  const { listReturn } = options;
  const returnAddress = listReturn && listReturn.address !== listReturn.listPath ? listReturn : undefined;
  /** Where a saved form's return to the bare list really goes (null: nowhere else). */
  const redirectOf = useCallback(
    (current: Location, next: Location) =>
      returnAddress && current.pathname !== returnAddress.listPath && next.pathname === returnAddress.listPath && next.search === '' ? returnAddress.address : null,
    [returnAddress],
  );
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) => {
        if (currentLocation.pathname === nextLocation.pathname && currentLocation.search === nextLocation.search) return false;
        if (!bypass.current) return dirty;
        return redirectOf(currentLocation, nextLocation) !== null;
      },
      [dirty, redirectOf],
    ),
  );
  const blockedAt = blocker.state === 'blocked' ? blocker.location : null;
  // Only a save lets a navigation by without asking, and a saved form is no longer dirty by the time it renders blocked.
  const redirect = blockedAt && !dirty ? redirectOf(here, blockedAt) : null;

  useEffect(() => {
    if (redirect === null || !blockedAt || blocker.state !== 'blocked') return;
    blocker.reset();
    navigate(redirect, { state: blockedAt.state });
  }, [redirect, blockedAt, blocker, navigate]);

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

  const { onDiscard } = options;
  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked' && redirect === null}
      title={t('form.unsavedTitle')}
      message={t('form.unsavedMessage')}
      confirmLabel={t('form.discard')}
      onConfirm={() => {
        onDiscard?.();
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    />
  );
  const allowNextNavigation = useCallback(() => {
    bypass.current = true;
  }, []);
  return { dialog, allowNextNavigation };
}
