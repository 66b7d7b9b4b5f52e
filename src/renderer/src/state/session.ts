/**
 * The session (spec 4): checked against the server at start, set by signing in, ended by logging
 * out or by a 401 on any call. A plain Jotai atom rather than a query, so the login screen loads
 * without TanStack Query, which comes with the shell (app/queryClient.ts, which also forgets
 * every cached answer when the session ends).
 */
import { atom } from 'jotai';
import type { User } from '../../../shared/entities/auth';
import type { SessionState } from '../../../shared/ipc';
import { call, isAppError } from '../api/backoffice';
import { store } from './store';

export type SessionCheck =
  | { status: 'checking' }
  | { status: 'failed'; error: unknown; retrying: boolean }
  | { status: 'known'; session: SessionState };

export const sessionAtom = atom<SessionCheck>({ status: 'checking' });

/** The signed-in user, or null (signed out, or not checked yet). */
export const currentUserAtom = atom((get) => {
  const check = get(sessionAtom);
  return check.status === 'known' && check.session.signedIn ? check.session.user : null;
});

/** Why the login screen is showing, when it is not the first start: shown as a notice there. */
export const signOutReasonAtom = atom<'sessionLost' | null>(null);

/** Asks the server whether the stored session is still valid (at start, and on 'Retry'). */
export async function checkSession(): Promise<void> {
  const previous = store.get(sessionAtom);
  if (previous.status === 'failed') store.set(sessionAtom, { ...previous, retrying: true });
  try {
    store.set(sessionAtom, { status: 'known', session: await call('session:current') });
  } catch (error) {
    // A stale or revoked session is simply "signed out" (spec 4, session check).
    if (isAppError(error, 'unauthorized')) store.set(sessionAtom, { status: 'known', session: { signedIn: false } });
    else store.set(sessionAtom, { status: 'failed', error, retrying: false });
  }
}

/** The code was accepted: the shell replaces the login screen. */
export function startSession(user: User): void {
  store.set(signOutReasonAtom, null);
  store.set(sessionAtom, { status: 'known', session: { signedIn: true, user } });
}

/**
 * Shows the login: after a logout (no reason) or because a call found the session gone
 * ('sessionLost', said on the login screen if the user was signed in).
 */
export function endSession(reason: 'sessionLost' | null): void {
  const wasSignedIn = store.get(currentUserAtom) !== null;
  store.set(signOutReasonAtom, reason && wasSignedIn ? reason : null);
  store.set(sessionAtom, { status: 'known', session: { signedIn: false } });
}
