/**
 * The Kannel adapter's spool. A message Kannel hands over while the database is away (restarting,
 * failing over) is written to a file and answered as taken, then stored once the database is back.
 *
 * Why not let Kannel try again: smsbox acknowledges a message to bearerbox when it starts its
 * request, so bearerbox's store has let it go; a request that does not get a 2xx goes to smsbox's
 * own queue of tries again, which is kept in memory only and given up after `http-request-retry`
 * tries. A Kannel restart meanwhile (or a database away for longer than those tries) loses it.
 * Kept here, it survives a restart of Kannel and of this server.
 *
 * Each request is one file, written whole (under a temporary name, flushed to disk, then renamed),
 * so a file is never half there. The drain takes a file by renaming it to a name of its own first,
 * so instances sharing a folder never store one file twice at once; it gives the file back when
 * the database is still away. A file that cannot be stored for another reason is set aside
 * (`.failed`) for a person to look at, not tried for ever. Storing goes through the intake, whose
 * operator message ids make a message stored again (an instance killed between storing a file and
 * deleting it) a duplicate, never a second donation. A file holds donors' numbers as they came, so
 * only the server's own user may read it, and it lives until the database is back.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { InboundSms } from '../../../shared/entities/sms';
import { isDatabaseAway } from '../../db/database-away';

/** How often the spool looks for files to store (also those a stopped instance left). */
export const SPOOL_DRAIN_EVERY_MS = 2_000;
/** A file taken by a drain that has not finished with it for this long was left by a stopped instance. */
const ABANDONED_AFTER_MS = 60_000;
/** Files stored in one intake call by a drain (a file is one Kannel request: one message). */
const FILES_PER_STORE = 500;
const SPOOLED = /^\d+-[0-9a-f-]+\.json$/;
const TAKEN = /^(\d+-[0-9a-f-]+\.json)\.taken-[0-9a-f-]+$/;

interface TakenFile {
  original: string;
  /** Its path while this drain holds it. */
  taken: string;
  messages: InboundSms[];
}

export interface KannelSpoolOptions {
  dir: string;
  /** Stores messages as the intake does (the batcher); rejects when the database is away. */
  store(messages: readonly InboundSms[]): Promise<unknown>;
  log: { error(line: string): void; info(line: string): void };
  drainEveryMs?: number;
}

export interface KannelSpool {
  /** Keeps the messages on disk; resolves once they are there to stay. */
  keep(messages: readonly InboundSms[]): Promise<void>;
  /** Stores what the folder holds, oldest first, until the database is away; resolves to how many files were stored. */
  drain(): Promise<number>;
  /** Stops draining (a drain under way ends first); what is left stays for the next start. */
  close(): Promise<void>;
}

