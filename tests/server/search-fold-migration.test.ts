/**
 * The migration that changed the search folding (digits as ASCII), on both engines, over a
 * database that already holds rows: the folded twins are computed again from the stored texts
 * (record history's too, whose rows no UPDATE may touch: a generated column recomputed by ALTER
 * TABLE is none), their trigram indexes are there, and history is still unchangeable.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, resolveMigrationsDir, type DatabaseHandle, type OpenDatabaseOptions } from '../../src/server/db/database';
import { rowsOf } from '../../src/server/db/sql-rows';
import { describeOnEachDatabase } from './support/each-database';
import { withAdminClient, type DatabaseKind } from './support/databases';

/** The migration that folds digits: the database is built up to the one before it, then migrated on. */
const FOLD_MIGRATION = '0014_search-trigram-indexes';

/** A copy of the migrations folder whose journal stops before `tag`. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'bo-migrations-before-'));
  cpSync(resolveMigrationsDir(), folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at === -1) throw new Error(`no migration ${tag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

/** An empty database of the kind, opened at will with a migrations folder; removed by `dispose`. */
async function emptyDatabase(kind: DatabaseKind): Promise<{ open: (migrationsDir?: string) => Promise<DatabaseHandle>; dispose: () => Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'bo-fold-migration-'));
    return { open: (migrationsDir) => openDatabase({ dataDir, migrationsDir }), dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.DATABASE_URL!;
  const name = `bo_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const options = (migrationsDir?: string): OpenDatabaseOptions => ({ databaseUrl: url.toString(), migrationsDir });
  return {
    open: (migrationsDir) => openDatabase(options(migrationsDir)),
    dispose: () => withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

describeOnEachDatabase('The search folding migration', (kind) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('folds the digits of the rows already stored, in history too, and keeps the trigram indexes', async () => {
    const before = migrationsBefore(FOLD_MIGRATION);
    cleanups.push(() => rmSync(before, { recursive: true, force: true }));
    const database = await emptyDatabase(kind);
    cleanups.push(database.dispose);

    const old = await database.open(before);
    try {
      await old.db.execute(sql`INSERT INTO organizations (int_id, name_ar, name_en) VALUES (901, 'جمعية', 'Society')`);
      await old.db.execute(sql`
        INSERT INTO keywords (object_id, title, org_id, created_at, updated_at, version)
        SELECT 'kw1', 'رمضان٢٠٢٥', id, now(), now(), 1 FROM organizations WHERE int_id = 901`);
      await old.db.execute(sql`
        INSERT INTO record_history (resource, record_id, record_name, action, admin_name, at, client, changes)
        VALUES ('projects', '1', 'حملة الشتاء ۱۴۴۷', 'create', 'Admin', now(), 'system', '[]')`);
    } finally {
      await old.close();
    }

    const migrated = await database.open();
    try {
      const twin = async (statement: SQL) => rowsOf<{ twin: string }>(await migrated.db.execute(statement))[0]?.twin;
      expect(await twin(sql`SELECT title_search AS twin FROM keywords WHERE object_id = 'kw1'`)).toBe('رمضان2025');
      expect(await twin(sql`SELECT record_name_search AS twin FROM record_history WHERE record_id = '1'`)).toBe('حمله الشتاء 1447');
      const indexes = rowsOf<{ indexname: string }>(
        await migrated.db.execute(sql`SELECT indexname FROM pg_indexes WHERE indexname IN ('record_history_name', 'keywords_title_trgm', 'projects_name_ar_trgm')`),
      ).map((row) => row.indexname);
      expect(indexes.sort()).toEqual(['keywords_title_trgm', 'projects_name_ar_trgm', 'record_history_name']);
      await expect(migrated.db.execute(sql`UPDATE record_history SET admin_name = 'Someone else'`)).rejects.toThrow();
    } finally {
      await migrated.close();
    }
  });
});
