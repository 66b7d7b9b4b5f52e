/**
 * Every search of records reads an index, on both engines: the search of each server-mode list
 * (keywords, memorial persons, landing pages) and each branch of the command palette's record
 * search compare folded twins that a GIN trigram index (`gin_trgm_ops`) can answer (the admins'
 * branch reads them by role), so a search does not read every row. And one folding everywhere: Arabic-Indic and Persian digits are the
 * ASCII ones, in a list's search as in the record search.
 *
 * The tables here are small enough that the planner would rather read them whole; switching off
 * sequential and plain index scans leaves an index's bitmap scan as the only way not switched off,
 * so the plan shows which index can serve the statement (and none is found if none can).
 */
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { beforeAll, expect, it } from 'vitest';
import { RECORD_SEARCH_RESOURCES, type RecordSearchResource } from '../../src/shared/record-search-text';
import { registry, SERVER_PAGE_DEFAULT, type ResourceEntry, type ResourceName } from '../../src/shared/registry';
import { searchTermOf } from '../../src/shared/search-text';
import type { Queryable } from '../../src/server/db/database';
import { resourceTables } from '../../src/server/db/schema/resource-tables';
import { rowsOf } from '../../src/server/db/sql-rows';
import { searchKeyOf, searchWhere } from '../../src/server/services/resources/list-page';
import { recordSearchStatement } from '../../src/server/services/search/record-search';
import { describeOnEachDatabase } from './support/each-database';
import { seededRefs } from './support/payable';
import { ADMIN, useTestServer, type Session } from './support/test-server';

/** A branch that narrows its rows by another index first: the admins, a handful among the app's users, are read by role. */
const READ_FIRST_BY: Partial<Record<RecordSearchResource, string>> = { adminUsers: 'users_role_idx' };

const serverModeLists = (Object.keys(registry) as ResourceName[]).filter((name) => (registry[name] as ResourceEntry).list.mode === 'server');

/** The plan of a statement when only an index's bitmap scan is left to read a table. */
async function planOf(db: Queryable, statement: SQL): Promise<string> {
  const lines = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    await tx.execute(sql`SET LOCAL enable_indexscan = off`);
    await tx.execute(sql`SET LOCAL enable_indexonlyscan = off`);
    return rowsOf<{ 'QUERY PLAN': string }>(await tx.execute(sql`EXPLAIN ${statement}`));
  });
  return lines.map((line) => line['QUERY PLAN']).join('\n');
}

/** The GIN trigram indexes of a table, by the column each covers, as the migrations made them. */
async function trigramIndexesOf(db: Queryable, table: string): Promise<Map<string, string>> {
  const rows = rowsOf<{ indexname: string; indexdef: string }>(
    await db.execute(sql`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ${table}`),
  );
  const byColumn = new Map<string, string>();
  for (const { indexname, indexdef } of rows) {
    const covered = /USING gin \((\w+) gin_trgm_ops\)/.exec(indexdef);
    if (covered) byColumn.set(covered[1]!, indexname);
  }
  return byColumn;
}

describeOnEachDatabase('Searches read trigram indexes', (kind) => {
  const server = useTestServer(kind);
  const db = () => server().database.handle.db;
  let admin: Session;

  beforeAll(async () => {
    admin = await server().signIn(ADMIN);
  });

  it.each(serverModeLists)("the %s list's search can be answered from a trigram index of each searched field's twin", async (name) => {
    const entry = registry[name] as ResourceEntry;
    const table = resourceTables[name];
    const indexes = await trigramIndexesOf(db(), getTableName(table));
    const where = searchWhere(entry, table, 'الأمل ٢٠٢٥');
    const plan = await planOf(db(), sql`SELECT * FROM ${table} WHERE ${where} LIMIT ${SERVER_PAGE_DEFAULT}`);
    for (const field of entry.list.searchable ?? []) {
      const twin = (getTableColumns(table)[searchKeyOf(field)] as AnyPgColumn).name;
      const index = indexes.get(twin);
      expect(index, `${name}.${field}: no trigram index on ${twin}`).toBeDefined();
      expect(plan, `${name}.${field}`).toContain(index!);
    }
    expect(plan).not.toContain('Seq Scan');
  });

  it('each branch of the record search can be answered from the trigram indexes of its names', async () => {
    const plan = await planOf(db(), recordSearchStatement(searchTermOf('حملة الشتاء ٢٠٢٥'), 20));
    for (const resource of RECORD_SEARCH_RESOURCES) {
      const table = getTableName(resourceTables[resource]);
      const indexes = READ_FIRST_BY[resource] ? [READ_FIRST_BY[resource]] : [...(await trigramIndexesOf(db(), table)).values()];
      expect(indexes.some((index) => plan.includes(index)), `${resource} (${table}) is not searched through ${indexes.join(' or ') || 'a trigram index'}:\n${plan}`).toBe(true);
    }
    expect(plan).not.toContain('Seq Scan');
  });

  it("no list's trigram index keeps a pending list, which PGlite would never vacuum and every search would read row by row; the history's does, for its writes", async () => {
    const definitions = rowsOf<{ indexname: string; indexdef: string }>(
      await db().execute(sql`SELECT indexname, indexdef FROM pg_indexes WHERE indexdef LIKE '%gin_trgm_ops%'`),
    );
    expect(definitions.length).toBeGreaterThan(1);
    for (const { indexname, indexdef } of definitions) {
      if (indexname === 'record_history_name') expect(indexdef).not.toMatch(/fastupdate/);
      else expect(indexdef, indexname).toMatch(/fastupdate='?false'?/);
    }
  });

  it("a list's search takes Arabic-Indic and Persian digits as ASCII ones, both ways", async () => {
    const refs = await seededRefs(server());
    const call = (method: string, path: string, body?: unknown) => server().http(method, path, { session: admin, body });
    for (const title of ['زكاة1447', 'صدقة ١٤٤٨']) {
      server().clock.advance(60_000);
      expect((await call('POST', '/classes/keywords', { title, org_id: String(refs.orgId) })).status).toBe(201);
    }
    const found = async (term: string) => {
      const answer = await call('GET', `/classes/keywords?${new URLSearchParams({ search: term })}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.results.map((row: { title: string }) => row.title);
    };
    expect(await found('١٤٤٧')).toEqual(['زكاة1447']);
    expect(await found('زكاه۱۴۴۷')).toEqual(['زكاة1447']);
    expect(await found('1448')).toEqual(['صدقة ١٤٤٨']);
    // Newest first.
    expect(await found('144')).toEqual(['صدقة ١٤٤٨', 'زكاة1447']);
  });
});