export function createKannelSpool(options: KannelSpoolOptions): KannelSpool {
  const { dir, store, log } = options;
  const drainer = randomUUID();
  let draining: Promise<number> | null = null;
  let closed = false;
  let kept = 0;

  const keep = async (messages: readonly InboundSms[]): Promise<void> => {
    // The files hold donors' numbers as they came (the database keeps only their keyed hashes): the server's own user reads them, no one else.
    await mkdir(dir, { recursive: true, mode: 0o700 });
    // Named by time, then by order within this instance's millisecond: the drain goes oldest first.
    const name = `${String(Date.now()).padStart(15, '0')}-${String(kept++).padStart(10, '0')}-${randomUUID()}.json`;
    const temporary = join(dir, `.${name}.writing`);
    const file = await open(temporary, 'wx', 0o600);
    try {
      await file.writeFile(JSON.stringify({ messages }));
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, join(dir, name));
    // The rename itself is on disk once the folder is.
    const folder = await open(dir, 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
  };

  /** The files to store, oldest first: those spooled, and those a stopped instance took and never finished. */
  const waitingFiles = async (): Promise<Array<{ name: string; original: string }>> => {
    const names = await readdir(dir).catch(() => [] as string[]);
    const waiting: Array<{ name: string; original: string }> = [];
    for (const name of names) {
      if (SPOOLED.test(name)) waiting.push({ name, original: name });
      const taken = TAKEN.exec(name);
      if (taken && !name.endsWith(drainer)) {
        const modified = await stat(join(dir, name)).then((stats) => stats.mtimeMs, () => Date.now());
        if (Date.now() - modified > ABANDONED_AFTER_MS) waiting.push({ name, original: taken[1]! });
      }
    }
    return waiting.sort((a, b) => a.original.localeCompare(b.original));
  };

  /** Takes a file for this drain (false: another instance took it first) and reads it; a file that cannot be read is set aside. */
  const take = async ({ name, original }: { name: string; original: string }): Promise<TakenFile | null> => {
    const taken = join(dir, `${original}.taken-${drainer}`);
    if (!(await rename(join(dir, name), taken).then(() => true, () => false))) return null;
    try {
      const { messages } = JSON.parse(await readFile(taken, 'utf8')) as { messages: InboundSms[] };
      return { original, taken, messages };
    } catch (error) {
      await setAside({ original, taken }, error);
      return null;
    }
  };
  const setAside = async (file: Pick<TakenFile, 'original' | 'taken'>, error: unknown) => {
    log.error(`A spooled Kannel request (${file.original}) could not be stored and is set aside as ${file.original}.failed: ${error instanceof Error ? error.message : String(error)}`);
    await rename(file.taken, join(dir, `${file.original}.failed`)).catch(() => undefined);
  };
  const giveBack = (files: readonly TakenFile[]) => Promise.all(files.map((file) => rename(file.taken, join(dir, file.original)).catch(() => undefined)));
  const done = (files: readonly TakenFile[]) => Promise.all(files.map((file) => rm(file.taken, { force: true })));

  /**
   * Stores the files together, as one intake call (a database outage spools a file per Kannel
   * request, hundreds a second: stored one by one, each waiting for its own commit, a 5-second
   * outage took about a minute to drain in `npm run bench:peak`). When the intake refuses them for
   * another reason than the database, each is tried alone, so only a bad one is set aside.
   * Answers how many were stored, and whether the database was away (what was not stored then is given back).
   */
  const storeTogether = async (files: readonly TakenFile[]): Promise<{ stored: number; away: boolean }> => {
    try {
      await store(files.flatMap((file) => file.messages));
      await done(files);
      return { stored: files.length, away: false };
    } catch (error) {
      if (isDatabaseAway(error)) {
        await giveBack(files);
        return { stored: 0, away: true };
      }
      if (files.length === 1) {
        await setAside(files[0]!, error);
        return { stored: 0, away: false };
      }
    }
    let stored = 0;
    for (const [index, file] of files.entries()) {
      const alone = await storeTogether([file]);
      stored += alone.stored;
      if (alone.away) {
        await giveBack(files.slice(index + 1));
        return { stored, away: true };
      }
    }
    return { stored, away: false };
  };

  const drainOnce = async (): Promise<number> => {
    let stored = 0;
    const waiting = await waitingFiles();
    for (let start = 0; start < waiting.length && !closed; start += FILES_PER_STORE) {
      const files = (await Promise.all(waiting.slice(start, start + FILES_PER_STORE).map(take))).filter((file) => file !== null);
      if (files.length === 0) continue;
      const together = await storeTogether(files);
      stored += together.stored;
      if (together.away) break;
    }
    if (stored > 0) log.info(`Stored ${stored} Kannel request(s) kept while the database was away.`);
    return stored;
  };

  const drain = (): Promise<number> => {
    draining ??= drainOnce().finally(() => (draining = null));
    return draining;
  };

  // What a stopped instance left is stored at the start, then the folder is looked at regularly.
  const timer = setInterval(() => void drain().catch((error: unknown) => log.error(`Draining the Kannel spool failed: ${String(error)}`)), options.drainEveryMs ?? SPOOL_DRAIN_EVERY_MS);
  timer.unref();
  setImmediate(() => void drain().catch((error: unknown) => log.error(`Draining the Kannel spool failed: ${String(error)}`)));

  return {
    keep,
    drain,
    async close() {
      closed = true;
      clearInterval(timer);
      await draining?.catch(() => undefined);
    },
  };
}
