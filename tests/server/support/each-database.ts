import { describe } from 'vitest';
import { databaseKinds, type DatabaseKind } from './databases';

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
