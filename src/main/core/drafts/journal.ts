/**
 * The drafts journal (issue 24): each open form's unsaved values, kept by main in the user-data
 * folder (browser mode: the host's data folder) so that a crash, a kill, a closed window or a
 * sign-out loses at most the last moments of typing.
 *
 *   <dir>/<scope>/<draft>.json
 *
 * A scope is one admin on one server (`scopeOf(serverKey, adminId)`, a hash of both), so drafts of
 * different admins or servers never mix and one admin never sees another's; each file also names
 * its server, admin and key, and one that does not match where it is found is ignored. A draft file
 * holds the form's values, the values it was filled from, the record's version and when it was
 * saved: never a session token (the handlers refuse a draft that would hold the current one).
 *
 * Every write is atomic (fs-atomic.ts: a temporary file, fsync, rename): a kill in the middle leaves
 * the previous draft whole. Writes of one draft are serialized and coalesced: while one is being
 * written, only the newest of the calls that arrive meanwhile is written after it, so a burst of
 * typing costs two writes, not one per key, and the file always ends with the newest values.
 * Drafts older than DRAFT_MAX_AGE_MS are removed when they are read or listed, and by `sweep`.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { DRAFT_MAX_AGE_DAYS, type Draft, type DraftSummary } from '../../../shared/ipc';
import { writeFileAtomic } from '../fs-atomic';

export const DRAFT_MAX_AGE_MS = DRAFT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
/** The folder under the user-data folder that holds the drafts. */
export const DRAFTS_FOLDER_NAME = 'drafts';
const FORMAT = 1;

/** Whose drafts: one admin (by id) on one server (by its key, session-store.ts `sessionKeyFor`). */
export interface DraftScope {
  server: string;
  adminId: string;
}

/** What a form sends to be kept (the ipc `drafts:put` arguments). */
export interface DraftInput {
  key: string;
  route: string;
  title: string;
  recordVersion: number | null;
  values: Record<string, unknown>;
  base: Record<string, unknown> | null;
}

const jsonObject = z.record(z.string(), z.unknown());
const storedDraftSchema = z.object({
  format: z.literal(FORMAT),
  server: z.string(),
  adminId: z.string(),
  key: z.string(),
  route: z.string(),
  title: z.string(),
  savedAt: z.string(),
  recordVersion: z.number().nullable(),
  values: jsonObject,
  base: jsonObject.nullable(),
});
type StoredDraft = z.infer<typeof storedDraftSchema>;

const digest = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 32);

/** The folder name of a scope: a hash, so neither the admin's id nor the server's address is a path. */
export const scopeFolder = (scope: DraftScope) => digest('scope', scope.server, scope.adminId);
/** The file name of a draft in its scope. */
export const draftFileName = (key: string) => `${digest('draft', key)}.json`;

export interface DraftJournalOptions {
  /** The drafts folder (`<userData>/drafts`). */
  dir: string;
  /** The clock (tests move it to see drafts expire). */
  now?: () => number;
  maxAgeMs?: number;
  /** A draft file that cannot be read or removed (reported, never thrown at the form). */
  logError?: (error: unknown) => void;
}

export interface DraftJournal {
  readonly dir: string;
  /** Keeps the draft (atomically; the newest of concurrent calls wins); resolves once it, or a newer one, is on disk. */
  put(scope: DraftScope, input: DraftInput): Promise<DraftSummary>;
  /** The scope's draft of `key`, or null (none, expired, or not this scope's). */
  get(scope: DraftScope, key: string): Promise<Draft | null>;
  /** Removes the draft (after a write under way, so a late write cannot bring it back). */
  remove(scope: DraftScope, key: string): Promise<void>;
  /** The scope's drafts, newest first, without their values. */
  list(scope: DraftScope): Promise<DraftSummary[]>;
  /** Removes every expired draft of every scope; answers how many. */
  sweep(): Promise<number>;
}

type Operation = { kind: 'write'; record: StoredDraft } | { kind: 'remove' };

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

/** One draft file's queue: the operation being applied, and the newest one waiting (older waiting ones are dropped). */
interface FileQueue {
  running: boolean;
  next: { operation: Operation; waiters: Waiter[] } | null;
}

const summaryOf = (record: StoredDraft): DraftSummary => ({
  key: record.key,
  route: record.route,
  title: record.title,
  savedAt: record.savedAt,
  recordVersion: record.recordVersion,
});

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';

