/**
 * Fresh databases for test suites: PGlite in a temporary folder always, and PostgreSQL too
 * when DATABASE_URL is set: a new database per suite (CREATE DATABASE bo_test_<random>, a copy
 * of a migrated template), dropped when the suite ends, so runs never see each other's rows.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import pg from 'pg';
import { openDatabase, resolveMigrationsDir, type DatabaseHandle } from '../../../src/server/db/database';

export type DatabaseKind = 'pglite' | 'postgres';

export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface FreshDatabase {
  kind: DatabaseKind;
  handle: DatabaseHandle;
  /** How a program would open it: `databaseUrl` (PostgreSQL) or `dataDir` (PGlite). */
  location: { databaseUrl: string } | { dataDir: string };
  /** Opens another connection to the same database (a second server instance). */
  openAnother(): Promise<DatabaseHandle>;
  /** Closes every handle and deletes the database. */
  dispose(): Promise<void>;
}

export async function createFreshDatabase(kind: DatabaseKind): Promise<FreshDatabase> {
  return kind === 'pglite' ? createPgliteDatabase() : createPostgresDatabase();
}

async function createPgliteDatabase(): Promise<FreshDatabase> {
  const dataDir = await freshPgliteDataDir();
  const handle = await openDatabase({ dataDir });
  return {
    kind: 'pglite',
    handle,
    location: { dataDir },
    // One process owns a PGlite folder: a second instance shares the same handle.
    openAnother: async () => ({ ...handle, close: async () => undefined }),
    async dispose() {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(): Promise<FreshDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is not set');
  const name = `bo_test_${randomBytes(6).toString('hex')}`;
  const template = await postgresTemplate(adminUrl);
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = databaseUrl(adminUrl, name);
  const handles: DatabaseHandle[] = [];
  const open = async () => {
    const handle = await openDatabase({ databaseUrl: url.toString() });
    handles.push(handle);
    return handle;
  };
  const handle = await open();
  return {
    kind: 'postgres',
    handle,
    location: { databaseUrl: url.toString() },
    openAnother: open,
    async dispose() {
      for (const opened of handles) await opened.close();
      await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

function databaseUrl(adminUrl: string, name: string): URL {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url;
}

/**
 * The name of a PostgreSQL database holding the migrated schema and nothing else, that suites
 * create theirs from (`CREATE DATABASE … TEMPLATE`): a copy takes a fraction of running the
 * migrations again. Built once and kept, keyed like the PGlite template; nothing connects to it
 * once built, as PostgreSQL requires of a template being copied.
 */
async function postgresTemplate(adminUrl: string): Promise<string> {
  const template = `bo_template_${templateKey()}`;
  const exists = await withAdminClient(adminUrl, (client) => client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]));
  if (exists.rowCount) return template;
  const building = `bo_template_build_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${building}`));
  const handle = await openDatabase({ databaseUrl: databaseUrl(adminUrl, building).toString() });
  await handle.close();
  // Parallel test workers may race to build it: the first rename wins, the others drop theirs.
  await withAdminClient(adminUrl, async (client) => {
    await client.query(`ALTER DATABASE ${building} RENAME TO ${template}`).catch(() => client.query(`DROP DATABASE ${building} WITH (FORCE)`));
  });
  return template;
}

export async function withAdminClient<T>(url: string, action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}

/**
 * A new temporary data folder holding an empty, migrated PGlite database. Creating one
 * from nothing (initdb + migrations) takes seconds; copying a template takes a fraction,
 * so the template is built once and kept in the temp folder, keyed by the migrations and
 * the PGlite version.
 */
export async function freshPgliteDataDir(): Promise<string> {
  const template = await pgliteTemplate();
  const dataDir = await mkdtemp(join(tmpdir(), 'bo-server-test-'));
  await copyDirectory(join(template, 'pgdata'), join(dataDir, 'pgdata'));
  return dataDir;
}

/** Copies a folder of ~1000 small files with parallel copies (several times faster than fs.cp). */
async function copyDirectory(source: string, target: string): Promise<void> {
  const entries = await readdir(source, { recursive: true, withFileTypes: true });
  const targetOf = (entry: (typeof entries)[number]) => join(target, relative(source, entry.parentPath), entry.name);
  await mkdir(target, { recursive: true });
  await Promise.all(entries.filter((entry) => entry.isDirectory()).map((entry) => mkdir(targetOf(entry), { recursive: true })));
  await Promise.all(
    entries.filter((entry) => entry.isFile()).map((entry) => copyFile(join(entry.parentPath, entry.name), targetOf(entry))),
  );
}

async function pgliteTemplate(): Promise<string> {
  const template = join(tmpdir(), `bo-pglite-template-${templateKey()}`);
  if (existsSync(join(template, 'ready'))) return template;
  const building = await mkdtemp(join(tmpdir(), 'bo-pglite-template-build-'));
  const handle = await openDatabase({ dataDir: building });
  await handle.close();
  await writeFile(join(building, 'ready'), '');
  // Parallel test workers may race to build it: the first rename wins, the others discard theirs.
  await rename(building, template).catch(() => rm(building, { recursive: true, force: true }));
  return template;
}

function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  const migrations = resolveMigrationsDir();
  const files = readdirSync(migrations, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const path = join(migrations, file);
    hash.update(file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
}

function pgliteVersion(): string {
  // The package does not export its package.json: find it above its entry point.
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}
