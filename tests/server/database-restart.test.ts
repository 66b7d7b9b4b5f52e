/**
 * The platform server's PostgreSQL pool across a restart of PostgreSQL (src/server/db/database.ts):
 * transactions tried while it is away fail, and once it is back every transaction works again and
 * the pool closes, without restarting the server. Run on a PostgreSQL of the test's own, stopped and
 * started as an office's database restarts (support/private-postgres.ts).
 *
 * What it guards: drizzle sends a transaction's BEGIN before its try/finally, so a client whose
 * BEGIN failed (its connection cut by the restart) was never given back to the pool; once every
 * connection of the pool had leaked so, every query waited for ever.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres';

/** node-postgres's default pool size: every connection of the pool is in use at once. */
const POOL_SIZE = 10;
/** Longer than any transaction here takes; a leaked pool waits for ever instead. */
const ANSWER_WITHIN_MS = 10_000;

const within = <T>(promise: Promise<T>, what: string): Promise<T> =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer in ${ANSWER_WITHIN_MS} ms`)), ANSWER_WITHIN_MS))]);

describe('the PostgreSQL pool across a restart of PostgreSQL [postgres]', () => {
  let postgres: PrivatePostgres;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    handle = await openDatabase({ databaseUrl: postgres.url });
  }, 120_000);

  afterAll(async () => {
    await postgres?.dispose();
  }, 60_000);

  const transaction = () => handle.db.transaction(async (tx) => tx.execute(sql`select 1 as one`));
  const together = (count: number) => Promise.allSettled(Array.from({ length: count }, transaction));

  it('fails while PostgreSQL is away, then answers again and closes, every connection of the pool given back', async () => {
    // Every connection of the pool open and idle, as on a busy server.
    expect((await together(POOL_SIZE)).map((outcome) => outcome.status)).toEqual(Array(POOL_SIZE).fill('fulfilled'));
    await postgres.stop();
    expect((await within(together(POOL_SIZE), 'transactions while away')).map((outcome) => outcome.status)).toEqual(Array(POOL_SIZE).fill('rejected'));

    await postgres.start();
    const back = await within(together(2 * POOL_SIZE), 'transactions once back');
    expect(back.map((outcome) => outcome.status)).toEqual(Array(2 * POOL_SIZE).fill('fulfilled'));
    await within(handle.close(), 'closing the pool');
  }, 60_000);
});
