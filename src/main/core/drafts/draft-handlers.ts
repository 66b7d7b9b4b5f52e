/**
 * The `drafts:*` channels: the forms' crash-safe drafts (journal.ts), filed per admin and per
 * server. Main decides whose drafts they are, from the session it holds (the admin's id) and the
 * server in use (its session key); the renderer names only the form.
 *
 * Reading (`get`, `list`) needs a session: signed out, there are no drafts to show. Writing
 * (`put`, `delete`) right after a sign-out still files under the admin who was signed in, for the
 * last change of a form that the sign-out closed; before anyone signed in, nothing is kept.
 * A draft never holds the session token: one that would (whatever the form typed) is refused.
 */
import { join } from 'node:path';
import { ApiError } from '../api-client';
import type { IpcHandlers } from '../ipc-handlers';
import { sessionKeyFor, type SessionStore } from '../session-store';
import { DRAFTS_FOLDER_NAME, journalFor, type DraftJournal, type DraftScope } from './journal';

type DraftChannel = 'drafts:put' | 'drafts:get' | 'drafts:delete' | 'drafts:list';

export interface DraftHandlerDeps {
  sessionStore: SessionStore;
  /** The server in use (its drafts are kept apart from another server's). */
  serverUrl: string;
  /** The user-data folder (browser mode: the host's data folder); drafts go in its `drafts` folder. */
  userDataDir: string;
  /** A journal of the tests' own (its clock); default: the folder's one journal. */
  journal?: DraftJournal;
  logError?: (error: unknown) => void;
}

/** The admin the last session belonged to, per server: a sign-out's last draft is still theirs. Ids only, never tokens. */
const lastAdminByServer = new Map<string, string>();

export function createDraftHandlers({ sessionStore, serverUrl, userDataDir, journal, logError }: DraftHandlerDeps): Pick<IpcHandlers, DraftChannel> {
  const drafts = journal ?? journalFor(join(userDataDir, DRAFTS_FOLDER_NAME), logError);
  const server = sessionKeyFor(serverUrl);

  /** The signed-in admin's scope and token, or null. */
  async function signedIn(): Promise<{ scope: DraftScope; token: string } | null> {
    const session = await sessionStore.load();
    if (!session) return null;
    lastAdminByServer.set(server, session.objectId);
    return { scope: { server, adminId: session.objectId }, token: session.token };
  }

  /** Where a write goes: the signed-in admin's drafts, else the last one's on this server (a sign-out just now). */
  async function writeScope(): Promise<{ scope: DraftScope; token: string | null } | null> {
    const current = await signedIn();
    if (current) return current;
    const adminId = lastAdminByServer.get(server);
    return adminId ? { scope: { server, adminId }, token: null } : null;
  }

  return {
    async 'drafts:put'(draft) {
      const target = await writeScope();
      if (!target) return null;
      if (target.token && JSON.stringify(draft).includes(target.token)) {
        throw new ApiError({ code: 'validation', message: 'A draft may not hold the session token.' });
      }
      return drafts.put(target.scope, draft);
    },

    async 'drafts:get'({ key }) {
      const current = await signedIn();
      return current ? drafts.get(current.scope, key) : null;
    },

    async 'drafts:delete'({ key }) {
      const target = await writeScope();
      if (target) await drafts.remove(target.scope, key);
      return null;
    },

    async 'drafts:list'() {
      const current = await signedIn();
      return current ? drafts.list(current.scope) : [];
    },
  };
}
