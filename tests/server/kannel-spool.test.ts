/**
 * The Kannel adapter's spool (src/server/services/sms/kannel-spool.ts): a message Kannel hands over
 * while the database is away is answered as taken, kept on disk, and stored once the database is
 * back, once, also by the next server when the one that took it stopped first.
 *
 * The route's part runs a platform server on a PostgreSQL of the test's own, stopped and started
 * again as an office's database restarts (support/private-postgres.ts). The spool's own rules (two
 * instances on one folder, a database still away, a file that cannot be stored) are tested on a
 * real folder with a stand-in for the intake: what it is handed is what would be stored.
 */
import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InboundSms } from '../../src/shared/entities/sms';
import { buildServer } from '../../src/server/app';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { smsMessages } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/seed/demo';
import { DEFAULT_SMSC_OPERATORS } from '../../src/server/services/sms/config';
import { createKannelSpool, type KannelSpool } from '../../src/server/services/sms/kannel-spool';
import { refused } from './support/planned-database';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres';

const KANNEL_SECRET = 'kannel-secret-of-the-spool-suite';
const REPLY = 'Thank you for your donation';
const quietLog = { error: () => undefined, info: () => undefined };

const message = (id: string): InboundSms => ({ mno: 1, message_id: id, short_code: 4202, sender: '971501234567', text: 'ERC', received_at: '2026-11-26T10:00:00Z' });