export function createDraftJournal({ dir, now = Date.now, maxAgeMs = DRAFT_MAX_AGE_MS, logError = () => {} }: DraftJournalOptions): DraftJournal {
  const queues = new Map<string, FileQueue>();
  const fileOf = (scope: DraftScope, key: string) => join(dir, scopeFolder(scope), draftFileName(key));
  const expired = (record: StoredDraft) => {
    const saved = Date.parse(record.savedAt);
    return !Number.isFinite(saved) || now() - saved > maxAgeMs;
  };

  async function apply(file: string, operation: Operation): Promise<void> {
    if (operation.kind === 'write') await writeFileAtomic(file, `${JSON.stringify(operation.record)}\n`);
    else await rm(file, { force: true });
  }

  /** Runs the file's operations one at a time until none waits. */
  async function drain(file: string, queue: FileQueue): Promise<void> {
    while (queue.next) {
      const { operation, waiters } = queue.next;
      queue.next = null;
      try {
        await apply(file, operation);
        for (const waiter of waiters) waiter.resolve();
      } catch (error) {
        for (const waiter of waiters) waiter.reject(error);
      }
    }
    // Nothing waits: checked and cleared in one step, so an operation queued later starts its own drain.
    queue.running = false;
    queues.delete(file);
  }

  /** Queues an operation on a draft file; a waiting one it replaces hands its callers over to it. */
  function enqueue(file: string, operation: Operation): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let queue = queues.get(file);
      if (!queue) {
        queue = { running: false, next: null };
        queues.set(file, queue);
      }
      const waiters = [...(queue.next?.waiters ?? []), { resolve, reject }];
      queue.next = { operation, waiters };
      if (!queue.running) {
        queue.running = true;
        void drain(file, queue);
      }
    });
  }

  /** The draft in a file, if it parses as one of this format (a file written by hand or by a newer app is left alone, never offered). */
  async function load(file: string): Promise<StoredDraft | null> {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if (!isMissing(error)) logError(error);
      return null;
    }
    try {
      return storedDraftSchema.parse(JSON.parse(text));
    } catch {
      return null;
    }
  }

  /**
   * Removes an expired draft, unless a write of it is queued (the form was saved to just now: that
   * write is newer than what was read). True when it was removed.
   */
  async function removeExpired(file: string): Promise<boolean> {
    if (queues.has(file)) return false;
    await enqueue(file, { kind: 'remove' });
    return true;
  }

  /** The scope's draft in a file: it belongs where it was found and has not expired (an expired one is removed). */
  async function read(file: string, scope: DraftScope): Promise<StoredDraft | null> {
    const record = await load(file);
    if (!record || record.server !== scope.server || record.adminId !== scope.adminId) return null;
    if (expired(record)) {
      await removeExpired(file).catch(logError);
      return null;
    }
    return record;
  }

  async function filesIn(folder: string): Promise<string[]> {
    try {
      return (await readdir(folder)).filter((name) => name.endsWith('.json')).map((name) => join(folder, name));
    } catch (error) {
      if (!isMissing(error)) logError(error);
      return [];
    }
  }

  return {
    dir,

    async put(scope, input) {
      const record: StoredDraft = {
        format: FORMAT,
        server: scope.server,
        adminId: scope.adminId,
        key: input.key,
        route: input.route,
        title: input.title,
        savedAt: new Date(now()).toISOString(),
        recordVersion: input.recordVersion,
        values: input.values,
        base: input.base,
      };
      await enqueue(fileOf(scope, input.key), { kind: 'write', record });
      return summaryOf(record);
    },

    async get(scope, key) {
      const record = await read(fileOf(scope, key), scope);
      if (!record || record.key !== key) return null;
      return { ...summaryOf(record), values: record.values, base: record.base };
    },

    remove(scope, key) {
      return enqueue(fileOf(scope, key), { kind: 'remove' });
    },

    async list(scope) {
      const records = await Promise.all((await filesIn(join(dir, scopeFolder(scope)))).map((file) => read(file, scope)));
      return records
        .filter((record): record is StoredDraft => record !== null)
        .map(summaryOf)
        .sort((a, b) => b.savedAt.localeCompare(a.savedAt));
    },

    async sweep() {
      let removed = 0;
      let scopes: string[];
      try {
        scopes = await readdir(dir);
      } catch (error) {
        if (!isMissing(error)) logError(error);
        return 0;
      }
      for (const scope of scopes) {
        const folder = join(dir, scope);
        for (const file of await filesIn(folder)) {
          const record = await load(file);
          if (record && expired(record) && (await removeExpired(file).catch((error: unknown) => (logError(error), false)))) removed += 1;
        }
      }
      return removed;
    },
  };
}

/** One journal per folder for the life of the process: the handlers are rebuilt when settings change, the queues must not be. */
const journals = new Map<string, DraftJournal>();

export function journalFor(dir: string, logError?: (error: unknown) => void): DraftJournal {
  let journal = journals.get(dir);
  if (!journal) {
    journal = createDraftJournal({ dir, logError });
    journals.set(dir, journal);
    // Drafts left from long ago go at start, not only when their admin next signs in.
    void journal.sweep().catch(logError);
  }
  return journal;
}
