/**
 * The session, as Jotai atoms over the react-query cache (jotai-tanstack-query): the
 * `session:current` check at start fills it, sign-in and logout write the cache entry.
 */
import { atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { sessionQuery } from '../api/queries';

export const sessionQueryAtom = atomWithQuery(() => sessionQuery);

/** The signed-in user, or null (signed out, or not checked yet). */
export const currentUserAtom = atom((get) => {
  const { data } = get(sessionQueryAtom);
  return data?.signedIn ? data.user : null;
});

/** Why the login screen is showing, when it is not the first start: shown as a notice there. */
export const signOutReasonAtom = atom<'sessionLost' | null>(null);
