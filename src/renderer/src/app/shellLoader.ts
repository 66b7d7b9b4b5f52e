/** The shell (menu, router, top bar) is a separate chunk, so the login screen stays small. */
export const loadShell = () => import('./Shell');

/** Starts downloading the shell while the user types the code; harmless if it fails now. */
export function preloadShell(): void {
  loadShell().catch(() => undefined);
}
