import { describe } from 'vitest';
import { databaseKinds, type DatabaseKind } from './databases';

/** The same suite on PGlite, and again on PostgreSQL when DATABASE_URL is set. */
export function describeOnEachDatabase(title: string, body: (kind: DatabaseKind) => void): void {
  describe.each(databaseKinds)(`${title} [%s]`, body);
}
