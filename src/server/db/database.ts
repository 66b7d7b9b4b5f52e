/**
 * Opens the server's database: embedded PostgreSQL (PGlite, files in `<dataDir>/pgdata`, or
 * in memory without a dataDir) or a PostgreSQL server when a URL is given. Both run the
 * same drizzle-kit migrations before the handle is returned.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type DatabaseSchema = typeof schema;
/** What both drivers have in common; services only ever see this. */
export type Database = PgDatabase<PgQueryResultHKT, DatabaseSchema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A database or an open transaction: queries that may run in either take this. */
export type Queryable = Database | Transaction;

export interface OpenDatabaseOptions {
  /** postgres:// URL of a PostgreSQL server. Takes precedence over dataDir. */
  databaseUrl?: string;
  /** Folder for the embedded database (created if missing). Without it PGlite runs in memory. */
  dataDir?: string;
  /** Defaults to `resolveMigrationsDir()`. */
  migrationsDir?: string;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// Any fixed number works; it only has to be the same for every instance of this server.
const MIGRATION_LOCK_ID = 4181_0001;

/**
 * The migrations folder: `BACKOFFICE_MIGRATIONS_DIR` when set (the Electron bundle copies
 * the folder next to its output), else the folder beside this module.
 */
export function resolveMigrationsDir(): string {
  const fromEnv = process.env.BACKOFFICE_MIGRATIONS_DIR;
  if (fromEnv) return fromEnv;
  // `__dirname` exists in CommonJS (tsx, the electron-vite bundle); `import.meta.url` in ESM (vitest).
  const moduleDir = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));
  return join(moduleDir, 'migrations');
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsDir ?? resolveMigrationsDir();
  if (options.databaseUrl) return openPostgres(options.databaseUrl, migrationsFolder);
  return openPglite(options.dataDir, migrationsFolder);
}

async function openPglite(dataDir: string | undefined, migrationsFolder: string): Promise<DatabaseHandle> {
  // The extensions the migrations create (PostgreSQL servers have them from their contrib).
  const options: PGliteOptions = { extensions: { pg_trgm } };
  let client: PGlite;
  if (dataDir) {
    const pgdata = join(dataDir, 'pgdata');
    mkdirSync(pgdata, { recursive: true });
    client = new PGlite(pgdata, options);
  } else {
    client = new PGlite(options);
  }
  const db = drizzlePglite({ client, schema });
  try {
    // One process owns a PGlite folder, so no lock is needed around the migrations.
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, kind: 'pglite', close: closeOnce(() => client.close()) };
}

/**
 * Connections the pool keeps when idle; those a burst opens beyond them close after 10 s idle, as
 * by default. A connection opened anew costs the request that gets it the opening and its server
 * process's first reads of the catalog: 5–7 ms for a first query where a kept connection answered
 * in under 1 ms on the CI machine, paid after every pause of 10 s, and an office pauses between
 * saves all day. Four is what a screen's burst of requests holds at once (the start-up lists, a
 * list's page).
 */
export const KEPT_CONNECTIONS = 4;

async function openPostgres(databaseUrl: string, migrationsFolder: string): Promise<DatabaseHandle> {
  await migratePostgres(databaseUrl, migrationsFolder);
  const pool = givingBackClientsOfFailedBegins(new pg.Pool({ connectionString: databaseUrl, min: KEPT_CONNECTIONS }));
  // An idle client losing its connection must not crash the server; the pool replaces it.
  pool.on('error', () => undefined);
  // Nor a client in use (a transaction holds one) when PostgreSQL restarts or fails over: it emits
  // 'error' on itself, which the pool listens for only while the client is idle, and an 'error'
  // nobody listens for stopped the whole process. Its queries fail with that error instead (the
  // request answers 5xx, a job tries again), the pool drops the client when it is released, and
  // new connections are opened once PostgreSQL is back: no restart needed.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzleNodePg({ client: pool, schema });
  return { db, kind: 'postgres', close: closeOnce(() => pool.end()) };
}

/**
 * drizzle's transaction takes a client from the pool and sends BEGIN before its try/finally, so a
 * BEGIN that fails (the connection cut by a PostgreSQL restart just as the client was taken) never
 * gives the client back: each such leak holds one of the pool's connections for good, until the
 * pool has none left and every query waits for ever (and closing the pool never ends). The clients
 * this pool hands out give themselves back, as broken, when their BEGIN fails.
 */
function givingBackClientsOfFailedBegins(pool: pg.Pool): pg.Pool {
  const connect = pool.connect.bind(pool);
  // pg-pool's own query() asks with a callback: that form is left as it is.
  pool.connect = ((callback?: Parameters<pg.Pool['connect']>[0]) =>
    callback ? connect(callback) : connect().then(givesItselfBackIfBeginFails)) as pg.Pool['connect'];
  return pool;
}

function givesItselfBackIfBeginFails(client: pg.PoolClient): pg.PoolClient {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: unknown } | undefined)?.text;
    if (!(result instanceof Promise) || typeof text !== 'string' || !/^\s*begin\b/i.test(text)) return result;
    return result.catch((error: unknown) => {
      client.release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
  }) as pg.PoolClient['query'];
  return client;
}

/** Closing twice is harmless (an owner and a shutdown hook may both try). */
function closeOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/**
 * Several instances may start at once on one database: a session-level advisory lock on
 * one dedicated connection lets exactly one of them migrate while the others wait.
 */
async function migratePostgres(databaseUrl: string, migrationsFolder: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const db = drizzleNodePg({ client, schema });
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
    try {
      await migrateNodePg(db, { migrationsFolder });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
    }
  } finally {
    await client.end();
  }
}
