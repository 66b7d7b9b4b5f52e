import { useState } from 'react';
import { isAppError } from '../../api/backoffice';
import { endSession } from '../../state/session';

/**
 * A call of the sign-in steps and whether it is under way: plain state, as the login screen
 * loads without TanStack Query. Outside sign-in (adding an admin), a 401 means the admin's own
 * session ended, and the app signs out as it does for any call of the shell.
 */
export function usePendingCall<A extends unknown[], R>(run: (...args: A) => Promise<R>, { signIn }: { signIn: boolean }) {
  const [pending, setPending] = useState(false);
  const start = async (...args: A): Promise<R> => {
    setPending(true);
    try {
      return await run(...args);
    } catch (error) {
      if (!signIn && isAppError(error, 'unauthorized')) endSession('sessionLost');
      throw error;
    } finally {
      setPending(false);
    }
  };
  return { pending, start };
}
