/**
 * The app's query client (server state for the shell), in its own chunk: the login screen does
 * not load TanStack Query. App.tsx imports this when the user signs in, to fetch the start-up
 * lists while the shell's code still loads; the shell imports it to provide it.
 */
import { startupResources } from '../../../shared/startup-resources';
import { clearSessionData, createQueryClient, listQuery } from '../api/queries';
import { currentUserAtom, endSession } from '../state/session';
import { store } from '../state/store';

export const queryClient = createQueryClient({
  // A 401 on any call: the stored session is gone; show the login (spec 4, session check).
  onSessionLost: () => endSession('sessionLost'),
});

// However the session ends (logout, a 401, the server), nothing the user saw stays cached.
store.sub(currentUserAtom, () => {
  if (store.get(currentUserAtom) === null) clearSessionData(queryClient);
});

/** The lists the shell loads at start (spec 2.1), requested at once and in parallel. */
export function prefetchStartupLists(): void {
  for (const resource of startupResources) void queryClient.prefetchQuery(listQuery(resource));
}

/**
 * At a list's address, what it shows first is asked for while the screen's code loads
 * (components/list/firstPage.ts, loaded with the registry the list needs anyway).
 */
export function prefetchFirstPageAt(location: { pathname: string; search: string }): void {
  void import('../components/list/firstPage').then(({ prefetchFirstPage }) => prefetchFirstPage(queryClient, location)).catch(() => undefined);
}
