/**
 * The shell (menu, router, top bar, every text of the dictionaries) and the app's toaster are
 * chunks of their own, so the login screen's JavaScript stays small. The login starts loading
 * them when the browser is idle, and again (a no-op if done) when a code was sent, so that
 * signing in does not wait for them.
 */
export const loadToaster = () => import('./appToaster');

/** TanStack Query and the app's client: with the shell, and on their own at sign-in (the start-up lists). */
export const loadQueryClient = () => import('./queryClient');

/** The shell resolves with the toaster: no toast of the shell (a failed start-up list) can come before it. */
export const loadShell = () => Promise.all([import('./Shell'), loadToaster()]).then(([shell]) => shell);

export type ShellModule = Awaited<ReturnType<typeof loadShell>>;

/**
 * The shell with the code of the screen at the address the app is at: what a signed-in start
 * draws at once. A screen that fails to load now is left to the shell (its route loads it again
 * and shows the failure).
 */
export function loadShellWithScreen(): Promise<ShellModule> {
  return loadShell().then(async (shell) => {
    await shell.preloadScreenAt(window.location.pathname).catch(() => undefined);
    return shell;
  });
}

/** Starts downloading the shell, then the screen at the address the app was opened at; harmless if it fails now (signing in loads it again). */
export function preloadShell(): void {
  loadShellWithScreen().catch(() => undefined);
}

/** Runs `callback` once the browser has nothing else to do (the screen has rendered and settled); returns a cancel. */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 200);
  return () => window.clearTimeout(timer);
}