describe('the spool on its own', () => {
  let parent: string;
  /** The spool's folder, made by the spool itself. */
  let dir: string;
  beforeEach(async () => {
    parent = await mkdtemp(join(tmpdir(), 'kannel-spool-'));
    dir = join(parent, 'spool');
  });
  afterEach(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  /** A spool whose intake records what it is handed, failing as `fail` says. */
  function spoolWith(stored: string[], fail: (ids: string[]) => Error | null = () => null): KannelSpool {
    return createKannelSpool({
      dir,
      log: quietLog,
      // Drained by the test, not by the timer.
      drainEveryMs: 3_600_000,
      store: async (messages) => {
        const ids = messages.map((one) => one.message_id);
        const error = fail(ids);
        if (error) throw error;
        stored.push(...ids);
      },
    });
  }

  it('hands every kept request to the intake once, oldest first, though two instances drain the folder at once', async () => {
    const stored: string[] = [];
    const [first, second] = [spoolWith(stored), spoolWith(stored)];
    const ids = Array.from({ length: 20 }, (_, index) => `m-${String(index).padStart(2, '0')}`);
    for (const id of ids) await first.keep([message(id)]);
    // Donors' numbers as they came: for the server's own user only.
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
    const [oneFile] = await readdir(dir);
    expect((await stat(join(dir, oneFile!))).mode & 0o777).toBe(0o600);
    await Promise.all([first.drain(), second.drain(), first.drain(), second.drain()]);
    await Promise.all([first.close(), second.close()]);
    expect([...stored].sort()).toEqual(ids);
    expect(await readdir(dir)).toEqual([]);
  });

  it('hands what an outage kept to the intake in a few calls, oldest first, not one call (one commit) per request', async () => {
    const calls: string[][] = [];
    const spool = createKannelSpool({
      dir,
      log: quietLog,
      drainEveryMs: 3_600_000,
      store: async (messages) => void calls.push(messages.map((one) => one.message_id)),
    });
    const ids = Array.from({ length: 1_200 }, (_, index) => `m-${String(index).padStart(4, '0')}`);
    for (const id of ids) await spool.keep([message(id)]);
    expect(await spool.drain()).toBe(1_200);
    await spool.close();
    expect(calls.map((call) => call.length)).toEqual([500, 500, 200]);
    expect(calls.flat()).toEqual(ids);
    expect(await readdir(dir)).toEqual([]);
  });

  it('keeps a request while the database is still away, and hands it on once it is back', async () => {
    const stored: string[] = [];
    let away = true;
    const spool = spoolWith(stored, () => (away ? refused() : null));
    await spool.keep([message('a-1')]);
    await spool.keep([message('a-2')]);
    expect(await spool.drain()).toBe(0);
    expect((await readdir(dir)).filter((name) => name.endsWith('.json'))).toHaveLength(2);
    away = false;
    expect(await spool.drain()).toBe(2);
    await spool.close();
    expect(stored).toEqual(['a-1', 'a-2']);
    expect(await readdir(dir)).toEqual([]);
  });

  it('sets aside a request that cannot be stored for another reason, and goes on with the next', async () => {
    const stored: string[] = [];
    const errors: string[] = [];
    const spool = createKannelSpool({
      dir,
      log: { error: (line) => errors.push(line), info: () => undefined },
      drainEveryMs: 3_600_000,
      store: async (messages) => {
        if (messages[0]!.message_id === 'bad') throw new Error('not a message the intake takes');
        stored.push(...messages.map((one) => one.message_id));
      },
    });
    await spool.keep([message('bad')]);
    await spool.keep([message('good')]);
    expect(await spool.drain()).toBe(1);
    expect(await spool.drain()).toBe(0);
    await spool.close();
    expect(stored).toEqual(['good']);
    const left = await readdir(dir);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(/\.json\.failed$/);
    expect(errors).toEqual([expect.stringContaining('set aside')]);
  });

  it('takes over a file a stopped instance had taken and never finished, once it is clearly abandoned', async () => {
    const stored: string[] = [];
    const name = `${String(Date.now() - 120_000).padStart(15, '0')}-0b0e5a8c-1f0c-4c55-9a63-2f1c3d9d0a11.json`;
    await mkdir(dir);
    await writeFile(join(dir, `${name}.taken-5a1d2c44-8c5e-4d0b-9a70-61c1a5f4e7a2`), JSON.stringify({ messages: [message('left-behind')] }));
    const old = new Date(Date.now() - 120_000);
    await utimes(join(dir, `${name}.taken-5a1d2c44-8c5e-4d0b-9a70-61c1a5f4e7a2`), old, old);
    const spool = spoolWith(stored);
    expect(await spool.drain()).toBe(1);
    await spool.close();
    expect(stored).toEqual(['left-behind']);
  });
});

describe('Kannel messages while PostgreSQL restarts [postgres]', () => {
  let postgres: PrivatePostgres;
  let handle: DatabaseHandle;
  let spoolDir: string;
  let mediaDir: string;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    handle = await openDatabase({ databaseUrl: postgres.url });
    // The demo's organizations, short codes and keywords (ERC at Etisalat's 4202).
    await seedDemoData(handle.db, new Date());
    spoolDir = await mkdtemp(join(tmpdir(), 'kannel-spool-'));
    mediaDir = await mkdtemp(join(tmpdir(), 'kannel-spool-media-'));
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    await postgres?.dispose();
    if (spoolDir) await rm(spoolDir, { recursive: true, force: true });
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  }, 60_000);

  /** A platform server on the private PostgreSQL with the Kannel adapter and the spool folder. */
  async function server(): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
    const database = await openDatabase({ databaseUrl: postgres.url });
    const app = await buildServer({
      db: database.db,
      config: {
        mediaDir,
        sms: {
          kannel: { secret: KANNEL_SECRET, allowedAddresses: [], smscOperators: DEFAULT_SMSC_OPERATORS, timeZone: 'UTC', spoolDir },
          replies: { en: REPLY },
        },
      },
    });
    return { app, database };
  }
  const fromKannel = (app: FastifyInstance, id: string) =>
    app.inject({ method: 'GET', url: `/sms/kannel?${new URLSearchParams({ secret: KANNEL_SECRET, smsc: 'etisalat', id, from: '971501234567', to: '4202', text: 'ERC', time: '2026-11-26 10:00:00' })}` });
  const rowsOf = async (id: string) => (await handle.db.select().from(smsMessages).where(eq(smsMessages.operatorMessageId, id))).length;
  const spooled = async () => (await readdir(spoolDir)).filter((name) => name.endsWith('.json'));

  it('answers a message taken while the database is away as taken, and stores it once when it is back', async () => {
    const { app, database } = await server();
    try {
      expect((await fromKannel(app, 'before-the-restart')).body).toBe(REPLY);
      await postgres.stop();
      const away = await fromKannel(app, 'while-away');
      expect(away.statusCode).toBe(200);
      expect(away.body).toBe(REPLY);
      expect(await spooled()).toHaveLength(1);

      await postgres.start();
      await expect.poll(() => rowsOf('while-away').catch(() => -1), { timeout: 15_000, interval: 200 }).toBe(1);
      expect(await spooled()).toEqual([]);
      // Kannel sending it again (its own try) is the same message: still one.
      expect((await fromKannel(app, 'while-away')).statusCode).toBe(200);
      expect(await rowsOf('while-away')).toBe(1);
      expect(await rowsOf('before-the-restart')).toBe(1);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);

  it('a message kept by a server that stopped before the database came back is stored by the next one at its start', async () => {
    const first = await server();
    await postgres.stop();
    try {
      expect((await fromKannel(first.app, 'kept-by-the-first')).body).toBe(REPLY);
    } finally {
      await first.app.close();
      await first.database.close();
    }
    expect(await spooled()).toHaveLength(1);

    await postgres.start();
    const next = await server();
    try {
      await expect.poll(() => rowsOf('kept-by-the-first').catch(() => -1), { timeout: 15_000, interval: 200 }).toBe(1);
      expect(await spooled()).toEqual([]);
    } finally {
      await next.app.close();
      await next.database.close();
    }
  }, 60_000);
});
