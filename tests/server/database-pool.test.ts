/**
 * The platform server's PostgreSQL pool between bursts (src/server/db/database.ts): the
 * connections a screen's burst of requests needs at once stay open through a pause, so the first
 * request after it does not pay for opening one (and for its server process's first catalog
 * reads); those opened beyond them close once idle, as node-postgres's do by default.
 */
import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_CONNECTIONS as KEPT } from '../../src/server/db/database';
import { rowsOf } from '../../src/server/db/sql-rows';
import { createFreshDatabase, databaseKinds, type FreshDatabase } from './support/databases';

/** node-postgres's idle timeout (10 s), and a little more. */
const PAUSE_MS = 10_500;
/** More than the pool keeps. */
const BURST = KEPT + 2;

describe.runIf(databaseKinds.includes('postgres'))('the PostgreSQL pool between bursts [postgres]', () => {
  let database: FreshDatabase;
  beforeAll(async () => {
    database = await createFreshDatabase('postgres');
  }, 60_000);
  afterAll(async () => {
    await database?.dispose();
  });

  /** Transactions held open together, each answering the server process it ran in. */
  const processesOf = async (count: number): Promise<Set<number>> => {
    const pids = await Promise.all(
      Array.from({ length: count }, () =>
        database.handle.db.transaction(async (tx) => rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.1)`))[0]!.pid),
      ),
    );
    return new Set(pids);
  };
  const openConnections = async () =>
    Number(rowsOf<{ open: string }>(await database.handle.db.execute(sql`select count(*) as open from pg_stat_activity where datname = current_database()`))[0]!.open);

  it(`keeps ${KEPT} connections open through a pause, and closes those a burst opened beyond them`, async () => {
    const burst = await processesOf(BURST);
    expect(burst.size).toBe(BURST);
    await sleep(PAUSE_MS);
    expect(await openConnections()).toBe(KEPT);
    const afterPause = await processesOf(KEPT);
    expect([...afterPause].every((pid) => burst.has(pid)), 'a request after the pause opened a new connection').toBe(true);
  }, 30_000);
});
