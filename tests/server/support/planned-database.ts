/**
 * A real migrated database whose writes fail as a test plans, for jobs that must tell a database
 * gone away (try again) from a query that failed (give up): each `update(…)` and `transaction(…)`
 * takes the next step of the plan (an error fails it, null lets it through); once the plan is
 * spent, everything goes through. Reads, inserts and `execute` always go through.
 */
import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../../src/server/db/database';

/** node-postgres's error for what PostgreSQL sent, wrapped by drizzle as a failed query is. */
function failedQuery(code: string, message: string, severity = 'ERROR'): DrizzleQueryError {
  const cause = Object.assign(new pg.DatabaseError(message, message.length, 'error'), { code, severity });
  return new DrizzleQueryError('update …', [], cause);
}
/** PostgreSQL not listening (restarting). */
export const refused = () => new DrizzleQueryError('update …', [], Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
/** PostgreSQL ending the session as it shuts down. */
export const shutDown = () => failedQuery('57P01', 'terminating connection due to administrator command', 'FATAL');
/** A query that failed for itself: trying it again would fail again. */
export const duplicate = () => failedQuery('23505', 'duplicate key value violates unique constraint');

export function plannedDatabase(db: Database, plan: Array<Error | null>): { db: Database; calls: () => number } {
  let calls = 0;
  const next = () => {
    calls += 1;
    return plan.shift() ?? null;
  };
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const real = Reflect.get(target, property, receiver);
      if (property === 'transaction') {
        return (...args: unknown[]) => {
          const error = next();
          return error ? Promise.reject(error) : real.apply(receiver, args);
        };
      }
      if (property === 'update') {
        return (...args: unknown[]) => {
          const error = next();
          if (!error) return real.apply(receiver, args);
          // The failing statement, awaited as it is or with its `returning(…)`; rejected only when awaited.
          const failing = { then: (resolve: never, reject: (reason: unknown) => void) => Promise.reject(error).then(resolve, reject), returning: () => failing };
          return { set: () => ({ where: () => failing }) };
        };
      }
      return real;
    },
  });
  return { db: proxy, calls: () => calls };
}
