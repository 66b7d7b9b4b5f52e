/**
 * A fresh PostgreSQL database for platform servers that run as processes of their own and share
 * it: a new database on DATABASE_URL's server when it is set (CI), else on a private cluster of
 * Debian's PostgreSQL (private-postgres.ts). PGlite cannot be shared between processes, so there
 * is no embedded fallback: without either, the start fails saying what is missing.
 */
import type { Database } from '../../../src/server/db/database';
import { openDatabase } from '../../../src/server/db/database';
import { createFreshDatabase } from './databases';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres';

export interface SharedPostgres {
  /** postgres:// URL the servers are given (DATABASE_URL). */
  url: string;
  /** The test's own connection, migrated. */
  db: Database;
  /** The private cluster when there is one (it can be stopped and started); null on DATABASE_URL's server. */
  cluster: PrivatePostgres | null;
  dispose(): Promise<void>;
}

export async function freshSharedPostgres(): Promise<SharedPostgres> {
  if (process.env.DATABASE_URL) {
    const database = await createFreshDatabase('postgres');
    if (!('databaseUrl' in database.location)) throw new Error('a PostgreSQL database has a URL');
    return { url: database.location.databaseUrl, db: database.handle.db, cluster: null, dispose: () => database.dispose() };
  }
  let cluster: PrivatePostgres;
  try {
    cluster = await startPrivatePostgres();
  } catch (error) {
    throw new Error(`These servers need PostgreSQL: set DATABASE_URL, or install PostgreSQL's server programs.\n${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    const handle = await openDatabase({ databaseUrl: cluster.url });
    return {
      url: cluster.url,
      db: handle.db,
      cluster,
      async dispose() {
        await handle.close();
        await cluster.dispose();
      },
    };
  } catch (error) {
    await cluster.dispose();
    throw error;
  }
}
