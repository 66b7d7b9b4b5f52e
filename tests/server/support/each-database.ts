import { afterAll, beforeAll, describe } from 'vitest';
import { seedDemoData } from '../../../src/server/seed/demo';
import { createFreshDatabase, databaseKinds, type DatabaseKind, type FreshDatabase } from './databases';

/** The same suite on PGlite, and again on PostgreSQL when DATABASE_URL is set. */
export function describeOnEachDatabase(title: string, body: (kind: DatabaseKind) => void): void {
  describe.each(databaseKinds)(`${title} [%s]`, body);
}

/**
 * A suite about the HTTP layer, not the database: requests that are all refused (by validation,
 * the Host check, the admin guard, or a lookup that finds nothing) or that read the route table,
 * where both engines answer alike, so a second run would only double its time: once, on
 * PostgreSQL when DATABASE_URL is set (what an office runs), else on PGlite.
 */
export function describeOnOneDatabase(title: string, body: (kind: DatabaseKind) => void): void {
  const kind = databaseKinds.at(-1)!;
  describe(`${title} [${kind}]`, () => body(kind));
}

/** A fresh database of `kind` holding the demo data (active projects and cases) for the suite: made before its tests, deleted after. */
export function useDemoDatabase(kind: DatabaseKind): () => FreshDatabase {
  let database: FreshDatabase | undefined;
  beforeAll(async () => {
    database = await createFreshDatabase(kind);
    await seedDemoData(database.handle.db, new Date());
  }, 120_000);
  afterAll(async () => {
    await database?.dispose();
  });
  return () => database!;
}
