/**
 * Which errors say the database went away (src/server/db/database-away.ts), worth trying again
 * once it is back, and which say the query itself failed: node-postgres's errors as it throws
 * them, alone and wrapped by drizzle.
 */
import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseAway } from '../../src/server/db/database-away';

/** A socket error as Node gives it (`connect ECONNREFUSED …`). */
function socketError(code: string): Error {
  return Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: -111, syscall: 'connect' });
}

/** An error PostgreSQL sent, as node-postgres throws it. */
function postgresError(code: string, message: string): pg.DatabaseError {
  return Object.assign(new pg.DatabaseError(message, message.length, 'error'), { code, severity: 'ERROR' });
}

/** What drizzle throws for a query whose driver failed. */
const byDrizzle = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

const AWAY: Array<[string, Error]> = [
  ['a refused connection (ECONNREFUSED)', socketError('ECONNREFUSED')],
  ['a cut connection (ECONNRESET)', socketError('ECONNRESET')],
  ['a shutdown ending the session (57P01)', postgresError('57P01', 'terminating connection due to administrator command')],
  ['a connection failure (08006)', postgresError('08006', 'connection failure')],
  ['node-postgres: "Connection terminated unexpectedly"', new Error('Connection terminated unexpectedly')],
];

const NOT_AWAY: Array<[string, Error]> = [
  ['a unique violation (23505)', postgresError('23505', 'duplicate key value violates unique constraint "sms_reports_pkey"')],
  ['a syntax error (42601)', postgresError('42601', 'syntax error at or near "selec"')],
  ['a plain error', new Error('The report being built disappeared.')],
];

describe('isDatabaseAway', () => {
  it.each(AWAY)('is true for %s', (_, error) => {
    expect(isDatabaseAway(error)).toBe(true);
  });

  it.each(AWAY)('is true for %s wrapped by drizzle', (_, error) => {
    expect(isDatabaseAway(byDrizzle(error))).toBe(true);
  });

  it.each(AWAY)('is true for %s two levels down', (_, error) => {
    expect(isDatabaseAway(new Error('the build failed', { cause: byDrizzle(error) }))).toBe(true);
  });

  it.each(NOT_AWAY)('is false for %s', (_, error) => {
    expect(isDatabaseAway(error)).toBe(false);
  });

  it.each(NOT_AWAY)('is false for %s wrapped by drizzle', (_, error) => {
    expect(isDatabaseAway(byDrizzle(error))).toBe(false);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string naming a code', 'ECONNREFUSED'],
    ['a string with the message', 'Connection terminated unexpectedly'],
    ['a number', 57],
  ])('is false for %s', (_, value) => {
    expect(isDatabaseAway(value)).toBe(false);
  });
});
