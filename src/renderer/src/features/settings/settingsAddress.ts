/**
 * The settings screen's address, and following it while signed out. Kept apart from the screen
 * itself: the login screen needs only this, and loads the screen when it opens.
 */
import { useEffect, useState, type MouseEvent } from 'react';

/** The app's own settings (which platform server, which addresses); also opened from the login screen. */
export const SETTINGS_PATH = '/settings';

/**
 * Signed out there is no router (the login screen is the only screen), so the settings address
 * is followed here: the login's 'Settings' link pushes it, Back (or the browser's) returns.
 */
export function useSignedOutSettingsAddress(): { open: boolean; show(event?: MouseEvent): void; close(event?: MouseEvent): void } {
  const [open, setOpen] = useState(() => window.location.pathname === SETTINGS_PATH);
  useEffect(() => {
    const follow = () => setOpen(window.location.pathname === SETTINGS_PATH);
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  const go = (path: string, event?: MouseEvent) => {
    event?.preventDefault();
    window.history.pushState(null, '', path);
    setOpen(path === SETTINGS_PATH);
  };
  return { open, show: (event) => go(SETTINGS_PATH, event), close: (event) => go('/', event) };
}
