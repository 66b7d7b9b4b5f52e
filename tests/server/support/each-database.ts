import { describe } from 'vitest';
import { databaseKinds, type DatabaseKind } from './databases';

/** The same suite on PGlite, and again on PostgreSQL when DATABASE_URL is set. */
export function describeOnEachDatabase(title: string, body: (kind: DatabaseKind) => void): void {
  describe.each(databaseKinds)(`${title} [%s]`, body);
}

/**
 * A suite whose requests are all refused (by validation, or by a lookup that finds nothing) and
 * write nothing, where both engines answer alike, so a second run would only double its time:
 * once, on PostgreSQL when DATABASE_URL is set (what an office runs), else on PGlite.
 */
export function describeOnOneDatabase(title: string, body: (kind: DatabaseKind) => void): void {
  const kind = databaseKinds.at(-1)!;
  describe(`${title} [${kind}]`, () => body(kind));
}
